import { describe, expect, it } from 'vitest';
import { runApplicableCheck } from '#tests/factories/resume-engine/checks.ts';
import { keySectionsCheck, sectionHeadingsCheck } from './sections.ts';

const EXPERIENCE = '## Experience\n\nEngineer | Acme | 2020 - Present\n\n- Built the billing API in Go';
const EDUCATION = '## Education\n\nB.S. in Computer Science | State University | 2019';

describe('section-headings', () => {
  it('accepts the standard headings', () => {
    const result = runApplicableCheck(sectionHeadingsCheck, `# Ana Lima\n\n${EXPERIENCE}\n\n${EDUCATION}\n\n## Skills\n\nGo, SQL`);
    expect(result).toMatchObject({ score: 1, findings: [], strengths: ['All 3 section headings use names an ATS recognises'] });
  });

  it('flags headings an ATS cannot place, pointing at them', () => {
    const markdown = `# Ana Lima\n\n## Where I Have Made a Difference\n\nEngineer | Acme | 2020 - Present\n\n${EDUCATION}`;
    const result = runApplicableCheck(sectionHeadingsCheck, markdown);
    expect(result.score).toBeCloseTo(0.5);
    expect(result.findings).toEqual([
      expect.objectContaining({
        title: 'Use standard section headings',
        impact: 'medium',
        lines: [{ line: 3, text: '## Where I Have Made a Difference' }],
      }),
    ]);
  });

  it('suggests the standard name for a recognised but unusual heading', () => {
    const result = runApplicableCheck(sectionHeadingsCheck, '# Ana Lima\n\n## Work History\n\nEngineer | Acme | 2020 - Present');
    expect(result.findings).toEqual([expect.objectContaining({ title: "Rename 'Work History' to 'Experience'", impact: 'low' })]);
    expect(result.score).toBeCloseTo(0.7);
  });

  it('scores a wall of text without headings 0', () => {
    const result = runApplicableCheck(
      sectionHeadingsCheck,
      'Ana Lima. I have built APIs in Go for five years at Acme and studied at State University.',
    );
    expect(result.score).toBe(0);
    expect(result.findings[0]).toMatchObject({ title: 'Split the resume into sections', impact: 'high' });
  });
});

describe('key-sections', () => {
  it('is complete with summary, experience and education', () => {
    const result = runApplicableCheck(keySectionsCheck, `# Ana Lima\n\n## Summary\n\nBackend engineer.\n\n${EXPERIENCE}\n\n${EDUCATION}`);
    expect(result).toMatchObject({ score: 1, findings: [] });
  });

  it('asks for what is missing, experience first', () => {
    const result = runApplicableCheck(keySectionsCheck, `# Ana Lima\n\n${EDUCATION}`);
    expect(result.findings.map((finding) => [finding.title, finding.impact])).toEqual([
      ['Add an Experience section', 'high'],
      ['Add a short summary', 'low'],
    ]);
    expect(result.score).toBeCloseTo(0.3);
  });

  it('gives projects part of the credit of experience', () => {
    const result = runApplicableCheck(
      keySectionsCheck,
      `# Ana Lima\n\n## Projects\n\nTodo app\n\n- Built a todo app in React\n\n${EDUCATION}`,
    );
    expect(result.findings[0]).toMatchObject({ title: 'Add work experience', impact: 'medium' });
    expect(result.score).toBeCloseTo(0.55);
  });

  it('counts an objective as half a summary', () => {
    const result = runApplicableCheck(
      keySectionsCheck,
      `# Ana Lima\n\n## Objective\n\nSeeking a backend role.\n\n${EXPERIENCE}\n\n${EDUCATION}`,
    );
    expect(result.findings).toEqual([
      expect.objectContaining({ title: 'Turn the objective into a summary', lines: [{ line: 3, text: '## Objective' }] }),
    ]);
    expect(result.score).toBeCloseTo(0.9);
  });
});
