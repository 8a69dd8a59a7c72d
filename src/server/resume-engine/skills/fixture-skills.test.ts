/** Skill recall on the Word fixtures and the held-out resumes, against lists written by hand. */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  FIXTURE_SKILLS,
  HELD_OUT_RESUMES,
  measureFixtureSkillRecall,
  type TFixtureSkillRecall,
} from '#tests/factories/resume-engine/fixture-skills.ts';
import { measureSkillRecall } from './skill-recall.ts';
import { findSkillByName } from './taxonomy.ts';

const MIN_RECALL = 0.9;
const MIN_PRECISION = 0.9;

describe('skill recall', () => {
  let results: TFixtureSkillRecall[];
  beforeAll(async () => {
    results = await measureFixtureSkillRecall();
  });

  it('measures every fixture and held-out resume', () => {
    expect(results.map((result) => result.fixture)).toEqual([
      ...Object.keys(FIXTURE_SKILLS),
      ...HELD_OUT_RESUMES.map((resume) => resume.name),
    ]);
  });

  it('writes the expected lists in canonical names', () => {
    for (const names of [...Object.values(FIXTURE_SKILLS), ...HELD_OUT_RESUMES.map((resume) => resume.skills)])
      for (const name of names) expect(findSkillByName(name)?.name, name).toBe(name);
  });

  it(`finds at least ${MIN_RECALL * 100}% of what a reader lists, in every resume`, () => {
    for (const result of results)
      expect(result.recall, `${result.fixture} misses ${result.missing.join(', ')}`).toBeGreaterThanOrEqual(MIN_RECALL);
  });

  it(`keeps precision at ${MIN_PRECISION * 100}% or more`, () => {
    for (const result of results)
      expect(result.precision, `${result.fixture} adds ${result.unexpected.join(', ')}`).toBeGreaterThanOrEqual(MIN_PRECISION);
  });
});

describe('measureSkillRecall', () => {
  it('compares as sets', () => {
    expect(measureSkillRecall(['Go', 'Rust', 'C', 'C'], ['Go', 'Java'])).toEqual({
      recall: 1 / 3,
      precision: 0.5,
      missing: ['C', 'Rust'],
      unexpected: ['Java'],
    });
    expect(measureSkillRecall([], [])).toEqual({ recall: 1, precision: 1, missing: [], unexpected: [] });
  });
});
