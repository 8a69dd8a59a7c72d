/**
 * The candidate search's fixed values, without Zod, so code that needs only these (the screens'
 * first calls, app/preload-screen.ts) does not load the schemas.
 */
export const CANDIDATE_PAGE_SIZE = 20;
export const SEARCH_SKILLS_MAX = 30;
/** The most years of experience a search may ask for at least. */
export const MIN_YEARS_EXPERIENCE_MAX = 50;
/** The header holding the number of candidates on all pages. */
export const TOTAL_COUNT_HEADER = 'x-total-count';
/** The header saying which engine explained the page's matches ('built-in' or 'llm'). */
export const MATCH_ENGINE_HEADER = 'x-match-engine';

export const CANDIDATE_SORTS = ['match', 'recent', 'salary'] as const;
export type TCandidateSort = (typeof CANDIDATE_SORTS)[number];
export const CANDIDATE_SORT_LABEL: Record<TCandidateSort, string> = {
  match: 'Best Match',
  recent: 'Most Recent',
  salary: 'Highest Salary',
};

/** The filters the search panel starts with. */
export const DEFAULT_SEARCH_CRITERIA = {
  jobTitle: 'Software Engineer',
  skills: ['JavaScript'],
  mustHaveSkills: [] as string[],
  experienceLevel: 'any',
  location: '',
  salaryMin: 0,
  salaryMax: 300_000,
} as const;

/** Which engine wrote a match explanation: ours, or the admin's model grounded in ours. */
export const MATCH_ENGINES = ['built-in', 'llm'] as const;
export type TMatchEngine = (typeof MATCH_ENGINES)[number];
