/**
 * The employer's current search, kept in sessionStorage: opening a candidate's profile and coming
 * back shows the same criteria, page and order (the results come from the query cache).
 */
import { CANDIDATE_SORTS } from '#shared/candidate-search.ts';
import { EXPERIENCE_LEVELS } from '#shared/profile-values.ts';
import { createDefaultSearchForm, type TSearchForm, type TSearchRun } from './search-criteria.ts';

const STORED_SEARCH_KEY = 'employerCandidateSearch';

type TStoredSearch = { form: TSearchForm; run: TSearchRun };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isText = (value: unknown): value is string => typeof value === 'string';
const isTextList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isText);
const isWholeNumber = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

function isSearchForm(value: unknown): value is TSearchForm {
  return (
    isRecord(value) &&
    isText(value.jobTitle) &&
    isTextList(value.skills) &&
    isTextList(value.mustHaveSkills) &&
    (value.experienceLevel === 'any' || EXPERIENCE_LEVELS.some((level) => level === value.experienceLevel)) &&
    typeof value.levelIsRequired === 'boolean' &&
    isWholeNumber(value.minYearsExperience) &&
    isText(value.location) &&
    isWholeNumber(value.salaryMin) &&
    isWholeNumber(value.salaryMax) &&
    // Stored before the tag filter existed: none.
    (value.tagIds === undefined || (Array.isArray(value.tagIds) && value.tagIds.every(isWholeNumber)))
  );
}

const withTagIds = (form: TSearchForm): TSearchForm => ({ ...form, tagIds: form.tagIds ?? [] });

function isSearchRun(value: unknown): value is TSearchRun {
  return (
    isRecord(value) &&
    isSearchForm(value.form) &&
    typeof value.aiEnhanced === 'boolean' &&
    CANDIDATE_SORTS.some((sort) => sort === value.sort) &&
    isWholeNumber(value.page) &&
    value.page >= 1
  );
}

/** The stored search, or null when there is none or it is not the shape this version writes. */
export function parseStoredSearch(raw: string | null): TStoredSearch | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isRecord(parsed) && isSearchForm(parsed.form) && isSearchRun(parsed.run)
      ? { form: withTagIds(parsed.form), run: { ...parsed.run, form: withTagIds(parsed.run.form) } }
      : null;
  } catch {
    return null;
  }
}

function readStoredSearch(): TStoredSearch | null {
  try {
    return parseStoredSearch(sessionStorage.getItem(STORED_SEARCH_KEY));
  } catch {
    return null;
  }
}

/** The search the tab opens with: the stored one, or the panel's defaults, best matches first. */
export function readInitialSearch(): TStoredSearch {
  const stored = readStoredSearch();
  if (stored) return stored;
  const form = createDefaultSearchForm();
  return { form, run: { form, aiEnhanced: false, sort: 'match', page: 1 } };
}

export function writeStoredSearch(search: TStoredSearch): void {
  try {
    sessionStorage.setItem(STORED_SEARCH_KEY, JSON.stringify(search));
  } catch {
    // Storage unavailable: the search starts from the defaults next time.
  }
}
