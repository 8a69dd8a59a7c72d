import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_CRITERIA } from '#shared/candidate-search.ts';
import {
  addSkill,
  canAddSkill,
  createDefaultSearchForm,
  parseSalaryInput,
  removeSkill,
  toSearchForm,
  toSearchRequest,
  toggleMustHave,
} from './search-criteria.ts';

describe('search panel criteria', () => {
  it('starts from the spec defaults', () => {
    expect(createDefaultSearchForm()).toEqual({
      jobTitle: 'Software Engineer',
      skills: ['JavaScript'],
      mustHaveSkills: [],
      experienceLevel: 'any',
      location: '',
      salaryMin: 0,
      salaryMax: 300_000,
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
      location: 'Remote',
      salaryMin: 0,
      salaryMax: 300_000,
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
        location: 'Berlin',
        salaryMin: null,
        salaryMax: null,
      }),
    ).toEqual({
      jobTitle: 'Data Engineer',
      skills: ['Python', 'SQL'],
      mustHaveSkills: ['SQL'],
      experienceLevel: 'senior',
      location: 'Berlin',
      salaryMin: 0,
      salaryMax: 300_000,
    });
  });
});
