import { describe, expect, it } from 'vitest';
import { parseResume } from '../parse/parse-resume.ts';
import { recognizeSkills } from '../skills/recognize-skills.ts';
import { matchAdTerms, matchKeywords } from './keyword-match.ts';
import { buildResume } from '#tests/factories/resume-engine/sample-resumes.ts';

const skills = recognizeSkills(parseResume(buildResume()));

describe('matchKeywords', () => {
  it('is null without a target role or job description', () => {
    expect(matchKeywords(skills, {})).toBeNull();
    expect(matchKeywords(skills, { targetRole: '  ', jobDescription: '' })).toBeNull();
  });

  it("compares with a target role's core skills", () => {
    const match = matchKeywords(skills, { targetRole: 'Backend Engineer' })!;
    expect(match.targetRole).toBe('Backend Developer');
    expect(match.fromJobDescription).toBe(false);
    expect(match.matched).toEqual(expect.arrayContaining(['PostgreSQL', 'Docker']));
    expect(match.matchRate).toBe(Math.round((match.matched.length / (match.matched.length + match.missing.length)) * 100));
  });

  it('compares with a job description, required skills first among the missing', () => {
    const jobDescription = 'Requirements:\n- Go, PostgreSQL and Kubernetes\n- Rust\n\nNice to have:\n- GraphQL';
    expect(matchKeywords(skills, { jobDescription })).toEqual({
      targetRole: null,
      fromJobDescription: true,
      matchRate: 60,
      matched: expect.arrayContaining(['Go', 'PostgreSQL', 'Kubernetes']),
      missing: ['Rust', 'GraphQL'],
    });
  });

  it('joins a job description with the role, and names the role as given when it knows none', () => {
    const both = matchKeywords(skills, { targetRole: 'Frontend Developer', jobDescription: 'Requirements:\n- Go, Rust' })!;
    expect(both).toMatchObject({ targetRole: 'Frontend Developer', fromJobDescription: true });
    expect(both.matched[0]).toBe('Go');
    expect(both.missing.slice(0, 2)).toEqual(['Rust', 'JavaScript']);
    expect(matchKeywords(skills, { targetRole: 'Astronaut' })).toEqual({
      targetRole: 'Astronaut',
      fromJobDescription: false,
      matchRate: 0,
      matched: [],
      missing: [],
    });
  });
});

describe('matchAdTerms', () => {
  const ad = 'Requirements:\n- Go, PostgreSQL and Kubernetes\n- Rust\n\nNice to have:\n- GraphQL';

  it("lists the ad's terms, required first, each with whether the resume mentions it", () => {
    expect(matchAdTerms(skills, ad)).toEqual([
      { name: expect.any(String), isRequired: true, isMentioned: true },
      { name: expect.any(String), isRequired: true, isMentioned: true },
      { name: expect.any(String), isRequired: true, isMentioned: true },
      { name: 'Rust', isRequired: true, isMentioned: false },
      { name: 'GraphQL', isRequired: false, isMentioned: false },
    ]);
  });

  it("holds the same terms as the analysis's keyword match with the same ad, so the two never disagree", () => {
    const terms = matchAdTerms(skills, ad);
    const match = matchKeywords(skills, { jobDescription: ad })!;
    expect(terms.filter((term) => term.isMentioned).map((term) => term.name)).toEqual(match.matched);
    expect(terms.filter((term) => !term.isMentioned).map((term) => term.name)).toEqual(match.missing);
  });

  it('is empty for an ad that names no technology', () => {
    expect(matchAdTerms(skills, 'A friendly team in a nice office.')).toEqual([]);
  });
});
