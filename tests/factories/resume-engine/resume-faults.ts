/**
 * A catalogue of common resume writing faults. Each fault turns a well-written markdown resume (the
 * shape of tests/fixtures/resume-pairs/*.md: '## Summary', '## Experience' with 'Role | Company |
 * City | Mar 2021 – Present' lines followed by '- ' bullets, '## Skills') into the same resume with
 * exactly one thing made worse, deterministically, so the pair measures that one fault. A fault
 * throws when the resume lacks what it needs, rather than silently returning the text unchanged.
 */
import { capitalize, findLeadingActionVerb } from '#server/lib/resume-engine/language/action-verbs.ts';

export type TFaultCategory =
  | 'first-person'
  | 'buzzwords'
  | 'rambling'
  | 'weak-openings'
  | 'objective'
  | 'spelling'
  | 'dates'
  | 'unsupported-skills'
  | 'personal-details';

export type TResumeFault = {
  id: string;
  category: TFaultCategory;
  /** What the fault changes, for the report. */
  description: string;
  apply: (markdown: string) => string;
};

// ---------------------------------------------------------------------------------------------
// Markdown structure: sections and roles, edited line by line so everything else stays identical.

const isHeading = (line: string) => line.startsWith('## ');
const isBullet = (line: string) => line.startsWith('- ');

/** Line range [start, end) of a section's body (after its '## Heading' line). */
function findSectionBody(lines: string[], heading: string): { start: number; end: number } {
  const headingIndex = lines.findIndex((line) => line.trim() === `## ${heading}`);
  if (headingIndex < 0) throw new Error(`The resume has no '## ${heading}' section`);
  const nextHeading = lines.findIndex((line, index) => index > headingIndex && isHeading(line));
  return { start: headingIndex + 1, end: nextHeading < 0 ? lines.length : nextHeading };
}

type TRole = { headerIndex: number; bulletIndexes: number[] };

/** The roles of '## Experience', most recent first, with the line numbers of their bullets. */
function findRoles(lines: string[]): TRole[] {
  const { start, end } = findSectionBody(lines, 'Experience');
  const roles: TRole[] = [];
  for (let index = start; index < end; index++) {
    const line = lines[index]!;
    if (isBullet(line)) roles.at(-1)?.bulletIndexes.push(index);
    else if (line.includes(' | ')) roles.push({ headerIndex: index, bulletIndexes: [] });
  }
  return roles;
}

function requireRole(lines: string[], roleIndex: number): TRole {
  const role = findRoles(lines)[roleIndex];
  if (!role) throw new Error(`The resume has no role number ${roleIndex + 1}`);
  return role;
}

/** Edits the markdown as an array of lines; lines set to null are removed. */
function editLines(markdown: string, edit: (lines: (string | null)[]) => void): string {
  const lines: (string | null)[] = markdown.split('\n');
  edit(lines);
  return lines.filter((line): line is string => line !== null).join('\n');
}

/** Rewrites the text of one role's bullets (without the '- '). */
function mapRoleBullets(markdown: string, roleIndex: number, rewrite: (text: string, position: number) => string): string {
  return editLines(markdown, (lines) => {
    const role = requireRole(lines as string[], roleIndex);
    role.bulletIndexes.forEach((lineIndex, position) => {
      lines[lineIndex] = `- ${rewrite(lines[lineIndex]!.slice(2), position)}`;
    });
  });
}

/** Rewrites the body of a section, keeping its heading unless a new one is given. */
function mapSection(markdown: string, heading: string, rewrite: (body: string) => string, newHeading = heading): string {
  const lines = markdown.split('\n');
  const { start, end } = findSectionBody(lines, heading);
  const body = lines.slice(start, end).join('\n').trim();
  const before = lines.slice(0, start - 1);
  // The last section keeps the file's final newline, if it had one.
  const after = end < lines.length ? ['', ...lines.slice(end)] : markdown.endsWith('\n') ? [''] : [];
  return [...before, `## ${newHeading}`, '', rewrite(body), ...after].join('\n');
}

/** The job title under the name (third line of the header). */
function readJobTitle(markdown: string): string {
  const title = markdown.split('\n')[2]?.trim();
  if (!title) throw new Error('The resume has no job title under the name');
  return title;
}

const lowerFirst = (text: string) => (/^.[a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);
const withIndefiniteArticle = (phrase: string) => `${/^[aeiou]/i.test(phrase) ? 'an' : 'a'} ${phrase}`;

/** Splits a bullet into its leading action verb (one or two words: 'Set up') and the rest. */
function splitLeadingVerb(bullet: string) {
  const use = findLeadingActionVerb(bullet);
  if (!use) throw new Error(`The bullet does not open with a known action verb: '${bullet}'`);
  const wordCount = use.verb.past.split(' ').length;
  const words = bullet.split(' ');
  return { use, rest: words.slice(wordCount).join(' ') };
}

// ---------------------------------------------------------------------------------------------
// Dates: 'Mar 2021 – Present' at the end of a role line.

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
const MONTHS = FULL_MONTHS.map((month) => month.slice(0, 3));
const ROLE_DATES = /\s*\|\s*([A-Z][a-z]{2}) (\d{4}) – (?:([A-Z][a-z]{2}) (\d{4})|Present)$/;

/** Months counted from year 0, so adding months is plain arithmetic. */
type TMonthNumber = number;
type TRoleDates = { start: TMonthNumber; end: TMonthNumber | null };

const toMonthNumber = (month: string, year: string): TMonthNumber => Number(year) * 12 + MONTHS.indexOf(month);
const formatMonth = (value: TMonthNumber) => `${MONTHS[value % 12]} ${Math.floor(value / 12)}`;
const formatNumericMonth = (value: TMonthNumber) => `${String((value % 12) + 1).padStart(2, '0')}/${Math.floor(value / 12)}`;
const formatFullMonth = (value: TMonthNumber) => `${FULL_MONTHS[value % 12]} ${Math.floor(value / 12)}`;
const formatRange = ({ start, end }: TRoleDates) => `${formatMonth(start)} – ${end === null ? 'Present' : formatMonth(end)}`;

function parseRoleDates(header: string): { dates: TRoleDates; index: number } {
  const match = ROLE_DATES.exec(header);
  if (!match) throw new Error(`The role line has no 'Mar 2021 – Present' dates: '${header}'`);
  const [, startMonth, startYear, endMonth, endYear] = match;
  const dates = { start: toMonthNumber(startMonth!, startYear!), end: endMonth ? toMonthNumber(endMonth, endYear!) : null };
  return { dates, index: match.index };
}

function readRoleDates(markdown: string, roleIndex: number): TRoleDates {
  const lines = markdown.split('\n');
  return parseRoleDates(lines[requireRole(lines, roleIndex).headerIndex]!).dates;
}

/** Rewrites the ' | Mar 2021 – Present' end of a role line; '' removes the dates altogether. */
function mapRoleDates(markdown: string, roleIndex: number, rewrite: (dates: TRoleDates) => string): string {
  return editLines(markdown, (lines) => {
    const { headerIndex } = requireRole(lines as string[], roleIndex);
    const header = lines[headerIndex]!;
    const { dates, index } = parseRoleDates(header);
    const newDates = rewrite(dates);
    lines[headerIndex] = header.slice(0, index) + (newDates ? ` | ${newDates}` : '');
  });
}

// ---------------------------------------------------------------------------------------------
// The faults. Most touch the most recent role, which readers (and the engine) look at first.

const CURRENT_ROLE = 0;
const PREVIOUS_ROLE = 1;

const firstPerson: TResumeFault = {
  id: 'first-person',
  category: 'first-person',
  description: "summary and two bullets written as 'I am…', 'I led…', 'My team and I…'",
  apply: (markdown) =>
    mapRoleBullets(
      mapSection(markdown, 'Summary', (summary) => `I am ${withIndefiniteArticle(lowerFirst(summary))}`),
      CURRENT_ROLE,
      (bullet, position) => (position === 0 ? `I ${lowerFirst(bullet)}` : position === 1 ? `My team and I ${lowerFirst(bullet)}` : bullet),
    ),
};

const buzzwords: TResumeFault = {
  id: 'buzzwords',
  category: 'buzzwords',
  description: 'a sentence of clichés with no evidence opens the summary',
  apply: (markdown) =>
    mapSection(
      markdown,
      'Summary',
      (summary) => `Results-driven team player and go-getter who thinks outside the box and brings synergy to every team. ${summary}`,
    ),
};

const ramblingBullet: TResumeFault = {
  id: 'rambling-long-bullet',
  category: 'rambling',
  description: 'the first bullet padded to over 30 words (more than two lines)',
  apply: (markdown) =>
    mapRoleBullets(markdown, CURRENT_ROLE, (bullet, position) =>
      position === 0
        ? `${bullet}, working closely with many different stakeholders from several teams across the whole organisation to make sure that everybody involved stayed aligned on the goals, the scope and the timeline at every single stage of the project`
        : bullet,
    ),
};

const ramblingParagraph: TResumeFault = {
  id: 'rambling-paragraph',
  category: 'rambling',
  description: "the current role's bullets run together as one paragraph",
  apply: (markdown) =>
    editLines(markdown, (lines) => {
      const { bulletIndexes } = requireRole(lines as string[], CURRENT_ROLE);
      const sentences = bulletIndexes.map((lineIndex) => `${lines[lineIndex]!.slice(2)}.`);
      bulletIndexes.forEach((lineIndex) => (lines[lineIndex] = null));
      lines[bulletIndexes[0]!] = sentences.join(' ');
    }),
};

const ramblingSummary: TResumeFault = {
  id: 'rambling-long-summary',
  category: 'rambling',
  description: 'the summary grows to 6+ lines of general statements',
  apply: (markdown) =>
    mapSection(
      markdown,
      'Summary',
      (summary) =>
        `${summary} Has worked across the whole software lifecycle, from gathering requirements and writing design documents to testing, deployment, monitoring and the long-term maintenance of production systems. ` +
        'Comfortable in small startups as well as in larger organisations, and able to adapt quickly to new tools, new business domains and changing priorities. ' +
        'Values clear communication, careful code review, thorough documentation and steady, sustainable delivery over last-minute heroics. ' +
        'Regularly reads about new technologies and tries them out in side projects before bringing the most useful ideas to work. ' +
        'Looking to keep growing technically while helping the people around them grow as well.',
    ),
};

/** The weak openings, used in turn, each followed by the bullet's verb as a gerund ('Helped with building…'). */
const WEAK_OPENINGS = ['Responsible for', 'Helped with', 'Worked on', 'Was involved in', 'Duties included'];

const weakOpenings: TResumeFault = {
  id: 'weak-openings',
  category: 'weak-openings',
  description: "current role's bullets open with 'Responsible for', 'Helped with', 'Worked on'…",
  apply: (markdown) =>
    mapRoleBullets(markdown, CURRENT_ROLE, (bullet, position) => {
      const { use, rest } = splitLeadingVerb(bullet);
      return `${WEAK_OPENINGS[position % WEAK_OPENINGS.length]} ${use.verb.gerund} ${rest}`;
    }),
};

const objectiveStatement: TResumeFault = {
  id: 'objective-statement',
  category: 'objective',
  description: "an objective ('Seeking a position…') replaces the summary",
  apply: (markdown) =>
    mapSection(
      markdown,
      'Summary',
      () =>
        `Seeking a challenging ${readJobTitle(markdown)} position at an innovative company that offers opportunities for professional growth and the chance to contribute to exciting projects.`,
      'Objective',
    ),
};

/** Ordinary words and a common misspelling of each; technical terms are never misspelled. */
const MISSPELLINGS: readonly [correct: string, misspelled: string][] = [
  ['across', 'accross'],
  ['between', 'betwen'],
  ['which', 'wich'],
  ['their', 'thier'],
  ['successfully', 'succesfully'],
  ['environment', 'enviroment'],
  ['management', 'managment'],
  ['received', 'recieved'],
  ['separate', 'seperate'],
  ['until', 'untill'],
  ['business', 'buisness'],
  ['weekly', 'weekley'],
  ['within', 'whithin'],
];
const MISSPELLINGS_PER_RESUME = 4;

const spellingMistakes: TResumeFault = {
  id: 'spelling-mistakes',
  category: 'spelling',
  description: `${MISSPELLINGS_PER_RESUME} ordinary words misspelled ('accross', 'wich', 'thier'…)`,
  apply: (markdown) => {
    const present = MISSPELLINGS.filter(([correct]) => new RegExp(`\\b${correct}\\b`).test(markdown));
    if (present.length < MISSPELLINGS_PER_RESUME) throw new Error(`Only ${present.length} of the misspellable words occur`);
    return present
      .slice(0, MISSPELLINGS_PER_RESUME)
      .reduce((text, [correct, misspelled]) => text.replace(new RegExp(`\\b${correct}\\b`), misspelled), markdown);
  },
};

const inconsistentDateFormats: TResumeFault = {
  id: 'dates-inconsistent-formats',
  category: 'dates',
  description: "earlier roles switch to '06/2018 - 02/2021' and 'July 2016 to May 2018'",
  apply: (markdown) => {
    const roleCount = findRoles(markdown.split('\n')).length;
    const numeric = mapRoleDates(
      markdown,
      PREVIOUS_ROLE,
      ({ start, end }) => `${formatNumericMonth(start)} - ${end === null ? 'now' : formatNumericMonth(end)}`,
    );
    if (roleCount < 3) return numeric;
    return mapRoleDates(numeric, 2, ({ start, end }) => `${formatFullMonth(start)} to ${end === null ? 'Present' : formatFullMonth(end)}`);
  },
};

const missingDate: TResumeFault = {
  id: 'dates-missing-on-role',
  category: 'dates',
  description: 'the previous role has no dates',
  apply: (markdown) => mapRoleDates(markdown, PREVIOUS_ROLE, () => ''),
};

const GAP_MONTHS = 14;

const unexplainedGap: TResumeFault = {
  id: 'dates-unexplained-gap',
  category: 'dates',
  description: `the current role starts ${GAP_MONTHS} months later, leaving an unexplained gap after the previous one`,
  apply: (markdown) => mapRoleDates(markdown, CURRENT_ROLE, ({ start, end }) => formatRange({ start: start + GAP_MONTHS, end })),
};

const OVERLAP_MONTHS = 8;

const overlappingRoles: TResumeFault = {
  id: 'dates-overlapping-roles',
  category: 'dates',
  description: `the previous role ends ${OVERLAP_MONTHS} months into the current one`,
  apply: (markdown) => {
    const currentStart = readRoleDates(markdown, CURRENT_ROLE).start;
    return mapRoleDates(markdown, PREVIOUS_ROLE, ({ start }) => formatRange({ start, end: currentStart + OVERLAP_MONTHS }));
  },
};

const presentTensePastRoles: TResumeFault = {
  id: 'dates-present-tense-past-roles',
  category: 'dates',
  description: "the previous role's bullets are in the present tense ('Build', 'Automate')",
  apply: (markdown) =>
    mapRoleBullets(markdown, PREVIOUS_ROLE, (bullet) => {
      const { use, rest } = splitLeadingVerb(bullet);
      return `${capitalize(use.verb.base)} ${rest}`;
    }),
};

/** Skills unrelated to every base resume: listed, but nothing in the resume shows them. */
const UNRELATED_SKILLS = ['COBOL', 'Salesforce', 'SAP', 'Unity', 'MATLAB', 'Solidity', 'Adobe Photoshop'];
const UNSUPPORTED_SKILL_COUNT = 4;

const unsupportedSkills: TResumeFault = {
  id: 'unsupported-skills',
  category: 'unsupported-skills',
  description: `${UNSUPPORTED_SKILL_COUNT} skills that nothing in the experience shows are added to the skills section`,
  apply: (markdown) => {
    const unrelated = UNRELATED_SKILLS.filter((skill) => !markdown.includes(skill)).slice(0, UNSUPPORTED_SKILL_COUNT);
    if (unrelated.length < UNSUPPORTED_SKILL_COUNT) throw new Error('The resume already mentions the unrelated skills');
    return mapSection(markdown, 'Skills', (skills) => `${skills}\n\nOther: ${unrelated.join(', ')}`);
  },
};

const personalDetails: TResumeFault = {
  id: 'personal-details',
  category: 'personal-details',
  description: "age, marital status, 'photo attached' and 'References available upon request' added",
  apply: (markdown) =>
    `${markdown.trimEnd()}\n\n## Personal Details\n\nAge: 34 | Marital status: Married | Photo attached\n\nReferences available upon request.\n`,
};

/** Every fault, in report order. */
export const RESUME_FAULTS: readonly TResumeFault[] = [
  firstPerson,
  buzzwords,
  ramblingBullet,
  ramblingParagraph,
  ramblingSummary,
  weakOpenings,
  objectiveStatement,
  spellingMistakes,
  inconsistentDateFormats,
  missingDate,
  unexplainedGap,
  overlappingRoles,
  presentTensePastRoles,
  unsupportedSkills,
  personalDetails,
];

/** The fault with this id, among the given faults (by default the faults above). */
export function getResumeFault(id: string, faults: readonly TResumeFault[] = RESUME_FAULTS): TResumeFault {
  const fault = faults.find((candidate) => candidate.id === id);
  if (!fault) throw new Error(`Unknown resume fault '${id}'`);
  return fault;
}
