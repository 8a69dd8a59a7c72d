/**
 * A catalogue of common resume writing faults. Each fault turns a well-written markdown resume (the
 * shape of tests/fixtures/resume-pairs/*.md: '## Summary', '## Experience' with 'Role | Company |
 * City | Mar 2021 – Present' lines followed by '- ' bullets, '## Skills') into the same resume with
 * exactly one thing made worse, deterministically, so the pair measures that one fault. A fault
 * throws when the resume lacks what it needs, rather than silently returning the text unchanged.
 */
import {
  findRoles,
  formatDate,
  formatDateRange,
  mapRoleBullets,
  mapRoleLine,
  mapSection,
  mergeRoleBulletsIntoParagraph,
  misspellWords,
  openRoleBulletsWeakly,
  parseDate,
  readJobTitle,
  readRoleLine,
  writeRoleBulletsInPresentTense,
  type TMonthNumber,
  type TRoleLayout,
} from './resume-markdown-edits.ts';

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
// Markdown structure: '## Experience' with 'Title | Company | City | Mar 2021 – Present' role lines.

const ROLE_LAYOUT: TRoleLayout = { experienceHeadings: 'Experience', isRoleLine: (line) => line.includes(' | '), minBullets: 0 };

const lowerFirst = (text: string) => (/^.[a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);
const withIndefiniteArticle = (phrase: string) => `${/^[aeiou]/i.test(phrase) ? 'an' : 'a'} ${phrase}`;

// ---------------------------------------------------------------------------------------------
// Dates: 'Mar 2021 – Present' at the end of a role line.

const ROLE_DATES = /\s*\|\s*([A-Z][a-z]{2} \d{4}) – ([A-Z][a-z]{2} \d{4}|Present)$/;

type TRoleDates = { start: TMonthNumber; end: TMonthNumber | null };

const formatRange = ({ start, end }: TRoleDates) => formatDateRange(start, end, 'short-month');

function parseRoleDates(header: string): { dates: TRoleDates; index: number } {
  const match = ROLE_DATES.exec(header);
  if (!match) throw new Error(`The role line has no 'Mar 2021 – Present' dates: '${header}'`);
  const [, start = '', end = ''] = match;
  return { dates: { start: parseDate(start).value, end: end === 'Present' ? null : parseDate(end).value }, index: match.index };
}

const readRoleDates = (markdown: string, roleIndex: number): TRoleDates =>
  parseRoleDates(readRoleLine(markdown, ROLE_LAYOUT, roleIndex)).dates;

/** Rewrites the ' | Mar 2021 – Present' end of a role line; '' removes the dates altogether. */
function mapRoleDates(markdown: string, roleIndex: number, rewrite: (dates: TRoleDates) => string): string {
  return mapRoleLine(markdown, ROLE_LAYOUT, roleIndex, (header) => {
    const { dates, index } = parseRoleDates(header);
    const newDates = rewrite(dates);
    return header.slice(0, index) + (newDates ? ` | ${newDates}` : '');
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
      ROLE_LAYOUT,
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
    mapRoleBullets(markdown, ROLE_LAYOUT, CURRENT_ROLE, (bullet, position) =>
      position === 0
        ? `${bullet}, working closely with many different stakeholders from several teams across the whole organisation to make sure that everybody involved stayed aligned on the goals, the scope and the timeline at every single stage of the project`
        : bullet,
    ),
};

const ramblingParagraph: TResumeFault = {
  id: 'rambling-paragraph',
  category: 'rambling',
  description: "the current role's bullets run together as one paragraph",
  apply: (markdown) => mergeRoleBulletsIntoParagraph(markdown, ROLE_LAYOUT, CURRENT_ROLE),
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
  apply: (markdown) => openRoleBulletsWeakly(markdown, ROLE_LAYOUT, CURRENT_ROLE, WEAK_OPENINGS),
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
  apply: (markdown) => misspellWords(markdown, MISSPELLINGS, MISSPELLINGS_PER_RESUME),
};

const inconsistentDateFormats: TResumeFault = {
  id: 'dates-inconsistent-formats',
  category: 'dates',
  description: "earlier roles switch to '06/2018 - 02/2021' and 'July 2016 to May 2018'",
  apply: (markdown) => {
    const roleCount = findRoles(markdown.split('\n'), ROLE_LAYOUT).length;
    const numeric = mapRoleDates(
      markdown,
      PREVIOUS_ROLE,
      ({ start, end }) => `${formatDate(start, 'numeric')} - ${end === null ? 'now' : formatDate(end, 'numeric')}`,
    );
    if (roleCount < 3) return numeric;
    return mapRoleDates(
      numeric,
      2,
      ({ start, end }) => `${formatDate(start, 'full-month')} to ${end === null ? 'Present' : formatDate(end, 'full-month')}`,
    );
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
  apply: (markdown) => writeRoleBulletsInPresentTense(markdown, ROLE_LAYOUT, PREVIOUS_ROLE),
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
