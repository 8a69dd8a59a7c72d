/**
 * A document the structural rewrite cannot read as a resume (no section it knows, no name with
 * sections): safe fixes only, in the original order. A name on the first line becomes the '# Name'
 * title (capitalised when written in lower case); first-person sentences about the person ('i am a
 * developer who…') become the Summary, in their own words, when the text has no headings; every
 * other line keeps its place with its capitals fixed, filler and hedging removed, dates in one format,
 * technologies under their proper names and '-' as its bullet marker. Nothing is added but the two headings.
 */
import type { TImprovementChange } from '#shared/schemas/resume-ai.ts';
import { looksLikeName } from '#server/resume-engine/parse/parse-resume.ts';
import type { TLocatedValue, TMarkdownLine, TResumeDocument } from '#server/resume-engine/parse/types.ts';
import { formatDatesInText } from './dates.ts';
import { applyRules, rewriteLine, rewriteProse, type TRewrite, type TRule } from './sentences.ts';
import { writeSkillNames } from './skills.ts';
import { capitalize } from './wording.ts';

/** The rewritten lines (blank lines separate blocks as in the original) and every change. */
type TLooseRewrite = { lines: string[]; changes: TImprovementChange[] };

const NAME_MAX_WORDS = 4;
const FUNCTION_WORDS = new Set('i a an the and or of to in on at for with by am is are was were my me who what'.split(' '));
const FIRST_PERSON_OPENING = /^i(?:['’](?:m|ve|d))?\s/i;
const BULLET_MARKER = /^\s*([-*+•▪◦‣●○■□➢➤►–]|\d{1,2}[.)])\s+/;

/** 'john smith' on the first line → 'John Smith'; null when the line does not read as a name. */
function findLowerCaseName(document: TResumeDocument): TLocatedValue | null {
  const first = document.lines.find((line) => line.kind !== 'blank');
  if (!first || first.kind !== 'text' || first.isPlaceholder) return null;
  const words = first.text.split(/\s+/);
  const isNameShape =
    words.length >= 2 &&
    words.length <= NAME_MAX_WORDS &&
    words.every((word) => /^\p{Ll}[\p{Ll}'’-]*$/u.test(word) && !FUNCTION_WORDS.has(word));
  if (!isNameShape) return null;
  const value = words.map((word) => word.split('-').map(capitalize).join('-')).join(' ');
  return looksLikeName(value) ? { value, line: first.line } : null;
}

function nameChange(document: TResumeDocument, name: TLocatedValue): TImprovementChange | null {
  const written = document.lines[name.line - 1]?.raw.trim() ?? '';
  const after = `# ${name.value}`;
  if (written === after) return null;
  return {
    kind: 'heading',
    before: written,
    after,
    reason: 'Your name, with capitals, as the title of the document, where ATS parsers look for it.',
  };
}

/** One date format and proper technology names: what every line of the text gets first. */
const getFormatRules = (skillNames: readonly string[]): TRule[] => [formatDatesInText, (text) => writeSkillNames(text, skillNames)];

/** A rewrite after another: the text of the second, the changes of both. */
function chain(text: string, first: readonly TRule[], then: (text: string) => TRewrite): TRewrite {
  const formatted = applyRules(text, first);
  const rewrite = then(formatted.text);
  return { text: rewrite.text, changes: [...formatted.changes, ...rewrite.changes] };
}

/** One line with its safe fixes; bullets take the '-' marker. Headings and placeholders stay as written. */
function rewriteLooseLine(line: TMarkdownLine, rules: readonly TRule[]): TRewrite {
  if (line.kind === 'heading' || line.isPlaceholder) return { text: line.raw.trim(), changes: [] };
  const rewrite = chain(line.markdown, rules, rewriteLine);
  if (line.kind !== 'bullet') return rewrite;
  const text = `- ${rewrite.text}`;
  if (BULLET_MARKER.exec(line.raw)?.[1] === '-') return { text, changes: rewrite.changes };
  const layout: TImprovementChange = {
    kind: 'layout',
    before: line.raw.trim(),
    after: text,
    reason: 'One bullet marker, "-", for every bullet.',
  };
  return { text, changes: [...rewrite.changes, layout] };
}

/** The person's own first-person sentences as one Summary paragraph, each cleaned and ended with a full stop. */
function composeLooseSummary(lines: readonly TMarkdownLine[], rules: readonly TRule[]): TRewrite {
  const rewrites = lines.map((line) => chain(line.markdown, rules, (text) => rewriteProse(text, { endSentences: true })));
  const text = `## Summary\n\n${rewrites.map((rewrite) => rewrite.text).join(' ')}`;
  const summary: TImprovementChange = {
    kind: 'summary',
    before: lines.map((line) => line.raw.trim()).join('\n'),
    after: text,
    reason:
      'What you wrote about yourself, in your own words, as one summary paragraph under a standard heading: recruiters read it first.',
  };
  return { text, changes: [summary, ...rewrites.flatMap((rewrite) => rewrite.changes)] };
}

/**
 * See the module comment. `skillNames`: the technologies the text names; `underName`: lines to write
 * under the name (or first, without one).
 */
export function rewriteLooseText(
  document: TResumeDocument,
  params: { skillNames: readonly string[]; underName: readonly string[] },
): TLooseRewrite {
  const { underName } = params;
  const rules = getFormatRules(params.skillNames);
  const name = document.name ?? findLowerCaseName(document);
  const hasHeadings = document.lines.some((line) => line.kind === 'heading' && line.line !== name?.line);
  const isAboutMe = (line: TMarkdownLine) =>
    !hasHeadings && line.kind === 'text' && !line.isPlaceholder && line.line !== name?.line && FIRST_PERSON_OPENING.test(line.text);
  const summaryLines = document.lines.filter(isAboutMe);
  const summary = summaryLines.length > 0 ? composeLooseSummary(summaryLines, rules) : null;
  const change = name ? nameChange(document, name) : null;
  const lines: string[] = name ? [] : [...underName, ''];
  const changes: TImprovementChange[] = change ? [change] : [];
  for (const line of document.lines) {
    if (line.line === name?.line) lines.push(`# ${name.value}`, '', ...underName, ...(underName.length > 0 ? [''] : []));
    else if (summary && line === summaryLines[0]) {
      lines.push('', summary.text, '');
      changes.push(...summary.changes);
    } else if (isAboutMe(line)) continue;
    else if (line.kind === 'blank') lines.push('');
    else {
      const rewrite = rewriteLooseLine(line, rules);
      lines.push(rewrite.text);
      changes.push(...rewrite.changes);
    }
  }
  return { lines, changes };
}
