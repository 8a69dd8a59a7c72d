/**
 * Experience checks: each job says what it was (title, company) and what was achieved (bullets); its
 * dates are present, plausible, in one format and newest first; and gaps over six months are named
 * so the candidate can explain them before a recruiter asks.
 */
import {
  compareResumeDates,
  formatResumeDate,
  getMonthsBetween,
  type TDateRange,
  type TResumeDate,
} from '#server/resume-engine/parse/dates.ts';
import type { TExperienceEntry } from '#server/resume-engine/parse/types.ts';
import { everyOne, faultPenalty, lineRef, penaltyScore, pluralize, type TCheck, type TCheckContext, type TFinding } from './check.ts';
import { findEmploymentGaps, getDatedEntries, type TDatedEntry } from './experience-timeline.ts';

/**
 * Bullets a recent role needs to show its achievements (fewer earn part of the credit); older roles
 * may rightly shrink to a line or two.
 */
const FULL_BULLETS = 3;
const RECENT_ROLES = 2;
const OLDER_ROLE_FULL_BULLETS = 1;
const MAX_BULLETS = 8;
/** Projects stand in for jobs at the start of a career, for part of the score. */
const PROJECTS_ONLY_SCORE = 0.4;
const CROWDED_ROLES_FACTOR = 0.9;
const GAP_MIN_MONTHS = 6;
const LONG_GAP_MONTHS = 12;
// A gap costs more the longer it is: a year or more without anything listed is the one recruiters ask about.
const GAP_PENALTY = 0.3;
const LONG_GAP_PENALTY = 0.6;
// What each date problem costs: undated roles in proportion, the others once. Mixed formats cost
// enough to show in the overall score: they read as careless and confuse ATS date parsing.
const UNDATED_PENALTY = 0.6;
const REVERSED_DATES_PENALTY = 0.3;
const MIXED_FORMATS_PENALTY = 0.4;
const OUT_OF_ORDER_PENALTY = 0.2;
/** An end this far ahead may be a contract's planned end; further, it is a typo. */
const FUTURE_END_MONTHS = 12;
/** A role with a start but no end is half as bad as one without dates. */
const OPEN_ENDED_SHARE = 0.5;
// Overall points (faultPenalty) per role concerned: a recruiter checks the timeline first.
const UNDATED_OVERALL_PENALTY = 2;
const DATE_PROBLEM_OVERALL_PENALTY = 1.5;
/** A missing end hides how long the role lasted and whether a gap followed: as costly as a long gap. */
const OPEN_ENDED_OVERALL_PENALTY = 2.5;
const DATE_PROBLEMS_OVERALL_PENALTY_MAX = 5;
const GAP_OVERALL_PENALTY = 1.5;
const LONG_GAP_OVERALL_PENALTY = 2;
const OVERLAP_OVERALL_PENALTY = 1.5;
const TIMELINE_OVERALL_PENALTY_MAX = 4;
/** Two jobs may overlap by a short handover; longer, and a recruiter wonders which one was real. */
const HANDOVER_MONTHS = 2;
const OVERLAP_PENALTY = 0.6;
/** A role its header marks as a side role (part-time, freelance, volunteer…) may run alongside a job. */
const SIDE_ROLE =
  /\b(?:part[- ]time|freelanc(?:e|er|ing)|volunteer(?:ing)?|side (?:project|role|job|gig)|moonlighting|advis(?:or|er)|board member|mentor|adjunct|teaching assistant|contract(?:or)?|self[- ]employed|pro bono)\b/i;

const headerRefs = (context: TCheckContext, entries: readonly TExperienceEntry[]) =>
  entries.flatMap((entry) => (entry.headerLines[0] === undefined ? [] : [lineRef(context, entry.headerLines[0])]));

const describeEntry = (entry: TExperienceEntry) => entry.company ?? entry.title ?? 'this role';

/** How fully a job is described: title, company, and achievements (a paragraph counts as one bullet). */
function getEntryCompleteness(entry: TExperienceEntry, index: number): number {
  const fullBullets = index < RECENT_ROLES ? FULL_BULLETS : OLDER_ROLE_FULL_BULLETS;
  const statements = entry.bullets.length > 0 ? entry.bullets.length : Math.min(entry.description.length, 1);
  const achievements = Math.min(statements, fullBullets) / fullBullets;
  return ((entry.title ? 1 : 0) + (entry.company ? 1 : 0) + achievements * 2) / 4;
}

export const experienceEntriesCheck: TCheck = {
  id: 'experience-entries',
  category: 'experience',
  weight: 3,
  atsWeight: 1,
  run(context) {
    const { experience, projects } = context.document;
    // A missing Experience section is reported by key-sections; here it only scores.
    if (experience.length === 0) return { score: projects.length > 0 ? PROJECTS_ONLY_SCORE : 0, findings: [], strengths: [] };
    const findings: TFinding[] = [];
    const unnamed = experience.filter((entry) => !entry.title || !entry.company);
    if (unnamed.length > 0) {
      findings.push({
        title: 'Name the title and company of each role',
        description: `${pluralize(unnamed.length, 'role lacks', 'roles lack')} a clear job title or company. Write each as 'Job Title | Company | Location | Dates' on one line so an ATS files it correctly.`,
        impact: 'medium',
        lines: headerRefs(context, unnamed),
      });
    }
    for (const entry of experience.filter((item) => item.bullets.length + item.description.length === 0)) {
      findings.push({
        title: `Describe your work at ${describeEntry(entry)}`,
        description: 'This role has no description. Add 3–5 bullets on what you built or improved and the results, with numbers.',
        impact: 'high',
        lines: headerRefs(context, [entry]),
      });
    }
    const thin = experience.slice(0, RECENT_ROLES).filter((entry) => {
      const statements = entry.bullets.length + entry.description.length;
      return statements > 0 && entry.bullets.length < FULL_BULLETS && entry.description.length < FULL_BULLETS;
    });
    if (thin.length > 0) {
      findings.push({
        title: 'Add achievements to thin roles',
        description: `${pluralize(thin.length, 'recent role has', 'recent roles have')} fewer than ${FULL_BULLETS} bullets. Give each recent role 3–5 bullets on what you built or improved and the results.`,
        impact: 'low',
        lines: headerRefs(context, thin),
      });
    }
    const crowded = experience.filter((entry) => entry.bullets.length > MAX_BULLETS);
    if (crowded.length > 0) {
      findings.push({
        title: 'Keep each role to its best bullets',
        description: `${pluralize(crowded.length, 'role has', 'roles have')} more than ${MAX_BULLETS} bullets. Keep the 3–6 with the strongest results; recruiters skim.`,
        impact: 'low',
        lines: headerRefs(context, crowded),
      });
    }
    const score = experience.reduce((sum, entry, index) => sum + getEntryCompleteness(entry, index), 0) / experience.length;
    return {
      score: crowded.length > 0 ? score * CROWDED_ROLES_FACTOR : score,
      findings,
      strengths:
        score === 1
          ? [`${everyOne(experience.length, 'role')} ${experience.length === 1 ? 'gives' : 'give'} title, company and achievements`]
          : [],
    };
  },
};

type TDateStyle = 'month-name' | 'full-month-name' | 'numeric' | 'year-only' | 'season';

/** How a range's dates are written, so mixing 'Jan 2020' with '03/2021' or '2019' can be pointed out. */
function getDateStyle(range: TDateRange): TDateStyle {
  if (range.start?.isYearOnly) return 'year-only';
  if (/\b(?:spring|summer|fall|autumn|winter)\b/i.test(range.text)) return 'season';
  if (/\b(?:january|february|march|april|june|july|august|september|october|november|december)\b/i.test(range.text))
    return 'full-month-name';
  if (/\p{L}{3}/u.test(range.text.replace(/\b(?:to|until|till|through|thru|from|present|current(?:ly)?|now|today|ongoing|date)\b/gi, '')))
    return 'month-name';
  return 'numeric';
}

const isEndBeforeStart = (range: TDateRange) => range.start !== null && range.end !== null && getMonthsBetween(range.start, range.end) < 0;

/** One kind of date problem: the roles it concerns, how it reads, and what it costs. */
type TDateProblem = {
  entries: readonly TExperienceEntry[];
  finding: Omit<TFinding, 'lines'>;
  /** Off the check's score: undated roles in proportion, the others once. */
  scorePenalty: number;
  /** Overall points (faultPenalty) for each role concerned. */
  overallPenaltyEach: number;
};

/**
 * Roles whose dates are not written the way the others are (ties go to the latest role's way); when
 * no two roles share a way, every dated role.
 */
function getOddlyDatedEntries(dated: readonly TExperienceEntry[]): TExperienceEntry[] {
  const styles = dated.map((entry) => getDateStyle(entry.dates!));
  const counts = new Map<TDateStyle, number>();
  for (const style of styles) counts.set(style, (counts.get(style) ?? 0) + 1);
  if (counts.size < 2) return [];
  const usual = styles.reduce((best, style) => ((counts.get(style) ?? 0) > (counts.get(best) ?? 0) ? style : best), styles[0]!);
  if ((counts.get(usual) ?? 0) < 2) return [...dated];
  return dated.filter((_, index) => styles[index] !== usual);
}

/** A role that starts after 'now', or ends over a year after it without being current: a typo in the year. */
const isInFuture = (range: TDateRange, asOf: TResumeDate) =>
  (range.start !== null && compareResumeDates(range.start, asOf) > 0) ||
  (range.end !== null && !range.isCurrent && getMonthsBetween(asOf, range.end) > FUTURE_END_MONTHS);

function findDateProblems(experience: readonly TExperienceEntry[], asOf: TResumeDate): TDateProblem[] {
  const undated = experience.filter((entry) => !entry.dates?.start);
  const dated = experience.filter((entry) => entry.dates?.start);
  // 'Jan 2019 –' with nothing after it: neither an end date nor 'Present'.
  const openEnded = dated.filter((entry) => !entry.dates!.end && !entry.dates!.isCurrent);
  const reversed = dated.filter((entry) => isEndBeforeStart(entry.dates!));
  const future = dated.filter((entry) => !isEndBeforeStart(entry.dates!) && isInFuture(entry.dates!, asOf));
  const oddlyDated = getOddlyDatedEntries(dated);
  const outOfOrder = dated.filter((entry, index) => {
    const previousStart = dated[index - 1]?.dates?.start;
    return previousStart && getMonthsBetween(previousStart, entry.dates!.start!) > 0;
  });
  const problems: TDateProblem[] = [
    {
      entries: undated,
      scorePenalty: UNDATED_PENALTY * (undated.length / experience.length),
      overallPenaltyEach: UNDATED_OVERALL_PENALTY,
      finding: {
        title: 'Add dates to every role',
        description: `${pluralize(undated.length, 'role has', 'roles have')} no dates. ATS compute your years of experience from them, and recruiters distrust roles without them. Use 'Mon YYYY – Mon YYYY' or '– Present'.`,
        impact: 'high',
      },
    },
    {
      entries: openEnded,
      scorePenalty: UNDATED_PENALTY * (openEnded.length / experience.length) * OPEN_ENDED_SHARE,
      overallPenaltyEach: OPEN_ENDED_OVERALL_PENALTY,
      finding: {
        title: 'Say when each role ended',
        description: `${pluralize(openEnded.length, 'role has', 'roles have')} a start date but no end date. Add the month it ended, or 'Present' if you still hold it.`,
        impact: 'medium',
      },
    },
    {
      entries: reversed,
      scorePenalty: REVERSED_DATES_PENALTY,
      overallPenaltyEach: DATE_PROBLEM_OVERALL_PENALTY,
      finding: {
        title: 'Fix dates that end before they start',
        description: `${pluralize(reversed.length, 'role ends', 'roles end')} before it starts. Check the years; a typo here makes an ATS miscount your experience.`,
        impact: 'high',
      },
    },
    {
      entries: future,
      scorePenalty: REVERSED_DATES_PENALTY,
      overallPenaltyEach: DATE_PROBLEM_OVERALL_PENALTY,
      finding: {
        title: 'Fix dates in the future',
        description: `${pluralize(future.length, 'role starts or ends', 'roles start or end')} after today. Check the years: a recruiter reads a future date as a typo or as a role not yet held, and an ATS miscounts your experience.`,
        impact: 'high',
      },
    },
    {
      entries: oddlyDated,
      scorePenalty: MIXED_FORMATS_PENALTY,
      overallPenaltyEach: DATE_PROBLEM_OVERALL_PENALTY,
      finding: {
        title: 'Write all dates the same way',
        description: `Dates are written in different formats: ${pluralize(oddlyDated.length, 'role differs', 'roles differ')} from the rest. Pick one, such as 'Jan 2021 – Mar 2023', and use it for every role.`,
        impact: 'medium',
      },
    },
    {
      entries: outOfOrder,
      scorePenalty: OUT_OF_ORDER_PENALTY,
      overallPenaltyEach: DATE_PROBLEM_OVERALL_PENALTY,
      finding: {
        title: 'List roles newest first',
        description: 'Recruiters and ATS expect reverse-chronological order: your current or latest role at the top.',
        impact: 'medium',
      },
    },
  ];
  return problems.filter((problem) => problem.entries.length > 0);
}

export const dateConsistencyCheck: TCheck = {
  id: 'date-consistency',
  category: 'experience',
  weight: 3,
  atsWeight: 1,
  run(context) {
    const { experience } = context.document;
    if (experience.length === 0) return null;
    const problems = findDateProblems(experience, context.asOf);
    return {
      score: Math.max(0, 1 - problems.reduce((sum, problem) => sum + problem.scorePenalty, 0)),
      overallPenalty: Math.min(
        DATE_PROBLEMS_OVERALL_PENALTY_MAX,
        problems.reduce(
          (sum, problem) => sum + faultPenalty(problem.entries.length, problem.overallPenaltyEach, DATE_PROBLEMS_OVERALL_PENALTY_MAX),
          0,
        ),
      ),
      findings: problems.map((problem) => ({
        ...problem.finding,
        lines: headerRefs(context, problem.entries),
      })),
      strengths: problems.length === 0 ? ['Every role has dates, in one format, newest first'] : [],
    };
  },
};

export const employmentGapsCheck: TCheck = {
  id: 'employment-gaps',
  category: 'experience',
  weight: 2,
  atsWeight: 0,
  run(context) {
    const dated = getDatedEntries(context.document.experience, context.asOf);
    if (dated.length < 2) return null;
    const gaps = findEmploymentGaps(dated, GAP_MIN_MONTHS);
    const penalty = gaps.reduce((sum, gap) => sum + (gap.months >= LONG_GAP_MONTHS ? LONG_GAP_PENALTY : GAP_PENALTY), 0);
    const longGaps = gaps.filter((gap) => gap.months >= LONG_GAP_MONTHS).length;
    return {
      score: Math.max(0, 1 - penalty),
      overallPenalty: Math.min(
        TIMELINE_OVERALL_PENALTY_MAX,
        faultPenalty(longGaps, LONG_GAP_OVERALL_PENALTY, TIMELINE_OVERALL_PENALTY_MAX) +
          faultPenalty(gaps.length - longGaps, GAP_OVERALL_PENALTY, TIMELINE_OVERALL_PENALTY_MAX),
      ),
      findings: gaps.map(({ before, after, months }) => ({
        title: `Explain the ${months}-month gap before ${describeEntry(after.entry)}`,
        description: `Nothing is listed between ${formatResumeDate(before.end)} and ${formatResumeDate(after.start)}. If you studied, freelanced, travelled or cared for family, say so in a line: an explained gap is rarely a problem, an unexplained one raises questions.`,
        impact: months >= LONG_GAP_MONTHS ? 'medium' : 'low',
        lines: headerRefs(context, [before.entry, after.entry]),
      })),
      strengths: gaps.length === 0 ? [`No gaps over ${GAP_MIN_MONTHS} months between the ${dated.length} dated roles`] : [],
    };
  },
};

const isSideRole = (context: TCheckContext, entry: TExperienceEntry) =>
  entry.headerLines.some((line) => SIDE_ROLE.test(context.document.lines[line - 1]?.raw ?? ''));

const isSameCompany = (a: TExperienceEntry, b: TExperienceEntry) =>
  a.company !== null && b.company !== null && a.company.trim().toLowerCase() === b.company.trim().toLowerCase();

/**
 * Year-only dates ('2019 – 2021') show only the overlap they cannot avoid: read as starting in the
 * December of their first year and ending in the January of their last, '2019 – 2021' and '2020 – 2022'
 * may share two months (a handover), '2018 – 2022' and '2020 – 2023' share over two years whatever
 * the months.
 */
const toCertainSpan = ({ entry, start, end }: TDatedEntry): TDatedEntry => ({
  entry,
  start: start.isYearOnly ? { ...start, month: 12 } : start,
  end: end.isYearOnly ? { ...end, month: 1 } : end,
});

export const overlappingRolesCheck: TCheck = {
  id: 'overlapping-roles',
  category: 'experience',
  weight: 2,
  atsWeight: 0,
  run(context) {
    const dated = getDatedEntries(context.document.experience, context.asOf)
      .filter(({ entry }) => !isSideRole(context, entry))
      .map(toCertainSpan);
    if (dated.length < 2) return null;
    const overlaps: { earlier: TDatedEntry; later: TDatedEntry; until: TResumeDate; months: number }[] = [];
    dated.forEach((earlier, index) => {
      for (const later of dated.slice(index + 1)) {
        // A promotion or move inside one company is not two jobs at once.
        if (isSameCompany(earlier.entry, later.entry)) continue;
        const lastShared = compareResumeDates(earlier.end, later.end) <= 0 ? earlier.end : later.end;
        const months = getMonthsBetween(later.start, lastShared) + 1;
        if (months > HANDOVER_MONTHS) overlaps.push({ earlier, later, until: lastShared, months });
      }
    });
    return {
      score: penaltyScore(overlaps.length, OVERLAP_PENALTY),
      overallPenalty: faultPenalty(overlaps.length, OVERLAP_OVERALL_PENALTY, TIMELINE_OVERALL_PENALTY_MAX),
      findings: overlaps.map(({ earlier, later, until, months }) => ({
        title: `Check the dates of ${describeEntry(earlier.entry)} and ${describeEntry(later.entry)}`,
        description: `These two roles overlap by ${pluralize(months, 'month')} (${formatResumeDate(later.start)} to ${formatResumeDate(until)}). If that is a typo, fix the dates; if you really held both, mark the smaller one as part-time, freelance or a side role so a recruiter does not doubt the timeline.`,
        impact: 'medium' as const,
        lines: headerRefs(context, [later.entry, earlier.entry]),
      })),
      strengths: overlaps.length === 0 ? ['No two full-time roles overlap beyond a short handover'] : [],
    };
  },
};
