import { describe, expect, it } from 'vitest';
import { createResumeTitle, numberResumeTitle } from './resume-title.ts';

const DAY = new Date('2026-11-28T23:59:00Z');

describe('createResumeTitle', () => {
  it('names a version by what it is and the UTC day it was made', () => {
    expect(createResumeTitle({ source: 'improved', role: 'Backend Engineer', date: DAY })).toBe('Improved for Backend Engineer — 28 Nov');
    expect(createResumeTitle({ source: 'built', date: DAY })).toBe('Built with the builder — 28 Nov');
    expect(createResumeTitle({ source: 'imported', date: DAY })).toBe('Imported from JSON Resume — 28 Nov');
    expect(createResumeTitle({ source: 'improved', role: 'x', date: new Date('2026-09-05T00:00:00Z') })).toBe('Improved for x — 5 Sep');
  });

  it('leaves an upload to its file name', () => {
    expect(createResumeTitle({ source: 'uploaded', role: 'Backend Engineer', date: DAY })).toBeNull();
  });

  it('says only "Improved" without a role, and tidies or shortens one', () => {
    expect(createResumeTitle({ source: 'improved', role: '', date: DAY })).toBe('Improved — 28 Nov');
    expect(createResumeTitle({ source: 'improved', role: null, date: DAY })).toBe('Improved — 28 Nov');
    expect(createResumeTitle({ source: 'improved', role: '  Senior \n Data   Scientist ', date: DAY })).toBe(
      'Improved for Senior Data Scientist — 28 Nov',
    );
    const long = createResumeTitle({ source: 'improved', role: 'Engineer '.repeat(20), date: DAY })!;
    expect(long).toMatch(/^Improved for (Engineer ){5,}Engineer… — 28 Nov$/);
    expect(long.length).toBeLessThan(90);
  });
});

describe('numberResumeTitle', () => {
  it('numbers a title the owner already has, ignoring case', () => {
    expect(numberResumeTitle('Improved — 28 Nov', [])).toBe('Improved — 28 Nov');
    expect(numberResumeTitle('Improved — 28 Nov', ['improved — 28 nov'])).toBe('Improved — 28 Nov (2)');
    expect(numberResumeTitle('Improved — 28 Nov', ['Improved — 28 Nov', 'Improved — 28 Nov (2)'])).toBe('Improved — 28 Nov (3)');
  });
});
