/**
 * The top of the resume: '# Name', the headline, then every contact detail on one line
 * ('jane@x.com | (555) 123-4567 | Berlin, Germany | github.com/jane'). A line of the original header
 * is replaced only when the contact line holds all of it; anything else stays as written.
 */
import type { TImprovementChange } from '#shared/schemas/resume-ai.ts';
import type { TResumeDocument, TResumeText } from '#server/resume-engine/parse/types.ts';

type THeaderRewrite = { lines: string[]; changes: TImprovementChange[] };

const CONTACT_SEPARATOR = ' | ';
// What may stay on a contact line once its values are taken out: labels ('e:', 'LinkedIn:') and separators.
const LABEL = /[\p{L}][\p{L} -]{0,14}:/gu;
const SEPARATORS = /[\s|·•◦▪,;–—-]+/g;

type TContactValue = { value: string; line: number; index: number };

function getContactValues(document: TResumeDocument): TContactValue[] {
  const { emails, phones, locations, links } = document.contact;
  const located = [...emails, ...phones, ...locations, ...links.map((link) => ({ value: link.url, line: link.line }))];
  return located
    .map(({ value, line }) => ({ value, line, index: document.lines[line - 1]?.text.indexOf(value) ?? -1 }))
    .sort((a, b) => a.line - b.line || a.index - b.index);
}

/** True when the contact values on an item's lines are all the item says. */
function isOnlyContact(item: TResumeText, values: readonly TContactValue[]): boolean {
  let rest = item.text;
  for (const { value, line } of values) if (item.lines.includes(line)) rest = rest.replace(value, ' ');
  return rest.replace(LABEL, ' ').replace(SEPARATORS, '') === '';
}

/**
 * The rewritten header from the preamble and any 'Contact' section. Without a name the document is
 * left as it starts: there is nothing to anchor a header to.
 */
export function rewriteHeader(document: TResumeDocument, contactItems: readonly TResumeText[]): THeaderRewrite {
  const { name, headline } = document;
  const items = [...document.preamble, ...contactItems];
  const asWritten = (item: TResumeText) => item.lines.map((line) => document.lines[line - 1]?.raw.trim() ?? '').join('\n');
  if (!name) return { lines: items.map(asWritten), changes: [] };

  const values = getContactValues(document);
  const isNameOrHeadline = (item: TResumeText) => item.line === name.line || item.line === headline?.line;
  const contactOnly = items.filter((item) => !isNameOrHeadline(item) && isOnlyContact(item, values));
  const replacedLines = new Set(contactOnly.flatMap((item) => item.lines));
  const contactLine = values
    .filter((value) => replacedLines.has(value.line))
    .map((value) => value.value)
    .join(CONTACT_SEPARATOR);
  // Everything in its original order; the contact line takes the place of the first line it replaces.
  const lines = items.flatMap((item) => {
    if (item.line === name.line) return [`# ${name.value}`];
    if (item.line === headline?.line) return [headline.value];
    if (!replacedLines.has(item.line)) return [asWritten(item)];
    return item === contactOnly[0] && contactLine ? [contactLine] : [];
  });

  const changes: TImprovementChange[] = [];
  const nameLine = document.lines[name.line - 1]?.raw.trim() ?? '';
  if (nameLine !== `# ${name.value}`)
    changes.push({
      kind: 'heading',
      before: nameLine,
      after: `# ${name.value}`,
      reason: 'Your name as the title of the document, where ATS parsers look for it.',
    });
  const contactBefore = contactOnly.map((item) => item.text).join(' / ');
  if (contactLine && contactBefore !== contactLine)
    changes.push({
      kind: 'contact',
      before: contactBefore,
      after: contactLine,
      reason: 'All contact details on one line under your name, where recruiters and ATS parsers look for them.',
    });

  return { lines, changes };
}
