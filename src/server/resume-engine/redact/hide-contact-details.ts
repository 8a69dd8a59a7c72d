/**
 * A resume's markdown without its contact details, for a public link whose developer has not chosen
 * to show them. The name, the headline and all that is not a way to reach the person stay as written.
 * - The contact lines under the name (and in a Contact section) go as a whole: a line there holding
 *   an e-mail address, a phone number, a street address or a contact label ('Phone:', 'WhatsApp')
 *   keeps only its web links (GitHub, LinkedIn, a portfolio) and its parts made of words alone
 *   ('Berlin, Germany', 'Open to relocation'), so a detail written in a way nothing recognises goes
 *   with its line.
 * - Everywhere, e-mail addresses, spelled-out ones ('jane (at) example (dot) com', 'jane[at]example
 *   [dot]com', 'jane at example dot com'), `mailto:`/`tel:` links and text, WhatsApp links and phone
 *   numbers in any country's format (find-phone-numbers.ts) are taken out, and the separators and
 *   labels they leave are tidied; a line left with nothing goes.
 */
import { BARE_DOMAIN, EMAIL, URL_WITH_SCHEME } from '#server/resume-engine/parse/contact.ts';
import { parseResume } from '#server/resume-engine/parse/parse-resume.ts';
import type { TResumeDocument } from '#server/resume-engine/parse/types.ts';
import { COMMON_PHONE_REGIONS, findPhoneNumbers, findPhoneRegion, mergeRanges, type TTextRange } from './find-phone-numbers.ts';

const CONTACT_LINK = /\[[^\]]*\]\(\s*<?(?:mailto|tel|sms|callto):[^)]*\)|<(?:mailto|tel|sms|callto):[^>]*>/gi;
// 'tel:+15125550144' written as text; 'tel:' alone when a space comes before the number, which is found as a phone number.
const CONTACT_URI = /\b(?:(?:tel|sms|callto):(?=\s?[+\d(])|mailto:)[^\s<>|·•,;)\]]*|\b(?:https?:\/\/)?wa\.me\/\+?\d+/gi;
// 'jane (at) example (dot) com', 'jane[at]example[dot]com', 'jane@example(dot)com'; brackets may be markdown-escaped.
const SPELLED_AT = String.raw`[ \t]*\\?[([{<][ \t]*at[ \t]*\\?[)\]}>][ \t]*`;
const SPELLED_DOT = String.raw`(?:[ \t]*\\?[([{<][ \t]*dot[ \t]*\\?[)\]}>][ \t]*|[ \t]+dot[ \t]+|\.)`;
const BRACKETED_EMAIL = new RegExp(
  String.raw`(?<![\w.+-])[\w.+-]+(?:${SPELLED_AT}|@)[a-z\d-]+(?:${SPELLED_DOT}[a-z\d-]+)*${SPELLED_DOT}[a-z]{2,}(?![\w-])`,
  'gi',
);
// 'jane at example dot com': both words, so 'Engineer at Booking.com' stays.
const WORDED_EMAIL = /(?<![\w.+-])[\w.+-]+[ \t]+at[ \t]+[a-z\d-]+(?:[ \t]+dot[ \t]+[a-z\d-]+)+(?![\w-])/gi;
const HIDDEN_EVERYWHERE = [CONTACT_LINK, CONTACT_URI, EMAIL, BRACKETED_EMAIL, WORDED_EMAIL];

// 'Phone:', 'Address:': a label, not the word in 'Email Marketing Lead'.
const CONTACT_LABEL = /\b(?:e-?mail|mail|phone|telephone|tel|mobile|cell|fax|whatsapp|signal|telegram|skype|viber|address)\b\.?\s*:/i;
// A label whose value was taken: 'Email:', 'Phone -', 'Tel.:'.
const ORPHAN_LABEL =
  /\b(?:e-?mail|mail|phone|tel|telephone|mobile|cell|fax|call|whatsapp|signal|telegram|skype)\.?\s*[:-]?\s*(?=$|[|·•,;/])/gi;
// '221B Baker Street', '12 rue de Rivoli', 'Hauptstraße 5', 'Keizersgracht 123': a house number by its street.
const STREET_ADDRESS =
  /\b\d{1,5}[a-z]?,?\s+(?:[\p{L}.'-]+\s+){0,4}?(?:street|st|road|rd|avenue|ave|lane|ln|drive|dr|boulevard|blvd|court|ct|place|pl|square|sq|terrace)\b|\b\d{1,5}[a-z]?,?\s+(?:rue|avenue|boulevard|chemin|allée|impasse|quai|via|viale|piazza|calle|avenida|rua|carrer)\b|[\p{L}-]*(?:straße|strasse|str\.|weg|gasse|platz|allee|laan|straat|gracht|plein|kade|vej|gatan|gade)\s+\d{1,5}[a-z]?\b/iu;
// A part of a contact line this long is a sentence: it loses its contact details, not its words.
const SENTENCE_MIN_WORDS = 9;
// Parts of a contact line: 'Berlin, Germany | +49 … · jane@… — github.com/jane'; a part may be a list: 'Berlin, Germany'.
const PART_SEPARATOR = /(\s+[|·•◦▪/]\s+|\s+[–—-]\s+|\s{2,}|\t+)/;
const LIST_SEPARATOR = /(\s*[,;]\s+)/;
const LINE_PREFIX = /^\s*(?:[-*+]\s+|#{1,6}\s+|>\s*)?/;
const LINE_BREAK = /\r\n|\r|\n/;

const SEPARATOR = '[|·•,;/]';
const REPEATED_SEPARATORS = new RegExp(`(\\s*${SEPARATOR})(?:\\s*${SEPARATOR})+`, 'g');
const EDGE_SEPARATORS = new RegExp(`^(\\s*(?:[-*+]|#+|>)?\\s*)(?:${SEPARATOR}\\s*)+|(?:\\s*${SEPARATOR})+\\s*$`, 'g');
const HAS_WORDS = /[\p{L}\p{N}]/u;

/** The line with separators and labels left dangling by a removal tidied, at its old indent; null when nothing is left of it. */
function tidyLine(line: string, indent: string): string | null {
  // Spaces collapsed first: the patterns after it would otherwise rescan long runs of them.
  const tidied = line
    .replace(/[ \t]{2,}/g, ' ')
    .replace(ORPHAN_LABEL, '')
    .replace(REPEATED_SEPARATORS, '$1')
    .replace(EDGE_SEPARATORS, '$1')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/[ \t]+([.,;:!?])(?=\s|$)/g, '$1')
    // '(jane@…, +1 …, linkedin.com/in/jane)' → '(linkedin.com/in/jane)'; '()' goes.
    .replace(/([([])\s*[,;]\s*/g, '$1')
    .replace(/\s*[,;]\s*([)\]])/g, '$1')
    .replace(/\s*\(\s*\)/g, '')
    .trim();
  return HAS_WORDS.test(tidied) ? indent + tidied : null;
}

/** The text with the ranges (relative to offset) blanked out. */
function removeRanges(text: string, offset: number, ranges: readonly TTextRange[]): string {
  let result = '';
  let position = offset;
  const end = offset + text.length;
  for (const range of ranges) {
    result += `${text.slice(position - offset, Math.max(position, Math.min(range.start, end)) - offset)} `;
    position = Math.min(end, Math.max(position, range.end));
  }
  return result + text.slice(position - offset);
}

const overlapping = (ranges: readonly TTextRange[], start: number, end: number) =>
  ranges.filter((range) => range.start < end && range.end > start);

/** Everything to hide in the text, in order and not overlapping. */
function findContactRanges(markdown: string, document: TResumeDocument): TTextRange[] {
  const country = findPhoneRegion(document.contact.locations.map((location) => location.value));
  const regions = country && !COMMON_PHONE_REGIONS.includes(country) ? [country, ...COMMON_PHONE_REGIONS] : COMMON_PHONE_REGIONS;
  return mergeRanges([
    ...HIDDEN_EVERYWHERE.flatMap((pattern) =>
      [...markdown.matchAll(pattern)].map((match) => ({ start: match.index, end: match.index + match[0].length })),
    ),
    ...findPhoneNumbers(markdown, regions),
  ]);
}

/** The lines under the name and in Contact sections (1-based), where contact lines are. */
function findHeaderLines(document: TResumeDocument): Set<number> {
  const contactItems = document.sections.filter((section) => section.kind === 'contact').flatMap((section) => section.items);
  const lines = new Set([...document.preamble, ...contactItems].flatMap((item) => item.lines));
  if (document.name) lines.delete(document.name.line);
  return lines;
}

/** The text rebuilt from the parts between separators that keep returns, each after its own separator; null when none is kept. */
function keepParts(text: string, offset: number, separator: RegExp, keep: (part: string, start: number) => string | null): string | null {
  const pieces = text.split(separator);
  const kept: string[] = [];
  let position = offset;
  for (const [index, piece] of pieces.entries()) {
    const start = position;
    position += piece.length;
    const part = index % 2 === 0 && piece.trim() ? keep(piece, start) : null;
    if (part !== null) kept.push(kept.length > 0 ? (pieces[index - 1] ?? ' ') : '', part);
  }
  return kept.length > 0 ? kept.join('') : null;
}

/**
 * A contact line keeping only its links and its parts of words alone; a sentence in it keeps its
 * words and loses only what was found. Null when nothing is kept.
 */
function hideContactLine(line: string, offset: number, ranges: readonly TTextRange[]): string | null {
  const prefix = LINE_PREFIX.exec(line)![0];
  const isKept = (part: string, start: number) => {
    const isLink = part.search(URL_WITH_SCHEME) !== -1 || part.search(BARE_DOMAIN) !== -1;
    const isWords = !/\d/.test(part) && !CONTACT_LABEL.test(part) && !STREET_ADDRESS.test(part);
    return overlapping(ranges, start, start + part.length).length === 0 && (isLink || isWords);
  };
  const content = keepParts(line.slice(prefix.length), offset + prefix.length, PART_SEPARATOR, (part, start) => {
    if (part.trim().split(/\s+/).length >= SENTENCE_MIN_WORDS) {
      return tidyLine(removeRanges(part, start, overlapping(ranges, start, start + part.length)), '');
    }
    // 'Berlin, Germany, +49 …; jane@…': the place is kept, the rest goes.
    return keepParts(part, start, LIST_SEPARATOR, (item, itemStart) => (isKept(item, itemStart) ? item : null));
  });
  return content === null ? null : prefix + content;
}

const isContactLine = (line: string, ranges: readonly TTextRange[]) =>
  ranges.length > 0 || CONTACT_LABEL.test(line) || STREET_ADDRESS.test(line);

/**
 * The ranges of the name line to hide: a bare run of digits there is part of the name ('Dana
 * Developer 1385426', a handle), not a number to dial, unless the line labels it.
 */
function onNameLine(markdown: string, line: string, ranges: TTextRange[]): TTextRange[] {
  if (CONTACT_LABEL.test(line)) return ranges;
  return ranges.filter((range) => !/^\d+$/.test(markdown.slice(range.start, range.end).trim()));
}

export function hideContactDetails(markdown: string): string {
  const document = parseResume(markdown);
  const ranges = findContactRanges(markdown, document);
  const headerLines = findHeaderLines(document);
  const lines: string[] = [];
  let offset = 0;
  let firstRange = 0;
  for (const [index, line] of markdown.split(LINE_BREAK).entries()) {
    const start = offset;
    // The line break's own length: the parser counts '\r\n', '\r' and '\n' alike.
    offset += line.length + (markdown.startsWith('\r\n', start + line.length) ? 2 : 1);
    // Ranges are in text order: those ending before this line are done with.
    while (firstRange < ranges.length && ranges[firstRange]!.end <= start) firstRange += 1;
    let inLine: TTextRange[] = [];
    for (let next = firstRange; next < ranges.length && ranges[next]!.start < start + line.length; next += 1) inLine.push(ranges[next]!);
    if (document.name?.line === index + 1) inLine = onNameLine(markdown, line, inLine);
    if (headerLines.has(index + 1) && isContactLine(line, inLine)) {
      const hidden = hideContactLine(line, start, inLine);
      if (hidden !== null) lines.push(hidden);
    } else if (inLine.length === 0) {
      lines.push(line);
    } else {
      const hidden = tidyLine(removeRanges(line, start, inLine), /^[ \t]*/.exec(line)![0]);
      if (hidden !== null) lines.push(hidden);
    }
  }
  return lines.join('\n');
}
