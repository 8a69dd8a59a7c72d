import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_CRITERIA } from '#shared/candidate-search.ts';
import {
  addSkill,
  canAddSkill,
  createDefaultSearchForm,
  parseMinYearsInput,
  parseSalaryInput,
  removeSkill,
  setExperienceLevel,
  toSearchForm,
  toSearchRequest,
  toggleTag,
  toggleMustHave,
} from './search-criteria.ts';

describe('search panel criteria', () => {
  it('starts from the spec defaults', () => {
    expect(createDefaultSearchForm()).toEqual({
      jobTitle: 'Software Engineer',
      skills: ['JavaScript'],
      mustHaveSkills: [],
      experienceLevel: 'any',
      levelIsRequired: false,
      minYearsExperience: 0,
      location: '',
      salaryMin: 0,
      salaryMax: 300_000,
      tagIds: [],
    });
    // A copy: changing the form never changes the shared defaults.
    createDefaultSearchForm().skills.push('Go');
    expect(DEFAULT_SEARCH_CRITERIA.skills).toEqual(['JavaScript']);
  });

  it('parses salaries as integers; anything invalid becomes 0', () => {
    expect(parseSalaryInput('85000')).toBe(85_000);
    expect(parseSalaryInput('85000.75')).toBe(85_000);
    expect(parseSalaryInput('')).toBe(0);
    expect(parseSalaryInput('abc')).toBe(0);
    expect(parseSalaryInput('-5')).toBe(0);
    expect(parseSalaryInput('99999999999')).toBe(10_000_000);
  });

  it('adds trimmed, non-empty skills once (any case)', () => {
    expect(addSkill(['JavaScript'], '  React ')).toEqual(['JavaScript', 'React']);
    expect(addSkill(['JavaScript'], '   ')).toEqual(['JavaScript']);
    expect(addSkill(['JavaScript'], 'javascript')).toEqual(['JavaScript']);
    expect(canAddSkill(['JavaScript'], 'JAVASCRIPT')).toBe(false);
    expect(
      canAddSkill(
        Array.from({ length: 30 }, (_, i) => `s${i}`),
        'Go',
      ),
    ).toBe(false);
  });

  it('splits chips into must-have and nice-to-have skills for the request', () => {
    let form = { ...createDefaultSearchForm(), skills: ['JavaScript', 'React', 'Go'], location: '  Remote ' };
    form = toggleMustHave(form, 'React');
    expect(toSearchRequest({ form, aiEnhanced: true, sort: 'recent', page: 3 })).toEqual({
      jobTitle: 'Software Engineer',
      skills: ['JavaScript', 'Go'],
      mustHaveSkills: ['React'],
      experienceLevel: 'any',
      levelIsRequired: false,
      minYearsExperience: null,
      location: 'Remote',
      salaryMin: 0,
      salaryMax: 300_000,
      tagIds: [],
      aiEnhanced: true,
      sort: 'recent',
      page: 3,
    });
    form = toggleMustHave(form, 'React');
    expect(form.mustHaveSkills).toEqual([]);
    form = removeSkill(toggleMustHave(form, 'Go'), 'Go');
    expect(form).toMatchObject({ skills: ['JavaScript', 'React'], mustHaveSkills: [] });
  });

  it('loads saved criteria back into the panel', () => {
    expect(
      toSearchForm({
        jobTitle: 'Data Engineer',
        skills: ['Python'],
        mustHaveSkills: ['SQL'],
        experienceLevel: 'senior',
        levelIsRequired: true,
        minYearsExperience: 6,
        location: 'Berlin',
        salaryMin: null,
        salaryMax: null,
        tagIds: [7],
      }),
    ).toEqual({
      jobTitle: 'Data Engineer',
      skills: ['Python', 'SQL'],
      mustHaveSkills: ['SQL'],
      experienceLevel: 'senior',
      levelIsRequired: true,
      minYearsExperience: 6,
      location: 'Berlin',
      salaryMin: 0,
      salaryMax: 300_000,
      tagIds: [7],
    });
  });

  it('toggles tags of the filter, at most SEARCH_TAGS_MAX', () => {
    let form = toggleTag(toggleTag(createDefaultSearchForm(), 3), 4);
    expect(form.tagIds).toEqual([3, 4]);
    expect(toggleTag(form, 3).tagIds).toEqual([4]);
    for (const tagId of [5, 6, 7, 8]) form = toggleTag(form, tagId);
    expect(form.tagIds).toEqual([3, 4, 5, 6, 7]);
    expect(toSearchRequest({ form, aiEnhanced: false, sort: 'match', page: 1 }).tagIds).toEqual([3, 4, 5, 6, 7]);
  });

  it('sends "Only this level" only with a level, and a minimum of years only above 0', () => {
    const form = { ...createDefaultSearchForm(), experienceLevel: 'senior' as const, levelIsRequired: true, minYearsExperience: 5 };
    expect(toSearchRequest({ form, aiEnhanced: false, sort: 'match', page: 1 })).toMatchObject({
      experienceLevel: 'senior',
      levelIsRequired: true,
      minYearsExperience: 5,
    });
    // Back to any level: nothing to require, and the box is cleared.
    const anyLevel = setExperienceLevel(form, 'any');
    expect(anyLevel.levelIsRequired).toBe(false);
    expect(setExperienceLevel(form, 'mid').levelIsRequired).toBe(true);
    expect(toSearchRequest({ form: { ...form, experienceLevel: 'any' }, aiEnhanced: false, sort: 'match', page: 1 })).toMatchObject({
      levelIsRequired: false,
    });
    expect(toSearchRequest({ form: { ...form, minYearsExperience: 0 }, aiEnhanced: false, sort: 'match', page: 1 })).toMatchObject({
      minYearsExperience: null,
    });
  });

  it('reads minimum years as whole numbers from 0 to 50', () => {
    expect(parseMinYearsInput('7')).toBe(7);
    expect(parseMinYearsInput('7.9')).toBe(7);
    expect(parseMinYearsInput('')).toBe(0);
    expect(parseMinYearsInput('abc')).toBe(0);
    expect(parseMinYearsInput('-3')).toBe(0);
    expect(parseMinYearsInput('120')).toBe(50);
  });
});
