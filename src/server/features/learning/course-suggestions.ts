/**
 * What a developer should learn next, and where: the skills their target role asks for that they do
 * not show (the role's core skills first, then those the job ad they analysed against names, then
 * those the role often adds), each with a free course at their level and one sentence saying why.
 * Pure: the use case (suggest-courses.ts) reads the resume, the analysis and the profile.
 */
import type { TExperienceLevel } from '#shared/profile-values.ts';
import {
  COURSE_LEVELS,
  LEARNING_SUGGESTIONS_MAX,
  type SKILL_STATES,
  type SUGGESTION_SOURCES,
  type TCourse,
  type TCourseLevel,
  type TLearningSuggestion,
} from '#shared/schemas/learning.ts';
import { getSkillName, toSkillKey } from '#server/resume-engine/skills/skill-keys.ts';
import { COURSE_CATALOGUE } from './course-catalogue.ts';

type TSuggestionSource = (typeof SUGGESTION_SOURCES)[number];
type TSkillState = (typeof SKILL_STATES)[number];

/** The developer's level as a course's audience: a new developer starts at the beginning, a senior one goes deep. */
const COURSE_LEVEL_BY_EXPERIENCE: Record<TExperienceLevel, TCourseLevel> = {
  entry: 'beginner',
  mid: 'intermediate',
  senior: 'advanced',
};

export function toCourseLevel(level: TExperienceLevel | null): TCourseLevel {
  // Nothing says how experienced they are: the courses that assume the least.
  return level ? COURSE_LEVEL_BY_EXPERIENCE[level] : 'beginner';
}

/** The catalogue by skill key, each skill's courses in catalogue order. */
const COURSES_BY_SKILL = new Map<string, TCourse[]>();
for (const course of COURSE_CATALOGUE)
  for (const skill of course.skills) {
    const key = toSkillKey(skill);
    COURSES_BY_SKILL.set(key, [...(COURSES_BY_SKILL.get(key) ?? []), course]);
  }

export const findCoursesFor = (skillKey: string): readonly TCourse[] => COURSES_BY_SKILL.get(skillKey) ?? [];

/**
 * The course for a skill at a level: one about this skill (its first skill) before one that teaches it
 * beside another subject, then the nearest level (between two as near, the lower one, since the
 * skill is new to the developer), then one not suggested yet, then catalogue order. A Linux course
 * for a senior developer is a Linux course, not an advanced Kubernetes one that also uses Linux.
 */
export function chooseCourse(skillKey: string, level: TCourseLevel, taken: ReadonlySet<string> = new Set()): TCourse | null {
  const wanted = COURSE_LEVELS.indexOf(level);
  const rank = (course: TCourse) => {
    const index = COURSE_LEVELS.indexOf(course.level);
    const isAbout = toSkillKey(course.skills[0]!) === skillKey;
    return [isAbout ? 0 : 1, Math.abs(index - wanted), index > wanted ? 1 : 0, taken.has(course.url) ? 1 : 0];
  };
  const courses = findCoursesFor(skillKey).map((course, order) => ({ course, key: [...rank(course), order] }));
  courses.sort((a, b) => {
    const differing = a.key.findIndex((value, index) => value !== b.key[index]);
    return differing < 0 ? 0 : a.key[differing]! - b.key[differing]!;
  });
  return courses[0]?.course ?? null;
}

const SOURCE_CLAUSES: Record<TSuggestionSource, (skill: string) => string> = {
  'role-core': (skill) => `Your target role asks for ${skill}`,
  'job-ad': (skill) => `The job ad you analysed your resume against asks for ${skill}`,
  'role-extra': (skill) => `Your target role often also asks for ${skill}`,
};
const STATE_CLAUSES: Record<TSkillState, string> = {
  'not-shown': 'you have not shown it',
  learning: 'you say you are learning it',
  'not-held': 'you say you do not use it',
};

/** Why a skill is suggested, in one sentence: 'Your target role asks for Go; you have not shown it.' */
export function describeReason(skill: string, source: TSuggestionSource, state: TSkillState): string {
  return `${SOURCE_CLAUSES[source](skill)}; ${STATE_CLAUSES[state]}.`;
}

export type TSkillGapInput = {
  /** What the target role asks for, as canonical names, most important first. */
  role: { core: readonly string[]; niceToHave: readonly string[] };
  /** The skills the analysed job ad names that the analysis found missing (empty without an ad). */
  jobAdMissing: readonly string[];
  /** Skill keys the developer shows; those they are learning or say they do not use are not among them. */
  held: ReadonlySet<string>;
  learning: ReadonlySet<string>;
  notHeld: ReadonlySet<string>;
};

export type TSkillGap = { key: string; skill: string; source: TSuggestionSource; state: TSkillState };

/** The skills to learn, most needed first: the role's core skills, then the job ad's, then the role's extras. */
export function rankSkillGaps(input: TSkillGapInput): TSkillGap[] {
  const ranked: [string, TSuggestionSource][] = [
    ...input.role.core.map((skill): [string, TSuggestionSource] => [skill, 'role-core']),
    ...input.jobAdMissing.map((skill): [string, TSuggestionSource] => [skill, 'job-ad']),
    ...input.role.niceToHave.map((skill): [string, TSuggestionSource] => [skill, 'role-extra']),
  ];
  const seen = new Set<string>();
  const gaps: TSkillGap[] = [];
  for (const [skill, source] of ranked) {
    const key = toSkillKey(skill);
    if (seen.has(key) || input.held.has(key)) continue;
    seen.add(key);
    const state: TSkillState = input.learning.has(key) ? 'learning' : input.notHeld.has(key) ? 'not-held' : 'not-shown';
    gaps.push({ key, skill: getSkillName(key), source, state });
  }
  return gaps;
}

/**
 * A course for each gap, in the gaps' order, up to LEARNING_SUGGESTIONS_MAX. A gap whose best course is
 * already suggested for an earlier one joins that suggestion (`alsoCovers`) instead of repeating it;
 * a gap the catalogue has no course for is left out.
 */
export function suggestCoursesForGaps(gaps: readonly TSkillGap[], level: TCourseLevel): TLearningSuggestion[] {
  const suggestions: TLearningSuggestion[] = [];
  const byCourse = new Map<string, TLearningSuggestion>();
  for (const gap of gaps) {
    const course = chooseCourse(gap.key, level, new Set(byCourse.keys()));
    if (!course) continue;
    const earlier = byCourse.get(course.url);
    if (earlier) {
      earlier.alsoCovers.push(gap.skill);
      continue;
    }
    if (suggestions.length === LEARNING_SUGGESTIONS_MAX) break;
    const suggestion = {
      skill: gap.skill,
      source: gap.source,
      state: gap.state,
      reason: describeReason(gap.skill, gap.source, gap.state),
      course,
      alsoCovers: [],
    };
    suggestions.push(suggestion);
    byCourse.set(course.url, suggestion);
  }
  return suggestions;
}
