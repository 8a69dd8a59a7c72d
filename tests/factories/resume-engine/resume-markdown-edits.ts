/**
 * Line-by-line edits of a markdown resume, shared by the fault catalogues (resume-faults.ts and
 * resume-faults-holdout.ts): find a section by one of its heading names, find the roles of the
 * experience section and their '- ' or '* ' bullets, rewrite bullets, a section, a role line or its
 * dates, and the fault edits both catalogues make the same way on a role chosen by index. Every
 * edit leaves the other lines exactly as they were, and throws when the resume lacks what it needs.
 */
import { capitalize, findLeadingActionVerb } from '#server/resume-engine/language/action-verbs.ts';

// ---------------------------------------------------------------------------------------------
// Sections and lines.

const isSectionHeading = (line: string) => line.startsWith('## ');
const BULLET = /^[-*] /;

/** Line range [start, end) of the body of the first section with one of the headings (or with this heading). */
export function findSectionBody(lines: readonly (string | null)[], headings: string | readonly string[]) {
  const names = typeof headings === 'string' ? [headings] : headings;
  const headingIndex = lines.findIndex((line) => names.some((heading) => line?.trim() === `## ${heading}`));
  if (headingIndex < 0) {
    const missing = typeof headings === 'string' ? `no '## ${headings}' section` : `none of the sections ${names.join(', ')}`;
    throw new Error(`The resume has ${missing}`);
  }
  const nextHeading = lines.findIndex((line, index) => index > headingIndex && line !== null && isSectionHeading(line));
  return { headingIndex, start: headingIndex + 1, end: nextHeading < 0 ? lines.length : nextHeading };
}

/** Edits the markdown as an array of lines; lines set to null are removed. */
export function editLines(markdown: string, edit: (lines: (string | null)[]) => void): string {
  const lines: (string | null)[] = markdown.split('\n');
  edit(lines);
  return lines.filter((line): line is string => line !== null).join('\n');
}

/** Rewrites the body of a section as one block, keeping its heading unless a new one is given. */
export function mapSection(
  markdown: string,
  headings: string | readonly string[],
  rewrite: (body: string) => string,
  newHeading?: string,
): string {
  const lines = markdown.split('\n');
  const { headingIndex, start, end } = findSectionBody(lines, headings);
  const body = lines.slice(start, end).join('\n').trim();
  const heading = newHeading === undefined ? lines[headingIndex]!.trim() : `## ${newHeading}`;
  // The last section keeps the file's final newline, if it had one.
  const after = end < lines.length ? ['', ...lines.slice(end)] : markdown.endsWith('\n') ? [''] : [];
  return [...lines.slice(0, headingIndex), heading, '', rewrite(body), ...after].join('\n');
}

/** Rewrites a section's text as one paragraph (its non-empty lines joined), keeping the blank lines around it. */
export function mapSectionParagraph(
  markdown: string,
  headings: readonly string[],
  rewrite: (paragraph: string) => string,
  newHeading?: string,
): string {
  return editLines(markdown, (lines) => {
    const { headingIndex, start, end } = findSectionBody(lines, headings);
    const textIndexes = [];
    for (let index = start; index < end; index++) if (lines[index]!.trim()) textIndexes.push(index);
    if (textIndexes.length === 0) throw new Error(`The section '${lines[headingIndex]!.trim()}' is empty`);
    const paragraph = textIndexes.map((index) => lines[index]!.trim()).join(' ');
    textIndexes.forEach((index) => (lines[index] = null));
    lines[textIndexes[0]!] = rewrite(paragraph);
    if (newHeading) lines[headingIndex] = `## ${newHeading}`;
  });
}

/** The job title under the name (third line of the header). */
export function readJobTitle(markdown: string): string {
  const title = markdown.split('\n')[2]?.trim();
  if (!title || title.startsWith('#')) throw new Error('The resume has no job title under the name');
  return title;
}

// ---------------------------------------------------------------------------------------------
// Roles: a role line in the experience section, followed by its bullets.

/** How a set of resumes writes its experience section. */
export type TRoleLayout = {
  experienceHeadings: string | readonly string[];
  isRoleLine: (line: string) => boolean;
  /** A role with fewer bullets is refused. */
  minBullets: number;
};

type TRole = { headerIndex: number; bulletIndexes: number[] };

/** The roles of the experience section, most recent first, with the line numbers of their bullets. */
export function findRoles(lines: readonly (string | null)[], layout: TRoleLayout): TRole[] {
  const { start, end } = findSectionBody(lines, layout.experienceHeadings);
  const roles: TRole[] = [];
  for (let index = start; index < end; index++) {
    const line = lines[index]!;
    if (BULLET.test(line)) roles.at(-1)?.bulletIndexes.push(index);
    else if (layout.isRoleLine(line)) roles.push({ headerIndex: index, bulletIndexes: [] });
  }
  return roles;
}

/** Role number roleIndex, counted from the most recent (0) or, when negative, from the oldest (-1). */
function requireRole(lines: readonly (string | null)[], layout: TRoleLayout, roleIndex: number): TRole {
  const roles = findRoles(lines, layout);
  const role = roleIndex < 0 ? roles.at(roleIndex) : roles[roleIndex];
  if (!role || (roleIndex < 0 && roles.length < 2)) {
    throw new Error(`The resume has no role number ${roleIndex < 0 ? roleIndex : roleIndex + 1}`);
  }
  if (role.bulletIndexes.length < layout.minBullets) {
    throw new Error(`Role number ${roleIndex} has fewer than ${layout.minBullets} bullets`);
  }
  return role;
}

/** Rewrites the text of one role's bullets (without the marker), keeping each bullet's marker. */
export function mapRoleBullets(
  markdown: string,
  layout: TRoleLayout,
  roleIndex: number,
  rewrite: (text: string, position: number) => string,
): string {
  return editLines(markdown, (lines) => {
    requireRole(lines, layout, roleIndex).bulletIndexes.forEach((lineIndex, position) => {
      const line = lines[lineIndex]!;
      lines[lineIndex] = `${line.slice(0, 2)}${rewrite(line.slice(2), position)}`;
    });
  });
}

/** The line that opens one role. */
export function readRoleLine(markdown: string, layout: TRoleLayout, roleIndex: number): string {
  const lines = markdown.split('\n');
  return lines[requireRole(lines, layout, roleIndex).headerIndex]!;
}

/** Rewrites the line that opens one role. */
export function mapRoleLine(markdown: string, layout: TRoleLayout, roleIndex: number, rewrite: (line: string) => string): string {
  return editLines(markdown, (lines) => {
    const { headerIndex } = requireRole(lines, layout, roleIndex);
    lines[headerIndex] = rewrite(lines[headerIndex]!);
  });
}

// ---------------------------------------------------------------------------------------------
// Dates.

export type TDateFormat = 'short-month' | 'full-month' | 'iso' | 'numeric';

/** Months counted from year 0, so adding months is plain arithmetic. */
export type TMonthNumber = number;

const FULL_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const SHORT_MONTHS = FULL_MONTHS.map((month) => month.slice(0, 3));

/** 'Mar 2021', 'March 2021', '2021-03' or '03/2021'. */
export function parseDate(text: string): { value: TMonthNumber; format: TDateFormat } {
  const iso = /^(\d{4})-(\d{2})$/.exec(text);
  if (iso) return { value: Number(iso[1]) * 12 + Number(iso[2]) - 1, format: 'iso' };
  const numeric = /^(\d{2})\/(\d{4})$/.exec(text);
  if (numeric) return { value: Number(numeric[2]) * 12 + Number(numeric[1]) - 1, format: 'numeric' };
  const [month = '', year = ''] = text.split(' ');
  const full = FULL_MONTHS.indexOf(month);
  const short = SHORT_MONTHS.indexOf(month);
  if (full >= 0 && month.length > 3) return { value: Number(year) * 12 + full, format: 'full-month' };
  if (short >= 0) return { value: Number(year) * 12 + short, format: 'short-month' };
  throw new Error(`Not a month of a year: '${text}'`);
}

const pad = (value: number) => String(value).padStart(2, '0');

export function formatDate(value: TMonthNumber, format: TDateFormat): string {
  const year = Math.floor(value / 12);
  const month = value % 12;
  if (format === 'iso') return `${year}-${pad(month + 1)}`;
  if (format === 'numeric') return `${pad(month + 1)}/${year}`;
  return `${(format === 'full-month' ? FULL_MONTHS : SHORT_MONTHS)[month]} ${year}`;
}

/** 'Mar 2021 – Present'; an end of null is 'Present'. */
export const formatDateRange = (start: TMonthNumber, end: TMonthNumber | null, format: TDateFormat) =>
  `${formatDate(start, format)} – ${end === null ? 'Present' : formatDate(end, format)}`;

// ---------------------------------------------------------------------------------------------
// Words.

/** Splits a text into its leading action verb (one or two words: 'Set up') and the rest. */
export function splitLeadingVerb(text: string) {
  const use = findLeadingActionVerb(text);
  if (!use) throw new Error(`The text does not open with a known action verb: '${text}'`);
  const words = text.split(' ');
  return { use, rest: words.slice(use.verb.past.split(' ').length).join(' ') };
}

export const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

// ---------------------------------------------------------------------------------------------
// Fault edits both catalogues make, on the role they choose.

/** The role's bullets run together as one paragraph, each bullet a sentence. */
export function mergeRoleBulletsIntoParagraph(markdown: string, layout: TRoleLayout, roleIndex: number): string {
  return editLines(markdown, (lines) => {
    const { bulletIndexes } = requireRole(lines, layout, roleIndex);
    const sentences = bulletIndexes.map((lineIndex) => `${lines[lineIndex]!.slice(2)}.`);
    bulletIndexes.forEach((lineIndex) => (lines[lineIndex] = null));
    lines[bulletIndexes[0]!] = sentences.join(' ');
  });
}

/** The role's bullets open with the weak openings in turn, each followed by the bullet's verb as a gerund ('Helped with building…'). */
export function openRoleBulletsWeakly(markdown: string, layout: TRoleLayout, roleIndex: number, openings: readonly string[]): string {
  return mapRoleBullets(markdown, layout, roleIndex, (bullet, position) => {
    const { use, rest } = splitLeadingVerb(bullet);
    return `${openings[position % openings.length]} ${use.verb.gerund} ${rest}`;
  });
}

/** The role's bullets open with their verb in the present tense ('Build', 'Automate'). */
export function writeRoleBulletsInPresentTense(markdown: string, layout: TRoleLayout, roleIndex: number): string {
  return mapRoleBullets(markdown, layout, roleIndex, (bullet) => {
    const { use, rest } = splitLeadingVerb(bullet);
    return `${capitalize(use.verb.base)} ${rest}`;
  });
}

/** The first `count` of the words that occur are misspelled, each at its first occurrence. */
export function misspellWords(markdown: string, misspellings: readonly (readonly [string, string])[], count: number): string {
  const present = misspellings.filter(([correct]) => new RegExp(`\\b${correct}\\b`).test(markdown));
  if (present.length < count) throw new Error(`Only ${present.length} of the misspellable words occur`);
  return present
    .slice(0, count)
    .reduce((text, [correct, misspelled]) => text.replace(new RegExp(`\\b${correct}\\b`), misspelled), markdown);
}
