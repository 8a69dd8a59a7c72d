import { describe, expect, it } from 'vitest';
import {
  EMPTY_JOB_SEARCH,
  formatShowingRange,
  getLastPage,
  isFilteredSearch,
  parseSalaryAmount,
  parseSkillList,
  readJobSearch,
  readJobSearchForm,
  toJobSearchForm,
  toJobSearchParams,
  type TJobSearch,
} from './job-search.ts';

const FULL_SEARCH: TJobSearch = {
  q: 'go engineer',
  skills: ['Go', 'PostgreSQL'],
  isRemoteOnly: true,
  level: 'senior',
  salaryMin: 60000,
  page: 2,
};

describe('readJobSearch and toJobSearchParams', () => {
  it('round-trips a full search through the address', () => {
    const params = toJobSearchParams(FULL_SEARCH);
    expect(params.toString()).toBe('q=go+engineer&skills=Go%2CPostgreSQL&remote=true&level=senior&salaryMin=60000&page=2');
    expect(readJobSearch(params)).toEqual(FULL_SEARCH);
  });

  it('leaves out what is not set, page 1 included', () => {
    expect(toJobSearchParams(EMPTY_JOB_SEARCH).toString()).toBe('');
    expect(readJobSearch(new URLSearchParams())).toEqual(EMPTY_JOB_SEARCH);
  });

  it('drops values the server would refuse instead of failing the search', () => {
    const search = readJobSearch(new URLSearchParams('level=guru&salaryMin=-5&page=0&remote=yes'));
    expect(search).toEqual(EMPTY_JOB_SEARCH);
    expect(readJobSearch(new URLSearchParams('page=2.5&salaryMin=123456789')).page).toBe(1);
    expect(readJobSearch(new URLSearchParams('salaryMin=123456789')).salaryMin).toBeNull();
  });

  it('cleans the skills of a hand-written address', () => {
    expect(readJobSearch(new URLSearchParams('skills= React,,react , Go')).skills).toEqual(['React', 'Go']);
  });
});

describe('the search form', () => {
  it('shows a search as text and reads it back from page 1', () => {
    const form = toJobSearchForm(FULL_SEARCH);
    expect(form).toEqual({ q: 'go engineer', skills: 'Go, PostgreSQL', isRemoteOnly: true, level: 'senior', salaryMin: '60000' });
    expect(readJobSearchForm(form)).toEqual({ ...FULL_SEARCH, page: 1 });
  });

  it('trims the title words and reads an empty form as no filter', () => {
    expect(readJobSearchForm({ q: '  go   engineer ', skills: ' , ', isRemoteOnly: false, level: 'any', salaryMin: '' })).toEqual({
      ...EMPTY_JOB_SEARCH,
      q: 'go engineer',
    });
  });
});

describe('parsing typed values', () => {
  it('reads a skill list', () => {
    expect(parseSkillList('React, TypeScript ,react,')).toEqual(['React', 'TypeScript']);
  });

  it('reads the digits of an amount, capped', () => {
    expect(parseSalaryAmount('60,000')).toBe(60000);
    expect(parseSalaryAmount('€ 60 000')).toBe(60000);
    expect(parseSalaryAmount('abc')).toBeNull();
    expect(parseSalaryAmount('999999999')).toBe(10_000_000);
  });
});

describe('isFilteredSearch', () => {
  it('is false for the whole board on any page', () => {
    expect(isFilteredSearch({ ...EMPTY_JOB_SEARCH, page: 3 })).toBe(false);
    expect(isFilteredSearch({ ...EMPTY_JOB_SEARCH, isRemoteOnly: true })).toBe(true);
  });
});

describe('paging', () => {
  it('counts pages and the range shown', () => {
    expect(getLastPage(0, 20)).toBe(1);
    expect(getLastPage(41, 20)).toBe(3);
    expect(formatShowingRange({ page: 2, pageSize: 20, count: 20, total: 57 })).toBe('Showing 21-40 of 57 jobs');
    expect(formatShowingRange({ page: 1, pageSize: 20, count: 1, total: 1 })).toBe('Showing 1-1 of 1 job');
  });
});
