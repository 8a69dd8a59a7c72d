/**
 * A second catalogue of resume writing faults, for the resumes of tests/fixtures/resume-pairs-holdout.
 * It covers the same faults as resume-faults.ts but writes each one differently (other phrasings,
 * other roles, other sections), so the analyzer is measured on the faults rather than on one way of
 * writing them. It reads the shapes those resumes use: any standard summary, experience and skills
 * heading; role lines ending in a date range ('### Title | Company | Jan 2021 – Present', 'Title,
 * Company — City — 2021-07 – Present', '… | 04/2021 – Present', '… | March 2021 – Present'); '- ' or
 * '* ' bullets. Every fault changes the resume deterministically and throws when the resume lacks
 * what it needs.
 */
import type { TResumeFault } from './resume-faults.ts';
import {
  countWords,
  editLines,
  findSectionBody,
  formatDate,
  formatDateRange,
  mapRoleBullets,
  mapRoleLine,
  mapSectionParagraph,
  mergeRoleBulletsIntoParagraph,
  misspellWords,
  openRoleBulletsWeakly,
  parseDate,
  readJobTitle,
  readRoleLine,
  splitLeadingVerb,
  writeRoleBulletsInPresentTense,
  type TDateFormat,
  type TMonthNumber,
  type TRoleLayout,
} from './resume-markdown-edits.ts';

// ---------------------------------------------------------------------------------------------
// Markdown structure.

const SUMMARY_HEADINGS = ['Summary', 'Professional Summary', 'Profile'];
const EXPERIENCE_HEADINGS = ['Experience', 'Work Experience', 'Professional Experience', 'Employment History'];
const SKILLS_HEADINGS = ['Skills', 'Technical Skills'];

/** The summary paragraph (the non-empty lines of the summary section, as one text). */
const mapSummary = (markdown: string, rewrite: (summary: string) => string, newHeading?: string) =>
  mapSectionParagraph(markdown, SUMMARY_HEADINGS, rewrite, newHeading);

// ---------------------------------------------------------------------------------------------
// Dates at the end of a role line, in one of four formats.

const DATE = String.raw`(?:[A-Z][a-z]+ \d{4}|\d{4}-\d{2}|\d{2}/\d{4})`;
/** ' | Jan 2021 – Present' or ' — 2019-03 – 2021-06' at the end of a role line. */
const ROLE_DATES = new RegExp(String.raw`(\s+[|—]\s+)(${DATE}) – (${DATE}|Present)$`);

/** null is 'Present'. */
type TRoleDates = { start: TMonthNumber; end: TMonthNumber | null; format: TDateFormat };

const formatRange = ({ start, end, format }: TRoleDates) => formatDateRange(start, end, format);

/** A role starts at a line ending in dates, and has at least two bullets. */
const ROLE_LAYOUT: TRoleLayout = { experienceHeadings: EXPERIENCE_HEADINGS, isRoleLine: (line) => ROLE_DATES.test(line), minBullets: 2 };

function parseRoleLine(header: string): { dates: TRoleDates; separator: string; index: number } {
  const match = ROLE_DATES.exec(header);
  if (!match) throw new Error(`The role line has no date range at its end: '${header}'`);
  const [, separator = '', startText = '', endText = ''] = match;
  const start = parseDate(startText);
  const end = endText === 'Present' ? null : parseDate(endText).value;
  return { dates: { start: start.value, end, format: start.format }, separator, index: match.index };
}

const readRoleDates = (markdown: string, roleIndex: number): TRoleDates =>
  parseRoleLine(readRoleLine(markdown, ROLE_LAYOUT, roleIndex)).dates;

/** Rewrites the dates at the end of a role line, keeping the separator before them. */
function mapRoleDates(markdown: string, roleIndex: number, rewrite: (dates: TRoleDates) => string): string {
  return mapRoleLine(markdown, ROLE_LAYOUT, roleIndex, (header) => {
    const { dates, separator, index } = parseRoleLine(header);
    return `${header.slice(0, index)}${separator}${rewrite(dates)}`;
  });
}

// ---------------------------------------------------------------------------------------------
// The faults.

const CURRENT_ROLE = 0;
const PREVIOUS_ROLE = 1;
const OLDEST_ROLE = -1;

const firstPersonBullets: TResumeFault = {
  id: 'holdout-first-person-my-me',
  category: 'first-person',
  description: "two bullets of the current role gain 'my'/'me' ('…my manager gave me…', '…with my team')",
  apply: (markdown) =>
    mapRoleBullets(markdown, ROLE_LAYOUT, CURRENT_ROLE, (bullet, position) =>
      position === 1
        ? `${bullet}, a project my manager gave me in my first month`
        : position === 2
          ? `${bullet} together with my team`
          : bullet,
    ),
};

const firstPersonSummary: TResumeFault = {
  id: 'holdout-first-person-summary',
  category: 'first-person',
  description: "the summary's second sentence opens with 'I' ('I cut build times…')",
  apply: (markdown) =>
    mapSummary(markdown, (summary) => {
      const [first, ...others] = summary.split('. ');
      if (!first || others.length === 0) throw new Error('The summary has only one sentence');
      const { use, rest } = splitLeadingVerb(others[0]!);
      const verb = use.tense === 'past' ? use.verb.past : use.verb.base;
      return [first, `I ${verb} ${rest}`, ...others.slice(1)].join('. ');
    }),
};

const buzzwordsInBullets: TResumeFault = {
  id: 'holdout-buzzwords-in-bullets',
  category: 'buzzwords',
  description: "clichés ('detail-oriented self-starter', 'think outside the box', 'synergy', 'go-getter') tacked onto two bullets",
  apply: (markdown) =>
    mapRoleBullets(markdown, ROLE_LAYOUT, CURRENT_ROLE, (bullet, position) =>
      position === 0
        ? `${bullet}, thinking outside the box as a detail-oriented self-starter`
        : position === 2
          ? `${bullet}, bringing synergy to the team as a true go-getter`
          : bullet,
    ),
};

const RUN_ON_MIN_WORDS = 45;

const ramblingRunOnBullet: TResumeFault = {
  id: 'holdout-rambling-run-on-bullet',
  category: 'rambling',
  description: `the second bullet of the current role runs on past ${RUN_ON_MIN_WORDS} words`,
  apply: (markdown) =>
    mapRoleBullets(markdown, ROLE_LAYOUT, CURRENT_ROLE, (bullet, position) => {
      if (position !== 1) return bullet;
      const runOn = `${bullet} and along the way also spent a lot of time meeting with the people who depended on the work, answering their questions and writing up notes after each meeting so that nothing was missed`;
      if (countWords(runOn) < RUN_ON_MIN_WORDS) throw new Error(`The run-on bullet has fewer than ${RUN_ON_MIN_WORDS} words`);
      return runOn;
    }),
};

const ramblingParagraph: TResumeFault = {
  id: 'holdout-rambling-paragraph-older-role',
  category: 'rambling',
  description: "the previous role's bullets are merged into one paragraph",
  apply: (markdown) => mergeRoleBulletsIntoParagraph(markdown, ROLE_LAYOUT, PREVIOUS_ROLE),
};

const ramblingSummary: TResumeFault = {
  id: 'holdout-rambling-seven-line-summary',
  category: 'rambling',
  description: 'the summary grows to about 7 lines with a career story and personal qualities',
  apply: (markdown) =>
    mapSummary(
      markdown,
      (summary) =>
        `${summary} Over the years has had the opportunity to work with many talented colleagues in different kinds of companies, from fast-moving young startups to large established enterprises with many departments. ` +
        'Believes that good work comes from curiosity, patience and paying attention to the small details that other people tend to overlook. ' +
        'Enjoys taking on new challenges, learning unfamiliar tools quickly and sharing knowledge with others through talks, pairing sessions and written guides. ' +
        'Outside of work likes to keep up with industry news, attend local meetups and experiment with new ideas in personal projects.',
    ),
};

/** Openings used in turn on the previous role, each followed by the bullet's verb as a gerund. */
const WEAK_OPENINGS = ['Duties included', 'Was involved in', 'Worked on'];

const weakOpenings: TResumeFault = {
  id: 'holdout-weak-openings-older-role',
  category: 'weak-openings',
  description: "the previous role's bullets open with 'Duties included', 'Was involved in', 'Worked on'",
  apply: (markdown) => openRoleBulletsWeakly(markdown, ROLE_LAYOUT, PREVIOUS_ROLE, WEAK_OPENINGS),
};

const objectiveStatement: TResumeFault = {
  id: 'holdout-objective-seeking',
  category: 'objective',
  description: "a 'Career Objective' ('Seeking a challenging position where I can…') replaces the summary",
  apply: (markdown) =>
    mapSummary(
      markdown,
      () =>
        `Seeking a challenging position as a ${readJobTitle(markdown)} where I can use my skills, continue to learn and grow, and contribute to the success of a forward-thinking organization.`,
      'Career Objective',
    ),
};

/** Common misspellings of words these resumes use; two of them per resume. */
const MISSPELLINGS: readonly [correct: string, misspelled: string][] = [
  ['development', 'developement'],
  ['achieved', 'acheived'],
  ['successfully', 'sucessfully'],
  ['received', 'recieved'],
  ['management', 'managment'],
  ['environment', 'enviroment'],
  ['performance', 'performence'],
  ['process', 'proccess'],
  ['every', 'evrey'],
  ['which', 'wich'],
  ['their', 'thier'],
  ['weekly', 'weekley'],
  ['months', 'monthes'],
  ['first', 'frist'],
  ['engineers', 'enginers'],
];
const MISSPELLINGS_PER_RESUME = 2;

const spellingMistakes: TResumeFault = {
  id: 'holdout-two-misspellings',
  category: 'spelling',
  description: `${MISSPELLINGS_PER_RESUME} common misspellings ('developement', 'performence', 'evrey', 'wich'…)`,
  apply: (markdown) => misspellWords(markdown, MISSPELLINGS, MISSPELLINGS_PER_RESUME),
};

/** One role's dates in a format the rest of the resume does not use. */
function formatOtherwise({ start, end, format }: TRoleDates): string {
  const year = (value: TMonthNumber) => String(Math.floor(value / 12));
  const endOr = (write: (value: TMonthNumber) => string) => (end === null ? 'Present' : write(end));
  if (format === 'short-month') return `${formatDate(start, 'numeric')} - ${endOr((value) => formatDate(value, 'numeric'))}`;
  if (format === 'full-month') return `${year(start)} – ${endOr(year)}`;
  return `${formatDate(start, 'full-month')} to ${endOr((value) => formatDate(value, 'full-month'))}`;
}

const inconsistentDateFormat: TResumeFault = {
  id: 'holdout-dates-one-role-other-format',
  category: 'dates',
  description: "the previous role's dates switch format ('03/2017 - 12/2020', '2017 – 2021' or 'March 2019 to June 2021')",
  apply: (markdown) => mapRoleDates(markdown, PREVIOUS_ROLE, formatOtherwise),
};

const startDateOnly: TResumeFault = {
  id: 'holdout-dates-start-only',
  category: 'dates',
  description: "the previous role's end date is removed, leaving only its start",
  apply: (markdown) => mapRoleDates(markdown, PREVIOUS_ROLE, ({ start, format }) => formatDate(start, format)),
};

const GAP_MONTHS = 24;

const twoYearGap: TResumeFault = {
  id: 'holdout-dates-two-year-gap',
  category: 'dates',
  description: `the oldest role moves ${GAP_MONTHS} months earlier, leaving a gap of two years after it`,
  apply: (markdown) =>
    mapRoleDates(markdown, OLDEST_ROLE, ({ start, end, format }) => {
      if (end === null) throw new Error('The oldest role has no end date');
      return formatRange({ start: start - GAP_MONTHS, end: end - GAP_MONTHS, format });
    }),
};

const OVERLAP_MONTHS = 12;

const overlappingRoles: TResumeFault = {
  id: 'holdout-dates-year-overlap',
  category: 'dates',
  description: `the second-oldest pair of roles overlaps: the older one ends ${OVERLAP_MONTHS} months after the newer one starts`,
  apply: (markdown) => {
    const newerStart = readRoleDates(markdown, PREVIOUS_ROLE).start;
    return mapRoleDates(markdown, PREVIOUS_ROLE + 1, ({ start, format }) =>
      formatRange({ start, end: newerStart + OVERLAP_MONTHS, format }),
    );
  },
};

const presentTenseOldestRole: TResumeFault = {
  id: 'holdout-dates-present-tense-oldest-role',
  category: 'dates',
  description: "the oldest role's bullets are in the present tense ('Write', 'Improve')",
  apply: (markdown) => writeRoleBulletsInPresentTense(markdown, ROLE_LAYOUT, OLDEST_ROLE),
};

/** Skills with the kinds of resume they would fit; a resume gets the first three it does not fit. */
const UNRELATED_SKILLS: readonly { skill: string; relatedTo: RegExp }[] = [
  { skill: 'Fortran', relatedTo: /\b(?:C\+\+|embedded|firmware|HPC|numerical)\b/i },
  { skill: 'Figma', relatedTo: /\b(?:React|frontend|design system|UI|UX)\b/i },
  { skill: 'Tableau', relatedTo: /\b(?:SQL|analyst|dashboards?|pandas)\b/i },
  { skill: 'AutoCAD', relatedTo: /\b(?:hardware|circuit|electronic|mechanical)\b/i },
  { skill: 'Salesforce', relatedTo: /\b(?:CRM|sales)\b/i },
  { skill: 'Unreal Engine', relatedTo: /\b(?:game|3D|graphics)\b/i },
];
const UNSUPPORTED_SKILL_COUNT = 3;

const unsupportedSkills: TResumeFault = {
  id: 'holdout-unsupported-skills-appended',
  category: 'unsupported-skills',
  description: `${UNSUPPORTED_SKILL_COUNT} skills unrelated to the resume ('Fortran', 'Figma', 'Tableau'…) appended to the last skills line`,
  apply: (markdown) =>
    editLines(markdown, (lines) => {
      const unrelated = UNRELATED_SKILLS.filter(({ skill, relatedTo }) => !markdown.includes(skill) && !relatedTo.test(markdown))
        .slice(0, UNSUPPORTED_SKILL_COUNT)
        .map(({ skill }) => skill);
      if (unrelated.length < UNSUPPORTED_SKILL_COUNT) throw new Error('Too few unrelated skills for this resume');
      const { start, end } = findSectionBody(lines, SKILLS_HEADINGS);
      let last = end - 1;
      while (last >= start && !lines[last]!.trim()) last--;
      if (last < start) throw new Error('The skills section is empty');
      lines[last] = `${lines[last]!.trimEnd()}, ${unrelated.join(', ')}`;
    }),
};

const personalDetails: TResumeFault = {
  id: 'holdout-personal-details-in-header',
  category: 'personal-details',
  description: "'Age: 34 | Married | Photo attached' under the contact line and 'References available upon request' at the end",
  apply: (markdown) =>
    editLines(markdown, (lines) => {
      const contactIndex = lines.findIndex((line) => line!.includes('@'));
      if (contactIndex < 0) throw new Error('The resume has no contact line');
      lines[contactIndex] = `${lines[contactIndex]}\n\nAge: 34 | Married | Photo attached`;
      let last = lines.length - 1;
      while (last > 0 && !lines[last]!.trim()) last--;
      lines[last] = `${lines[last]}\n\nReferences available upon request`;
    }),
};

/** Every holdout fault, in report order. */
export const HOLDOUT_RESUME_FAULTS: readonly TResumeFault[] = [
  firstPersonBullets,
  firstPersonSummary,
  buzzwordsInBullets,
  ramblingRunOnBullet,
  ramblingParagraph,
  ramblingSummary,
  weakOpenings,
  objectiveStatement,
  spellingMistakes,
  inconsistentDateFormat,
  startDateOnly,
  twoYearGap,
  overlappingRoles,
  presentTenseOldestRole,
  unsupportedSkills,
  personalDetails,
];

/** 'Several faults' pairs for the holdout resumes; no fault here rewrites lines another one reads. */
export const HOLDOUT_FAULT_COMBINATIONS: readonly (readonly [string, string, string])[] = [
  ['holdout-two-misspellings', 'holdout-buzzwords-in-bullets', 'holdout-dates-start-only'],
  ['holdout-first-person-summary', 'holdout-rambling-run-on-bullet', 'holdout-personal-details-in-header'],
  ['holdout-weak-openings-older-role', 'holdout-unsupported-skills-appended', 'holdout-dates-two-year-gap'],
];
