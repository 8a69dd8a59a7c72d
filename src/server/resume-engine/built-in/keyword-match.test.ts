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
      // A backend ad by its technologies: Go and Rust count 3, PostgreSQL and Kubernetes 1 (tools most
      // roles list), GraphQL 3 × 0.5 (nice to have). Found: 3 + 1 + 1 of 9.5.
      matchRate: 53,
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

describe('matchKeywords: what an ad is built on counts most', () => {
  const backendResume = recognizeSkills(
    parseResume(
      '## Skills\nPython, Django, PostgreSQL, SQL, Docker, AWS\n\n## Experience\nBackend Engineer | Acme | 2019 - Present\n- Built Django APIs on PostgreSQL',
    ),
  );
  const mlAd = 'Machine Learning Engineer\n\nRequirements:\n- Python, PyTorch, TensorFlow\n- SQL, Docker, AWS, Kubernetes';
  const goAd = 'Backend Engineer (Go)\n\nRequirements:\n- Go, gRPC\n- PostgreSQL, Docker';

  const resumeWith = (skillList: string) => recognizeSkills(parseResume(`## Skills\n${skillList}`));
  const rateOf = (skillList: string, jobDescription: string) => matchKeywords(resumeWith(skillList), { jobDescription })!.matchRate;

  it("weighs an ad's language and frameworks three times the tools every ad lists", () => {
    // Go and gRPC count 3 each, PostgreSQL and Docker 1 each.
    expect([rateOf('Golang', goAd), rateOf('Docker', goAd)]).toEqual([Math.round((3 / 8) * 100), Math.round((1 / 8) * 100)]);
    // Four of the ML ad's eight terms, but the tools around it: below half.
    expect(matchKeywords(backendResume, { jobDescription: mlAd })!.matchRate).toBeLessThan(50);
  });

  it('counts the cloud and tooling of a DevOps ad as its core', () => {
    const devopsAd = 'Platform Engineer\n\nRequirements:\n- Terraform, Kubernetes, Go';
    expect(rateOf('Kubernetes', devopsAd)).toBe(rateOf('Golang', devopsAd));
  });

  it('counts a nice-to-have half as much as a requirement', () => {
    const ad = 'Backend Engineer\n\nRequirements:\n- Golang\n\nNice to have:\n- Rust';
    expect(rateOf('Golang', ad)).toBe(Math.round((3 / 4.5) * 100));
  });

  it("puts an ad of the writer's kind of role above one that shares more tools with it", () => {
    const ml = matchKeywords(backendResume, { jobDescription: mlAd }, 'backend')!.matchRate;
    const go = matchKeywords(backendResume, { jobDescription: goAd }, 'backend')!.matchRate;
    expect(go).toBeGreaterThan(ml);
  });

  it('does not count a skill the resume says it has not used', () => {
    const disclaimed = recognizeSkills(parseResume('## Summary\nI have never used Kubernetes.\n\n## Skills\nTerraform, AWS'));
    const match = matchKeywords(disclaimed, { jobDescription: 'DevOps Engineer\n\nRequirements:\n- Terraform, Kubernetes, AWS' })!;
    expect(match.missing).toContain('Kubernetes');
    expect(match.matched).toEqual(expect.arrayContaining(['Terraform', 'AWS']));
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
