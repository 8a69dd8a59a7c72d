import { describe, expect, it } from 'vitest';
import { parseResume } from '#server/resume-engine/parse/parse-resume.ts';
import { countContentWords, countSubstanceWords } from './resume-substance.ts';

const BULLETS = [
  'Built the billing API in Go for 40 merchants',
  'Cut p95 latency from 900 ms to 120 ms',
  'Led 3 engineers through the rewrite',
];
const resume = ({ summary = 'Backend engineer with 6 years in payments.', bullets = BULLETS, extra = '' } = {}) =>
  parseResume(
    `# Ana Lima\n\nana@example.com\n\n## Summary\n\n${summary}\n\n## Experience\n\nEngineer | Acme | Jan 2021 - Present\n\n${bullets.map((bullet) => `- ${bullet}`).join('\n')}\n\n## Skills\n\nGo, PostgreSQL, Kafka${extra}`,
  );

describe('resume substance', () => {
  it('counts the words of the summary and the work, not the header or the skills list', () => {
    // Summary 7, the role line's 8 tokens, bullets 9 + 9 + 6.
    expect(countSubstanceWords(resume())).toBe(39);
  });

  it('does not count filler, nor a statement in the first person, with a buzzword or a weak opening', () => {
    expect(countContentWords('Shipped a very scalable rewrite')).toBe(4);
    expect(countContentWords('I shipped a scalable rewrite')).toBe(0);
    expect(countContentWords('Shipped a results-driven rewrite')).toBe(0);
    expect(countContentWords('Responsible for a scalable rewrite')).toBe(0);
  });

  it('gains nothing from padding: a rambling summary, a run-on bullet, bullets merged, extra skills', () => {
    const base = countSubstanceWords(resume());
    const longSummary = `${'Backend engineer with 6 years in payments and a long list of general statements about work. '.repeat(6)}`;
    // A summary of about 100 words is a wall of text: it adds nothing, and the short one it replaced is lost.
    expect(countSubstanceWords(resume({ summary: longSummary }))).toBeLessThan(base);
    const runOn = `${BULLETS[0]} and then went on to describe every detail of the integration at great length for no reason at all`;
    expect(countSubstanceWords(resume({ bullets: [runOn, ...BULLETS.slice(1)] }))).toBeLessThanOrEqual(base + 22 - 9);
    expect(countSubstanceWords(resume({ bullets: [BULLETS.map((bullet) => `${bullet}.`).join(' ')] }))).toBe(base);
    expect(countSubstanceWords(resume({ extra: ', COBOL, Fortran, SAP' }))).toBe(base);
  });
});
