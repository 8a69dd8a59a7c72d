import { describe, expect, it } from 'vitest';
import { runApplicableCheck, runCheck } from '#tests/factories/resume-engine/checks.ts';
import { keywordMatchCheck, skillsFoundCheck, skillsInContextCheck, skillsSectionCheck } from './skills.ts';

const SKILLS =
  '## Skills\n\nLanguages: Go, Python, SQL, TypeScript\n\nData: PostgreSQL, Redis, Kafka\n\nCloud: AWS, Kubernetes, Docker, Terraform, React';
/** Bullets that show every skill of SKILLS in use. */
const SUPPORTING_BULLETS = [
  'Built the billing API in Go, Python and SQL on PostgreSQL with Redis caching and Kafka events',
  'Moved 30 services to Kubernetes on AWS with Docker and Terraform',
  'Rewrote the admin app in TypeScript and React',
];
const resume = (
  skills: string,
  bullets: string[] = ['Built the billing API in Go and PostgreSQL', 'Moved 30 services to Kubernetes on AWS'],
) => `# Ana Lima\n\n## Experience\n\nEngineer | Acme | 2020 - Present\n\n${bullets.map((bullet) => `- ${bullet}`).join('\n')}\n\n${skills}`;

describe('skills-section', () => {
  it('praises a grouped section naming enough technologies', () => {
    const result = runApplicableCheck(skillsSectionCheck, resume(SKILLS, SUPPORTING_BULLETS));
    expect(result).toMatchObject({ score: 1, findings: [], strengths: ['The Skills section lists 12 technologies, grouped by category'] });
  });

  it('credits only a few listed technologies the work does not show, so padding the list earns nothing', () => {
    // Go, PostgreSQL, Kubernetes and AWS are shown in use; 3 of the other 8 listed are credited.
    const result = runApplicableCheck(skillsSectionCheck, resume(SKILLS));
    expect(result.score).toBeCloseTo(7 / 8);
    const padded = `${SKILLS}, COBOL, Fortran, Haskell, MATLAB`;
    expect(runApplicableCheck(skillsSectionCheck, resume(padded)).score).toBeCloseTo(7 / 8);
  });

  it('asks for a Skills section when there is none', () => {
    const result = runApplicableCheck(skillsSectionCheck, resume(''));
    expect(result.score).toBe(0);
    expect(result.findings[0]).toMatchObject({ title: 'Add a Skills section', impact: 'high' });
  });

  it('asks for technologies in a section of soft skills', () => {
    const result = runApplicableCheck(skillsSectionCheck, resume('## Skills\n\nCommunication, leadership, Python'));
    expect(result.findings[0]).toMatchObject({
      title: 'List your technologies in the Skills section',
      impact: 'medium',
      lines: [{ line: 12, text: 'Communication, leadership, Python' }],
    });
    expect(result.score).toBeCloseTo(1 / 8);
  });

  it('asks to group a long flat list', () => {
    const flat = '## Skills\n\nGo, Python, SQL, TypeScript, PostgreSQL, Redis, Kafka, AWS, Kubernetes, Docker, Terraform, React, Vue.js';
    const result = runApplicableCheck(skillsSectionCheck, resume(flat, SUPPORTING_BULLETS));
    expect(result.findings).toEqual([expect.objectContaining({ title: 'Group your skills by category', impact: 'low' })]);
    expect(result.score).toBeCloseTo(0.9);
  });
});

describe('skills-in-context without a target role', () => {
  it("judges unsupported listed skills against the resume's own headline", () => {
    const markdown = `# Ana Lima\n\niOS Developer\n\n## Experience\n\niOS Developer | Acme | 2020 - Present\n\n- Built the app in Swift and SwiftUI\n\n## Skills\n\nSwift, SwiftUI, Salesforce, Adobe Photoshop`;
    const result = runApplicableCheck(skillsInContextCheck, markdown);
    expect(result.findings.map((finding) => finding.title)).toContain('Keep the skills list to what the iOS Developer role needs');
  });
});

describe('skills-found', () => {
  it('counts every distinct technology in the resume', () => {
    expect(runApplicableCheck(skillsFoundCheck, resume(SKILLS, SUPPORTING_BULLETS)).strengths[0]).toMatch(
      /^12 technologies recognised, led by /,
    );
  });

  it('asks for more when few are named', () => {
    const result = runApplicableCheck(skillsFoundCheck, resume('## Skills\n\nGo, SQL', ['Built the billing API in Go and SQL']));
    expect(result.findings[0]).toMatchObject({ title: 'Name more of the technologies you use', impact: 'high' });
    expect(result.score).toBeCloseTo(2 / 12);
  });

  it('gives no credit for listed skills that nothing in the work supports', () => {
    const supported = runApplicableCheck(skillsFoundCheck, resume('## Skills\n\nGo, SQL', ['Built the billing API in Go and SQL']));
    const padded = runApplicableCheck(
      skillsFoundCheck,
      resume('## Skills\n\nGo, SQL\n\nOther: COBOL, Salesforce, MATLAB, Solidity', ['Built the billing API in Go and SQL']),
    );
    expect(padded.score).toBe(supported.score);
  });
});

describe('skills-in-context', () => {
  it('praises listed skills the work shows', () => {
    const result = runApplicableCheck(
      skillsInContextCheck,
      resume('## Skills\n\nGo, PostgreSQL, Kubernetes, AWS, Redis', SUPPORTING_BULLETS),
    );
    expect(result).toMatchObject({ score: 1, findings: [], strengths: ['5 of 5 listed skills are backed by experience or projects'] });
  });

  it('charges for each listed skill nothing supports and points at the lines listing them', () => {
    const skills = '## Skills\n\nLanguages: Go, Python, SQL, TypeScript\n\nOther: COBOL, Salesforce, MATLAB, Solidity';
    const result = runApplicableCheck(skillsInContextCheck, resume(skills, SUPPORTING_BULLETS));
    expect(result.findings).toEqual([
      expect.objectContaining({
        title: 'Show your skills in action',
        impact: 'medium',
        lines: [{ line: 15, text: 'Other: COBOL, Salesforce, MATLAB, Solidity' }],
      }),
    ]);
    expect(result.findings[0]?.description).toContain('4 listed skills, such as');
    // 1 − (4 − 2 allowed) × 0.15.
    expect(result.score).toBeCloseTo(0.7);
  });

  it('with a target role, charges more for unsupported skills unrelated to it and names them', () => {
    const skills = '## Skills\n\nLanguages: Go, Python, SQL, TypeScript\n\nOther: Adobe Photoshop';
    const withoutRole = runApplicableCheck(skillsInContextCheck, resume(skills, SUPPORTING_BULLETS));
    const withRole = runApplicableCheck(skillsInContextCheck, resume(skills, SUPPORTING_BULLETS), { targetRole: 'Backend Developer' });
    expect(withRole.findings.map((finding) => finding.title)).toEqual([
      'Show your skills in action',
      'Keep the skills list to what the Backend Developer role needs',
    ]);
    expect(withRole.score).toBeLessThan(withoutRole.score!);
  });

  it('calls a skill unrelated only when it is from another field, and costs overall points for each', () => {
    const unrelatedTitle = 'Keep the skills list to what the Frontend Developer role needs';
    const run = (other: string, targetRole: string) =>
      runApplicableCheck(
        skillsInContextCheck,
        resume(`## Skills\n\nLanguages: Go, Python, SQL, TypeScript\n\nOther: ${other}`, SUPPORTING_BULLETS),
        {
          targetRole,
        },
      );
    // Tests, CI, databases and cloud belong to every field; a language gets the benefit of the doubt.
    const everyField = run('Jest, GitHub Actions, MongoDB, Azure, Fortran', 'Frontend Developer');
    expect(everyField.findings.map((finding) => finding.title)).not.toContain(unrelatedTitle);
    const otherFields = run('Tableau, Unity, Salesforce', 'Frontend Developer');
    expect(otherFields.findings.find((finding) => finding.title === unrelatedTitle)?.description).toMatch(
      /^Salesforce, Tableau and Unity are unrelated to the role/,
    );
    expect(otherFields.overallPenalty).toBeGreaterThan(everyField.overallPenalty!);
    // A role that names no field has no unrelated skills.
    const generic = run('Tableau, Unity, Salesforce', 'Software Engineer');
    expect(generic.findings.map((finding) => finding.title)).toEqual(['Show your skills in action']);
  });

  it('names listed skills the work never mentions', () => {
    const result = runApplicableCheck(skillsInContextCheck, resume(SKILLS, ['Built the billing API', 'Moved 30 services to the cloud']));
    expect(result.findings[0]?.description).toContain('12 listed skills, such as');
    expect(result.score).toBe(0);
  });

  it('does not apply without a Skills section or without work', () => {
    expect(runCheck(skillsInContextCheck, resume(''))).toBeNull();
    expect(runCheck(skillsInContextCheck, `# Ana Lima\n\n${SKILLS}`)).toBeNull();
  });
});

describe('keyword-match', () => {
  it('does not apply without a target', () => {
    expect(runCheck(keywordMatchCheck, resume(SKILLS))).toBeNull();
  });

  it('lists the missing keywords of a job description, most wanted first', () => {
    const jobDescription = 'Requirements:\n- Go and PostgreSQL\n- Rust\n\nNice to have:\n- GraphQL';
    const result = runApplicableCheck(keywordMatchCheck, resume(SKILLS), { jobDescription });
    // Go and Rust count 3, PostgreSQL 1 (a tool most ads list), GraphQL 3 × 0.5 (nice to have): 4 of 8.5
    // (47 %), blended with how near the resume's kind of role is to the ad's: 43 %.
    expect(result.findings[0]).toMatchObject({ title: 'Add the missing keywords you have', impact: 'high' });
    expect(result.findings[0]?.description).toContain(
      "2 of 4 keywords for the job description: a 43% match, as the ad's core skills count most. Missing: Rust and GraphQL.",
    );
    expect(result.score).toBeCloseTo(43 / 80);
  });

  it('only advises, without a score, when the role is unknown', () => {
    const result = runApplicableCheck(keywordMatchCheck, resume(SKILLS), { targetRole: 'Astronaut' });
    expect(result.score).toBeNull();
    expect(result.findings[0]?.description).toContain("the role 'Astronaut'");
  });
});
