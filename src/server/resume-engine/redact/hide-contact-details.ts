/**
 * A resume's markdown without its e-mail addresses and phone numbers, for a public link whose
 * developer has not chosen to show them. E-mail addresses are found anywhere in the text, phone
 * numbers where the resume engine's parser finds them (contact lines); `mailto:` and `tel:` links
 * go whole. A line left with only labels and separators ('Email: · Phone:') goes too.
 */
import { EMAIL } from '#server/resume-engine/parse/contact.ts';
import { parseResume } from '#server/resume-engine/parse/parse-resume.ts';

const CONTACT_LINK = /\[[^\]]*\]\(\s*<?(?:mailto|tel):[^)]*\)|<(?:mailto|tel):[^>]*>/gi;
// A label whose value was taken: 'Email:', 'Phone -', 'Tel.:'.
const ORPHAN_LABEL = /\b(?:e-?mail|mail|phone|tel|telephone|mobile|cell)\.?\s*[:-]?\s*(?=$|[|·•,;/])/gi;
const SEPARATOR = '[|·•,;/]';
const REPEATED_SEPARATORS = new RegExp(`(\\s*${SEPARATOR})(?:\\s*${SEPARATOR})+`, 'g');
const EDGE_SEPARATORS = new RegExp(`^(\\s*(?:[-*+]|#+|>)?\\s*)(?:${SEPARATOR}\\s*)+|(?:\\s*${SEPARATOR})+\\s*$`, 'g');
const HAS_WORDS = /[\p{L}\p{N}]/u;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The line with separators and labels left dangling by a removal tidied, at its old indent; null when nothing is left of it. */
function tidyLine(line: string, indent: string): string | null {
  const tidied = line
    .replace(ORPHAN_LABEL, '')
    .replace(REPEATED_SEPARATORS, '$1')
    .replace(EDGE_SEPARATORS, '$1')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
  return HAS_WORDS.test(tidied) ? indent + tidied : null;
}

export function hideContactDetails(markdown: string): string {
  const phones = parseResume(markdown).contact.phones.map((phone) => new RegExp(escapeRegExp(phone.value), 'g'));
  const lines: string[] = [];
  for (const line of markdown.split('\n')) {
    let hidden = line.replace(CONTACT_LINK, ' ').replace(EMAIL, ' ');
    for (const phone of phones) hidden = hidden.replace(phone, ' ');
    if (hidden === line) {
      lines.push(line);
      continue;
    }
    const tidied = tidyLine(hidden, /^[ \t]*/.exec(line)![0]);
    if (tidied !== null) lines.push(tidied);
  }
  return lines.join('\n');
}
