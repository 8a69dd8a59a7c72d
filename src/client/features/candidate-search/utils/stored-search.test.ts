import { describe, expect, it } from 'vitest';
import { createDefaultSearchForm } from './search-criteria.ts';
import { parseStoredSearch } from './stored-search.ts';

describe('parseStoredSearch', () => {
  const form = createDefaultSearchForm();
  const stored = { form, run: { form, aiEnhanced: true, sort: 'salary', page: 2 } };

  it('reads back what was written', () => {
    expect(parseStoredSearch(JSON.stringify(stored))).toEqual(stored);
  });

  it('ignores missing, malformed or outdated values', () => {
    expect(parseStoredSearch(null)).toBeNull();
    expect(parseStoredSearch('{not json')).toBeNull();
    expect(parseStoredSearch(JSON.stringify({ form }))).toBeNull();
    expect(parseStoredSearch(JSON.stringify({ ...stored, run: { ...stored.run, sort: 'name' } }))).toBeNull();
    expect(parseStoredSearch(JSON.stringify({ ...stored, run: { ...stored.run, page: 0 } }))).toBeNull();
    expect(parseStoredSearch(JSON.stringify({ ...stored, form: { ...form, experienceLevel: 'guru' } }))).toBeNull();
    expect(parseStoredSearch(JSON.stringify({ ...stored, form: { ...form, salaryMin: '5' } }))).toBeNull();
    // Written before "Only this level" and minimum years: the panel starts afresh.
    const { levelIsRequired: _level, minYearsExperience: _years, ...before } = form;
    expect(parseStoredSearch(JSON.stringify({ ...stored, form: before }))).toBeNull();
    expect(parseStoredSearch(JSON.stringify({ ...stored, form: { ...form, minYearsExperience: -1 } }))).toBeNull();
  });
});
