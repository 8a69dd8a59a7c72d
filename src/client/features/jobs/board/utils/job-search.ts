/**
 * The job board's search as it lives in the address
 * (`/jobs?q=go&skills=Go,PostgreSQL&remote=true&level=senior&salaryMin=60000&page=2`), so a reload,
 * a shared link or Back shows the same search. The board's API takes the same names, so one query
 * string serves both. Values are read leniently: one the server would refuse (a hand-edited level,
 * a page of 0) is dropped instead of failing the whole search.
 */
import { EXPERIENCE_LEVELS, SALARY_MAX, type TExperienceLevel } from '#shared/profile-values.ts';
import { toUniqueSkills } from '#shared/skill-list.ts';

export type TJobSearch = {
  /** Words the title must each hold. */
  q: string;
  /** Jobs asking for any of them. */
  skills: string[];
  isRemoteOnly: boolean;
  level: TExperienceLevel | null;
  salaryMin: number | null;
  page: number;
};

/** What the search form edits: text as typed, 'any' for no level. */
export type TJobSearchForm = {
  q: string;
  skills: string;
  isRemoteOnly: boolean;
  level: TExperienceLevel | 'any';
  salaryMin: string;
};

/** The server's limits on the query's text (ZJobBoardQuerySchema). */
export const JOB_SEARCH_TEXT_MAX = 200;
export const JOB_SEARCH_SKILLS_MAX_CHARS = 600;
const PAGE_MAX = 999_999;

export const EMPTY_JOB_SEARCH: TJobSearch = { q: '', skills: [], isRemoteOnly: false, level: null, salaryMin: null, page: 1 };

/** 'React, go ,, React' -> ['React', 'go']. */
export function parseSkillList(text: string): string[] {
  return toUniqueSkills(text.split(',').map((skill) => skill.trim()));
}

/** The digits of a typed amount ('60,000' and '60 000' read 60000), at most SALARY_MAX; null without digits. */
export function parseSalaryAmount(text: string): number | null {
  const digits = text.replace(/\D/g, '');
  return digits ? Math.min(Number(digits), SALARY_MAX) : null;
}

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= PAGE_MAX ? page : 1;
}

export function readJobSearch(searchParams: URLSearchParams): TJobSearch {
  const level = searchParams.get('level');
  const salaryMin = searchParams.get('salaryMin') ?? '';
  return {
    q: (searchParams.get('q') ?? '').trim().slice(0, JOB_SEARCH_TEXT_MAX),
    skills: parseSkillList((searchParams.get('skills') ?? '').slice(0, JOB_SEARCH_SKILLS_MAX_CHARS)),
    isRemoteOnly: searchParams.get('remote') === 'true',
    level: EXPERIENCE_LEVELS.find((value) => value === level) ?? null,
    salaryMin: /^\d{1,8}$/.test(salaryMin) ? parseSalaryAmount(salaryMin) : null,
    page: readPage(searchParams.get('page')),
  };
}

/** The address's (and the API's) query for a search: only what is set, page 1 left out. */
export function toJobSearchParams(search: TJobSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.skills.length > 0) params.set('skills', search.skills.join(','));
  if (search.isRemoteOnly) params.set('remote', 'true');
  if (search.level) params.set('level', search.level);
  if (search.salaryMin !== null) params.set('salaryMin', String(search.salaryMin));
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}

export function toJobSearchForm(search: TJobSearch): TJobSearchForm {
  return {
    q: search.q,
    skills: search.skills.join(', '),
    isRemoteOnly: search.isRemoteOnly,
    level: search.level ?? 'any',
    salaryMin: search.salaryMin === null ? '' : String(search.salaryMin),
  };
}

/** The search a submitted form asks for, from its first page. */
export function readJobSearchForm(form: TJobSearchForm): TJobSearch {
  return {
    q: form.q.trim().replace(/\s+/g, ' '),
    skills: parseSkillList(form.skills),
    isRemoteOnly: form.isRemoteOnly,
    level: form.level === 'any' ? null : form.level,
    salaryMin: parseSalaryAmount(form.salaryMin),
    page: 1,
  };
}

/** True when the search narrows the board at all (the empty state then offers to clear it). */
export function isFilteredSearch(search: TJobSearch): boolean {
  return toJobSearchParams({ ...search, page: 1 }).size > 0;
}

/** The number of the last page (at least 1). */
export function getLastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** 'Showing 21-40 of 57 jobs' for page 2 holding 20. */
export function formatShowingRange({ page, pageSize, count, total }: { page: number; pageSize: number; count: number; total: number }) {
  const first = count === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = count === 0 ? 0 : first + count - 1;
  return `Showing ${first}-${last} of ${total} ${total === 1 ? 'job' : 'jobs'}`;
}
