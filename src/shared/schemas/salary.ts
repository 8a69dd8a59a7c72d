/** Salary fields shared by profiles, candidate search and jobs. */
import { z } from 'zod';
import { SALARY_MAX } from '../profile-values.ts';

/** A whole, non-negative amount up to SALARY_MAX, or null; messages name the field (`label`). */
export function createSalarySchema(label: string) {
  return z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(SALARY_MAX, `${label} is too large`)
    .nullish()
    .transform((value) => value ?? null);
}

/** For `.refine(isSalaryRangeOrdered, SALARY_RANGE_ERROR)`: a minimum above the maximum is refused on salaryMin. */
export const isSalaryRangeOrdered = (body: { salaryMin?: number | null; salaryMax?: number | null }) =>
  body.salaryMin == null || body.salaryMax == null || body.salaryMin <= body.salaryMax;

export const SALARY_RANGE_ERROR = { message: 'Minimum salary cannot be higher than maximum salary', path: ['salaryMin'] };
