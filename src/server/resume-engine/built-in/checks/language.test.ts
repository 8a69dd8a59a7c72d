import { describe, expect, it } from 'vitest';
import { runApplicableCheck, runCheck } from '#tests/factories/resume-engine/checks.ts';
import { buzzwordsCheck, fillerWordsCheck, pronounsCheck, repeatedWordsCheck, tenseConsistencyCheck } from './language.ts';

const role = (header: string, ...bullets: string[]) => `${header}\n\n${bullets.map((bullet) => `- ${bullet}`).join('\n')}`;
const resume = (summary: string, ...roles: string[]) => `# Ana Lima\n\n## Summary\n\n${summary}\n\n## Experience\n\n${roles.join('\n\n')}`;

describe('first-person-pronouns', () => {
  it('praises text without pronouns', () => {
    expect(
      runApplicableCheck(
        pronounsCheck,
        resume('Backend engineer with 6 years in Go.', role('Engineer | Acme | 2020 - Present', 'Built the US billing API')),
      ),
    ).toMatchObject({
      score: 1,
      strengths: ['Written without first-person pronouns'],
    });
  });

  it("flags 'I' and 'my' more than 'we'", () => {
    const result = runApplicableCheck(
      pronounsCheck,
      resume(
        'I am a backend engineer and my focus is Go.',
        role('Engineer | Acme | 2020 - Present', 'Built the billing API', 'We shipped the new checkout'),
      ),
    );
    expect(result.findings.map((finding) => [finding.title, finding.impact, finding.lines.map((line) => line.line)])).toEqual([
      ["Drop 'I' and 'my'", 'medium', [5]],
      ["Say what you did, not 'we'", 'low', [12]],
    ]);
    expect(result.findings[0]?.description).toContain("'I' and 'my'");
    expect(result.score).toBeCloseTo(0.8);
  });
});

describe('language checks on an empty text', () => {
  it('do not apply: there is nothing to judge', () => {
    for (const check of [pronounsCheck, buzzwordsCheck, fillerWordsCheck, tenseConsistencyCheck, repeatedWordsCheck])
      expect(runCheck(check, '')).toBeNull();
  });
});

describe('buzzwords', () => {
  it('lists the clichés and where they are', () => {
    const result = runApplicableCheck(buzzwordsCheck, resume('Results-driven team player with a proven track record.'));
    expect(result.findings[0]).toMatchObject({
      title: 'Replace buzzwords with evidence',
      lines: [{ line: 5, text: 'Results-driven team player with a proven track record.' }],
    });
    expect(result.findings[0]?.description).toMatch(/'results-driven'.*'team player'.*'proven track record'/);
    expect(result.score).toBeCloseTo(1 - 3 * 0.12);
  });
});

describe('filler-words', () => {
  it('suggests the shorter wording', () => {
    const result = runApplicableCheck(fillerWordsCheck, resume('Very experienced engineer who works in order to ship.'));
    expect(result.findings[0]?.description).toContain("drop 'very'");
    expect(result.findings[0]?.description).toContain("'in order to' → 'to'");
    expect(result.score).toBeCloseTo(0.88);
  });
});

describe('tense-consistency', () => {
  it('accepts past tense for past roles and present for the current one', () => {
    const result = runApplicableCheck(
      tenseConsistencyCheck,
      resume(
        'Engineer.',
        role('Engineer | Acme | 2021 - Present', 'Lead the API team', 'Build the billing API'),
        role('Developer | Globex | 2018 - 2020', 'Built the cache'),
      ),
    );
    expect(result).toMatchObject({ score: 1, findings: [] });
  });

  it('flags the present tense in a past role, with the past form to use', () => {
    const result = runApplicableCheck(
      tenseConsistencyCheck,
      resume('Engineer.', role('Developer | Globex | 2018 - 2020', 'Build the cache', 'Led the API team')),
    );
    expect(result.findings[0]).toMatchObject({
      title: 'Use the past tense for your role at Globex',
      impact: 'medium',
      lines: [{ line: 11, text: '- Build the cache' }],
    });
    expect(result.findings[0]?.description).toContain("'Build' → 'Built'");
    expect(result.score).toBe(0);
  });

  it('flags a current role that switches tenses', () => {
    const result = runApplicableCheck(
      tenseConsistencyCheck,
      resume('Engineer.', role('Engineer | Acme | 2021 - Present', 'Lead the API team', 'Built the cache')),
    );
    expect(result.findings[0]).toMatchObject({ title: 'Keep one tense in your current role at Acme', impact: 'low' });
  });

  it('does not apply without bullets that open with a verb', () => {
    expect(runCheck(tenseConsistencyCheck, resume('Engineer.'))).toBeNull();
  });
});

describe('repeated-words', () => {
  it('flags a verb opening many bullets and suggests others of its kind', () => {
    const result = runApplicableCheck(
      repeatedWordsCheck,
      resume(
        'Engineer.',
        role(
          'Developer | Globex | 2018 - 2020',
          'Developed the cache',
          'Developed the API',
          'Developed the billing jobs',
          'Led 3 engineers',
        ),
      ),
    );
    expect(result.findings[0]).toMatchObject({ title: "Vary the verb 'Developed'", impact: 'low' });
    expect(result.findings[0]?.lines).toHaveLength(3);
    expect(result.score).toBeCloseTo(0.9);
  });

  it('flags a word used over and over', () => {
    const bullets = [
      'Built scalable caching',
      'Designed scalable queues',
      'Wrote scalable jobs',
      'Tuned scalable search',
      'Led scalable rollouts',
    ];
    const result = runApplicableCheck(repeatedWordsCheck, resume('Engineer.', role('Developer | Globex | 2018 - 2020', ...bullets)));
    expect(result.findings).toEqual([expect.objectContaining({ title: 'Avoid repeating the same words' })]);
    expect(result.findings[0]?.description).toContain("'scalable' appears 5 times");
  });
});
