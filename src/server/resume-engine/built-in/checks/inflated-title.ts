/**
 * A leadership title over junior work: 'Head of Quality Engineering' over running manual test passes
 * in someone's first job. A recruiter reads a title of leading (Head of, Director, VP, Chief,
 * Principal, Lead, a manager of people) and looks in its bullets for the leading: people led,
 * mentored or hired, a team's size, a roadmap, a budget. Early in a career and with none of it, the
 * title reads as inflated, and the reader discounts the rest. Later in a career a title may well
 * stand on its own (the bullets then show the work), so only roles that start in the first years of
 * the person's dated work, or the only role, are judged.
 */
import { getActionVerbUse } from '#server/resume-engine/language/action-verbs.ts';
import { compareResumeDates, getMonthsBetween } from '#server/resume-engine/parse/dates.ts';
import type { TExperienceEntry } from '#server/resume-engine/parse/types.ts';
import { faultPenalty, lineRef, type TCheck } from './check.ts';
import { getDutyLines } from './title-duties.ts';

/**
 * Titles of leading. 'Manager' of a product, project, account or community manages no people (an
 * 'Associate Product Manager' is a first job); a founder's title is what they made, not a rank.
 */
const LEADERSHIP_TITLE = /\b(?:head of|director|vp|vice president|chief|c[teio]o|principal|lead|leader|manager|supervisor)\b/i;
const NON_PEOPLE_MANAGER =
  /\b(?:product|project|program|programme|account|community|social media|content|office|release|case)\s+manager\b/i;

/**
 * Leading verbs the action-verb lexicon files under leadership that as often take a thing as people
 * ('trained a model', 'launched the app', 'drove adoption'): they show no leading by themselves.
 */
const THING_TAKING_LEADERSHIP_VERBS = new Set(['train', 'launch', 'drive', 'initiate', 'pioneer', 'found', 'establish', 'inspire']);

/** Leading named without a leading verb: a team and its size, reports, hiring, a roadmap, a budget, a strategy. */
const LEADING_WORDS =
  /\b(?:team of \d+|\d+[-\s](?:person|people|engineers?|developers?|testers?|analysts?|designers?|reports|staff)\b|(?:direct )?reports\b|headcount|hiring|hired|interview(?:ed|ing) (?:candidates|engineers|applicants)|roadmaps?|budgets?|strateg(?:y|ic)|manag(?:ed|es|ing) (?:a |the |an? )?(?:\w+ )?(?:team|people|staff|engineers|developers|testers|group|department|vendors?|contractors?|budget)|(?:grew|built|formed|scaled) (?:a |the )?(?:\w+ )?team|stakeholders?|cross-functional)/i;

const showsLeading = (text: string) =>
  LEADING_WORDS.test(text) ||
  text.split(/[^\p{L}-]+/u).some((word) => {
    const use = getActionVerbUse(word);
    return use?.verb.group === 'leadership' && !THING_TAKING_LEADERSHIP_VERBS.has(use.verb.base);
  });

/** A leading title is judged in the first three years of dated work: a graduate's first roles. */
const EARLY_CAREER_MONTHS = 36;
/** Fewer duty lines say too little to miss the leading in them. */
const MIN_DUTY_LINES = 2;

export function isLeadershipTitle(title: string): boolean {
  return LEADERSHIP_TITLE.test(title) && !NON_PEOPLE_MANAGER.test(title);
}

/** Whether a role starts early in the person's dated work (or is their only role). */
function startsEarly(entry: TExperienceEntry, experience: readonly TExperienceEntry[]): boolean {
  if (experience.length === 1) return true;
  const starts = experience.flatMap((role) => (role.dates?.start ? [role.dates.start] : []));
  const start = entry.dates?.start;
  if (!start || starts.length === 0) return false;
  const first = [...starts].sort(compareResumeDates)[0]!;
  return getMonthsBetween(first, start) <= EARLY_CAREER_MONTHS;
}

/** The early roles titled to lead whose bullets show no leading. */
export function findInflatedTitles(experience: readonly TExperienceEntry[]): TExperienceEntry[] {
  return experience.filter((entry) => {
    if (!entry.title || !isLeadershipTitle(entry.title)) return false;
    const duties = getDutyLines(entry);
    return duties.length >= MIN_DUTY_LINES && startsEarly(entry, experience) && !duties.some((item) => showsLeading(item.text));
  });
}

// Charged like a title of another trade (decision 041): the reader doubts the role.
const INFLATED_OVERALL_PENALTY = 2.5;
const INFLATED_OVERALL_PENALTY_MAX = 4;
const INFLATED_SCORE_EACH = 0.5;

export const inflatedTitleCheck: TCheck = {
  id: 'inflated-title',
  category: 'experience',
  weight: 2,
  atsWeight: 0,
  run(context) {
    const inflated = findInflatedTitles(context.document.experience);
    // Nothing to charge: no score, so fitting titles neither lift nor lower the category.
    if (inflated.length === 0) return null;
    return {
      score: Math.max(0, 1 - INFLATED_SCORE_EACH * inflated.length),
      overallPenalty: faultPenalty(inflated.length, INFLATED_OVERALL_PENALTY, INFLATED_OVERALL_PENALTY_MAX),
      findings: inflated.map((entry) => ({
        title: `Show the leading the title '${entry.title}' promises`,
        description: `'${entry.title}' is a title of leading, early in your career, but none of its bullets shows anyone led, mentored or hired, a team's size, a roadmap or a budget. A recruiter then reads the title as inflated: use the title you were given, or add what you led and for whom.`,
        impact: 'medium' as const,
        lines: entry.headerLines[0] === undefined ? [] : [lineRef(context, entry.headerLines[0])],
      })),
      strengths: [],
    };
  },
};
