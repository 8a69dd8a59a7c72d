import { describe, expect, it } from 'vitest';
import { parseResume } from '#server/resume-engine/parse/parse-resume.ts';
import { recognizeSkills } from '#server/resume-engine/skills/recognize-skills.ts';
import { composeSummary, isWeakSummary, rewriteSummary } from './summary.ts';

const RESUME = `# Jane Doe

Backend Engineer

## Skills

Languages: Go, Python, SQL

## Experience

Senior Engineer | Acme Corp | Jan 2021 - Present

- Built the billing API in Go

Engineer | Globex | Jun 2017 - Dec 2020

- Built pipelines in Python

## Education

B.S. in Computer Science | Stanford University | 2017
`;

function compose(markdown: string, targetRole?: string) {
  const document = parseResume(markdown);
  return composeSummary(document, recognizeSkills(document), targetRole);
}

describe('composeSummary', () => {
  it('states the title, the first year of a current career, the top skills and the employer', () => {
    expect(compose(RESUME)).toBe(
      'Backend Engineer with professional experience since 2017, skilled in Go, Python and SQL. Currently Senior Engineer at Acme Corp.',
    );
  });

  it('names the degree instead when no role is current', () => {
    expect(compose(RESUME.replace('Jan 2021 - Present', 'Jan 2021 - Mar 2023'))).toBe(
      'Backend Engineer skilled in Go, Python and SQL. B.S. in Computer Science, Stanford University (2017).',
    );
  });

  it('leads with the skills a target role asks for', () => {
    expect(compose(RESUME, 'Data Engineer')).toMatch(/skilled in (?:Python, SQL|SQL, Python) and Go\./);
  });

  it('composes nothing without a title, or with a title alone', () => {
    expect(compose('# Jane Doe\n\n## Skills\n\nGo, Python')).toBeNull();
    expect(compose('# Jane Doe\n\nBackend Engineer\n\n## Interests\n\nChess')).toBeNull();
  });
});

describe('rewriteSummary', () => {
  const composed = 'Backend Engineer skilled in Go.';

  it('replaces an objective with the composed summary', () => {
    const rewrite = rewriteSummary({
      paragraphs: ['Seeking a challenging role in a growing company.'],
      heading: 'Objective',
      composed,
      skillsInSummary: [],
    });
    expect(rewrite.paragraphs).toEqual([composed]);
    expect(rewrite.changes.map((change) => [change.kind, change.before, change.after])).toEqual([
      ['summary', 'Seeking a challenging role in a growing company.', composed],
    ]);
  });

  it('keeps a weak summary that states a number or a skill the composed one leaves out', () => {
    const withNumber = rewriteSummary({
      paragraphs: ['Seeking a role after 3 years at Acme.'],
      heading: 'Objective',
      composed,
      skillsInSummary: [],
    });
    expect(withNumber.paragraphs).toEqual(['Seeking a role after 3 years at Acme.']);
    const document = parseResume('# Jane\n\n## Objective\n\nSeeking a Rust role.');
    const withSkill = rewriteSummary({
      paragraphs: ['Seeking a Rust role.'],
      heading: 'Objective',
      composed,
      skillsInSummary: recognizeSkills(document),
    });
    expect(withSkill.paragraphs).toEqual(['Seeking a Rust role.']);
  });

  it('keeps a real summary, cleaned of pronouns and filler', () => {
    const rewrite = rewriteSummary({
      paragraphs: ['I am a backend engineer with 6 years of experience building really fast payment APIs in Go.'],
      heading: 'Summary',
      composed,
      skillsInSummary: [],
    });
    expect(rewrite.paragraphs).toEqual(['Backend engineer with 6 years of experience building fast payment APIs in Go.']);
  });

  it('adds the composed summary when there is none', () => {
    expect(rewriteSummary({ paragraphs: [], heading: '', composed, skillsInSummary: [] }).changes.map((change) => change.kind)).toEqual([
      'summary',
    ]);
    expect(rewriteSummary({ paragraphs: [], heading: '', composed: null, skillsInSummary: [] })).toEqual({ paragraphs: [], changes: [] });
  });
});

describe('isWeakSummary', () => {
  it('calls objectives and one-liners weak', () => {
    expect(isWeakSummary('Looking for an entry-level position in software.', 'Summary')).toBe(true);
    expect(isWeakSummary('Backend engineer.', 'Summary')).toBe(true);
    expect(
      isWeakSummary('Backend engineer with 6 years of experience building payment APIs in Go for banks and fintechs.', 'Profile'),
    ).toBe(false);
  });
});
