/**
 * The search panel's state and the request it sends.
 * The panel keeps one list of skill chips; chips marked must-have go out as `mustHaveSkills`, the
 * others as `skills` (nice to have).
 */
import { SEARCH_TAGS_MAX } from '#shared/schemas/candidate-tags.ts';
import type { TCandidateSearchRequest } from '#shared/schemas/candidate-search.ts';
import { DEFAULT_SEARCH_CRITERIA, MIN_YEARS_EXPERIENCE_MAX, SEARCH_SKILLS_MAX, type TCandidateSort } from '#shared/candidate-search.ts';
import { EXPERIENCE_LEVELS, SALARY_MAX, type TExperienceLevel } from '#shared/profile-values.ts';

export type TExperienceChoice = 'any' | TExperienceLevel;

export type TSearchForm = {
  jobTitle: string;
  /** Every chip, in the order added. */
  skills: string[];
  /** The chips marked must-have; always a subset of `skills`. */
  mustHaveSkills: string[];
  experienceLevel: TExperienceChoice;
  /** "Only this level": nobody below it; sent only with a level chosen. */
  levelIsRequired: boolean;
  /** 0 for no minimum. */
  minYearsExperience: number;
  location: string;
  salaryMin: number;
  salaryMax: number;
  /** The company's tags a candidate must all carry; empty for no tag filter. */
  tagIds: number[];
};

/** What a search was run with: the panel's values plus the mode, the order and the page. */
export type TSearchRun = { form: TSearchForm; aiEnhanced: boolean; sort: TCandidateSort; page: number };

export function createDefaultSearchForm(): TSearchForm {
  return {
    jobTitle: DEFAULT_SEARCH_CRITERIA.jobTitle,
    skills: [...DEFAULT_SEARCH_CRITERIA.skills],
    mustHaveSkills: [...DEFAULT_SEARCH_CRITERIA.mustHaveSkills],
    experienceLevel: DEFAULT_SEARCH_CRITERIA.experienceLevel,
    levelIsRequired: false,
    minYearsExperience: 0,
    location: DEFAULT_SEARCH_CRITERIA.location,
    salaryMin: DEFAULT_SEARCH_CRITERIA.salaryMin,
    salaryMax: DEFAULT_SEARCH_CRITERIA.salaryMax,
    tagIds: [],
  };
}

/** The tag filter with the tag added, or without it when it was there; at most SEARCH_TAGS_MAX. */
export function toggleTag(form: TSearchForm, tagId: number): TSearchForm {
  if (form.tagIds.includes(tagId)) return { ...form, tagIds: form.tagIds.filter((id) => id !== tagId) };
  return form.tagIds.length < SEARCH_TAGS_MAX ? { ...form, tagIds: [...form.tagIds, tagId] } : form;
}

/** A new level: "Only this level" goes with "any", which has nothing to require. */
export function setExperienceLevel(form: TSearchForm, experienceLevel: TExperienceChoice): TSearchForm {
  return { ...form, experienceLevel, levelIsRequired: experienceLevel !== 'any' && form.levelIsRequired };
}

/** Minimum years are whole numbers from 0 to MIN_YEARS_EXPERIENCE_MAX; anything else becomes 0 (none) or the most. */
export function parseMinYearsInput(value: string): number {
  const parsed = Number.parseInt(value, 10);
  if (!Number.isFinite(parsed) || parsed < 0) return 0;
  return Math.min(parsed, MIN_YEARS_EXPERIENCE_MAX);
}

/** Salary inputs are parsed as integers and anything invalid becomes 0. */
export function parseSalaryInput(value: string): number {
  const parsed = Number.parseInt(value, 10);
  if (!Number.isFinite(parsed) || parsed < 0) return 0;
  return Math.min(parsed, SALARY_MAX);
}

function hasSkill(skills: string[], skill: string): boolean {
  const key = skill.toLowerCase();
  return skills.some((existing) => existing.toLowerCase() === key);
}

/** True when `raw` would add a chip: non-empty after trimming, not in the list (any case), room left. */
export function canAddSkill(skills: string[], raw: string): boolean {
  const skill = raw.trim();
  return skill.length > 0 && !hasSkill(skills, skill) && skills.length < SEARCH_SKILLS_MAX;
}

/** The text is trimmed, must be non-empty and must not already be in the list. */
export function addSkill(skills: string[], raw: string): string[] {
  return canAddSkill(skills, raw) ? [...skills, raw.trim()] : skills;
}

export function removeSkill(form: TSearchForm, skill: string): TSearchForm {
  return {
    ...form,
    skills: form.skills.filter((existing) => existing !== skill),
    mustHaveSkills: form.mustHaveSkills.filter((existing) => existing !== skill),
  };
}

export function toggleMustHave(form: TSearchForm, skill: string): TSearchForm {
  const isMustHave = form.mustHaveSkills.includes(skill);
  return {
    ...form,
    mustHaveSkills: isMustHave ? form.mustHaveSkills.filter((existing) => existing !== skill) : [...form.mustHaveSkills, skill],
  };
}

/** The body of POST /api/candidates/search for one run. */
export function toSearchRequest({ form, aiEnhanced, sort, page }: TSearchRun): TCandidateSearchRequest {
  const mustHave = form.skills.filter((skill) => form.mustHaveSkills.includes(skill));
  return {
    jobTitle: form.jobTitle.trim(),
    skills: form.skills.filter((skill) => !mustHave.includes(skill)),
    mustHaveSkills: mustHave,
    experienceLevel: form.experienceLevel,
    levelIsRequired: form.experienceLevel !== 'any' && form.levelIsRequired,
    minYearsExperience: form.minYearsExperience > 0 ? form.minYearsExperience : null,
    location: form.location.trim(),
    salaryMin: form.salaryMin,
    salaryMax: form.salaryMax,
    tagIds: form.tagIds,
    aiEnhanced,
    sort,
    page,
  };
}

/** The criteria a saved search holds, back in the panel (nice-to-have chips first, as stored). */
export function toSearchForm(criteria: {
  jobTitle: string;
  skills: string[];
  mustHaveSkills: string[];
  experienceLevel: TExperienceLevel | null;
  levelIsRequired: boolean;
  minYearsExperience: number | null;
  location: string;
  salaryMin: number | null;
  salaryMax: number | null;
  tagIds?: number[];
}): TSearchForm {
  const experienceLevel =
    criteria.experienceLevel && EXPERIENCE_LEVELS.includes(criteria.experienceLevel) ? criteria.experienceLevel : 'any';
  return {
    jobTitle: criteria.jobTitle,
    skills: [...criteria.skills, ...criteria.mustHaveSkills.filter((skill) => !hasSkill(criteria.skills, skill))],
    mustHaveSkills: [...criteria.mustHaveSkills],
    experienceLevel,
    levelIsRequired: experienceLevel !== 'any' && criteria.levelIsRequired,
    minYearsExperience: criteria.minYearsExperience ?? 0,
    location: criteria.location,
    salaryMin: criteria.salaryMin ?? 0,
    salaryMax: criteria.salaryMax ?? DEFAULT_SEARCH_CRITERIA.salaryMax,
    tagIds: [...(criteria.tagIds ?? [])],
  };
}
