import { describe, expect, it } from 'vitest';
import { findCareerStartYear } from './career-start.ts';

const WRITTEN = new Date('2026-06-01T00:00:00Z');

describe('findCareerStartYear', () => {
  it('takes the earliest dated role of the work history', () => {
    const history = 'Senior Engineer, Lumen Ledger (2021–present)\nEngineer, Redbud Health (Jul 2016 – Mar 2021)';
    expect(findCareerStartYear([history], WRITTEN)).toBe(2016);
  });

  it('counts a stated length back from the year it was written', () => {
    expect(findCareerStartYear(['9 years building software'], WRITTEN)).toBe(2017);
    expect(findCareerStartYear(['Backend engineer with 10+ years of experience in Go'], WRITTEN)).toBe(2016);
  });

  it('keeps the earlier of a stated length and the dated roles', () => {
    expect(findCareerStartYear(['12 years in payments', 'Staff Engineer, Acme (2019 – Present)'], WRITTEN)).toBe(2014);
  });

  it('ignores single dates, ages, moments and numbers that are not a career', () => {
    expect(findCareerStartYear(['Shipped v2 in 2022; joined 3 years ago', 'Mentored a 25 years old intern'], WRITTEN)).toBeNull();
    expect(findCareerStartYear(['Maintains a 60 years old mainframe'], WRITTEN)).toBeNull();
    expect(findCareerStartYear(['Engineer (2030 – Present)'], WRITTEN)).toBeNull();
  });

  it('says nothing without texts', () => {
    expect(findCareerStartYear([null, ''], WRITTEN)).toBeNull();
  });
});
