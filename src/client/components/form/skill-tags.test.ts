import { describe, expect, it } from 'vitest';
import { JOB_SKILLS_MAX } from '#shared/job-values.ts';
import { canAddSkill, getNewSuggestions, getSkillAddProblem } from './skill-tags.ts';

describe('skill tags', () => {
  it('adds new, non-blank skills', () => {
    expect(canAddSkill(['React'], ' TypeScript ')).toBe(true);
    expect(canAddSkill(['React'], '   ')).toBe(false);
    expect(getSkillAddProblem(['React'], '   ')).toBeNull();
  });

  it('refuses a repeat in another case, and a full list', () => {
    expect(getSkillAddProblem(['React'], ' react ')).toBe('react is already in the list.');
    expect(canAddSkill(['React'], 'REACT')).toBe(false);
    const full = Array.from({ length: JOB_SKILLS_MAX }, (_, index) => `Skill ${index}`);
    expect(getSkillAddProblem(full, 'Go')).toBe(`At most ${JOB_SKILLS_MAX} skills.`);
    expect(canAddSkill(full, 'Go')).toBe(false);
  });

  it('offers only suggestions not yet chosen', () => {
    expect(getNewSuggestions(['React', 'React Native', 'Redux'], ['react', 'Redux'])).toEqual(['React Native']);
  });
});
