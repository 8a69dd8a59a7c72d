import { describe, expect, it } from 'vitest';
import type { TJob } from '#shared/schemas/jobs.ts';
import { ANY_LEVEL, NEW_JOB_VALUES, toJobFields, toJobFormValues, validateJobFields } from './job-form.ts';

const SAVED_JOB: TJob = {
  id: 7,
  status: 'open',
  title: 'Platform Engineer',
  description: '## About\nCalm on-call.',
  requiredSkills: ['Go', 'Kubernetes'],
  niceToHaveSkills: ['Rust'],
  experienceLevel: null,
  location: null,
  workplaceType: 'remote',
  salaryMin: 90_000,
  salaryMax: null,
  salaryCurrency: 'EUR',
  employmentType: 'contract',
  publishedAt: '2025-03-04T10:00:00.000Z',
  closedAt: null,
  createdAt: '2025-03-04T10:00:00.000Z',
  updatedAt: '2025-03-04T10:00:00.000Z',
  company: { id: 7, employerId: 3, name: 'Acme', website: null, size: null, location: null, about: null, logoUrl: null },
};

describe('the job form', () => {
  it('loads a saved job and sends it back unchanged', () => {
    const values = toJobFormValues(SAVED_JOB);
    expect(values).toMatchObject({ experienceLevel: ANY_LEVEL, location: '', salaryMin: '90000', salaryMax: '' });
    expect(toJobFields(values)).toEqual({
      title: 'Platform Engineer',
      description: '## About\nCalm on-call.',
      requiredSkills: ['Go', 'Kubernetes'],
      niceToHaveSkills: ['Rust'],
      experienceLevel: null,
      location: '',
      workplaceType: 'remote',
      salaryMin: 90_000,
      salaryMax: null,
      salaryCurrency: 'EUR',
      employmentType: 'contract',
    });
  });

  it('names each wrong field with the server’s message', () => {
    const errors = validateJobFields(toJobFields({ ...NEW_JOB_VALUES, title: 'QA', salaryMin: '120000', salaryMax: '80000' }));
    expect(errors).toEqual({
      title: 'Job title must be at least 3 characters long',
      salaryMin: 'Minimum salary cannot be higher than maximum salary',
    });
    expect(validateJobFields(toJobFields({ ...NEW_JOB_VALUES, title: 'Tester', salaryMax: '12k' }))).toEqual({
      salaryMax: 'Maximum salary must be a number',
    });
  });

  it('accepts a new job with a title alone', () => {
    expect(validateJobFields(toJobFields({ ...NEW_JOB_VALUES, title: 'Frontend Engineer' }))).toEqual({});
  });
});
