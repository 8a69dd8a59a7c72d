import { describe, expect, it } from 'vitest';
import { parseResume } from '#server/resume-engine/parse/parse-resume.ts';
import { runApplicableCheck, runCheck } from '#tests/factories/resume-engine/checks.ts';
import { createCheckContext } from '../analyze-resume.ts';
import { findRepeatedStatements, repeatedTextCheck } from './no-new-facts.ts';

const AS_OF = { year: 2025, month: 6, isYearOnly: false };
const resume = (...roles: string[]) => `# Ana Lima\n\n## Experience\n\n${roles.join('\n\n')}\n\n## Skills\n\nGo, PostgreSQL, Kafka`;
const role = (header: string, bullets: string[]) => `${header}\n\n${bullets.map((bullet) => `- ${bullet}`).join('\n')}`;
const repeatedTexts = (markdown: string) => findRepeatedStatements(parseResume(markdown)).map((item) => item.text);

const BULLETS = [
  'Built the billing API in Go on PostgreSQL, serving 2 million users',
  'Cut checkout latency by 45% with Redis caching',
  'Led 3 engineers',
];

describe('no-new-facts: repeated statements', () => {
  it('finds a bullet written twice, or with its verb swapped and a word added, and keeps the first', () => {
    const markdown = resume(
      role('Engineer | Acme | 2020 - Present', [
        ...BULLETS,
        'Built the billing API in Go on PostgreSQL, serving 2 million users',
        'Delivered the billing API in Go on PostgreSQL, serving 2 million users again',
      ]),
    );
    expect(repeatedTexts(markdown)).toEqual([
      'Built the billing API in Go on PostgreSQL, serving 2 million users',
      'Delivered the billing API in Go on PostgreSQL, serving 2 million users again',
    ]);
  });

  it('reads a statement that adds a number, or several words, as a new fact', () => {
    const markdown = resume(
      role('Engineer | Acme | 2020 - Present', [
        'Built the billing API in Go',
        'Built the billing API in Go, processing $40M a month',
        'Built the billing API in Go and moved the ledger to Kafka events',
      ]),
    );
    expect(repeatedTexts(markdown)).toEqual([]);
  });

  it('finds a statement that gives the same figures about the same things, however reworded', () => {
    const markdown = resume(
      role('Engineer | Acme | 2020 - Present', [
        'Moved 120 services to Kubernetes, cutting deploy time from 40 to 6 minutes',
        'Mentored four engineers, two of whom became seniors',
        'Deploy time fell from 40 minutes to 6 after our 120 services were migrated onto Kubernetes',
        'Coached 4 engineers, 2 of them promoted to seniors',
      ]),
    );
    expect(repeatedTexts(markdown)).toEqual([
      'Deploy time fell from 40 minutes to 6 after our 120 services were migrated onto Kubernetes',
      'Coached 4 engineers, 2 of them promoted to seniors',
    ]);
  });

  it('keeps statements that share figures but are about other things', () => {
    const markdown = resume(
      role('Engineer | Acme | 2020 - Present', [
        'Cut build time from 40 to 6 minutes with remote caching',
        'Grew the on-call rota from 6 to 40 people across regions',
      ]),
    );
    expect(repeatedTexts(markdown)).toEqual([]);
  });

  it('calls a short statement a repeat only word for word', () => {
    const markdown = resume(role('Engineer | Acme | 2020 - Present', ['Led 3 engineers', 'Led 4 engineers', 'Led 3 engineers']));
    expect(repeatedTexts(markdown)).toEqual(['Led 3 engineers']);
  });

  it('leaves the repeats out of what the other checks read, and charges for them', () => {
    const markdown = resume(role('Engineer | Acme | 2020 - Present', [...BULLETS, ...BULLETS]));
    const context = createCheckContext(markdown, { asOf: AS_OF });
    expect(context.document.experience[0]?.bullets.map((bullet) => bullet.text)).toEqual(BULLETS);
    expect(context.fullDocument.experience[0]?.bullets).toHaveLength(6);
    const result = runApplicableCheck(repeatedTextCheck, markdown);
    expect(result.findings[0]).toMatchObject({ title: 'Remove repeated bullets', impact: 'high' });
    expect(result.findings[0]?.description).toMatch(/^3 bullets repeat/);
    expect(result.overallPenalty).toBe(3);
  });

  it('gives no score on a resume without repeats, so it never lifts the impact category', () => {
    expect(runCheck(repeatedTextCheck, resume(role('Engineer | Acme | 2020 - Present', BULLETS)))).toBeNull();
  });
});

describe('no-new-facts: old unrelated roles', () => {
  const OLD_JOB = role('Cashier | Corner Store | Springfield | 2004 - 2006', [
    'Greeted customers and helped them find what they needed',
    'Restocked the shelves every morning before opening',
    'Counted the till at the end of each shift',
  ]);

  it('finds a role from over ten years ago, in another trade, described at length, and leaves it out of what the checks read', () => {
    const markdown = resume(role('Engineer | Acme | 2020 - Present', BULLETS), OLD_JOB);
    const context = createCheckContext(markdown, { asOf: AS_OF });
    expect(context.document.experience.map((entry) => entry.company)).toEqual(['Acme']);
    const result = runApplicableCheck(repeatedTextCheck, markdown);
    expect(result.findings.map((finding) => finding.title)).toEqual(['Cut old unrelated roles to one line']);
    expect(result.findings[0]?.lines[0]?.text).toBe('Cashier | Corner Store | Springfield | 2004 - 2006');
  });

  it('keeps an old role that names the technologies of the work, or one told in a line', () => {
    const related = role('Developer | Webfabrik | 2004 - 2006', [
      'Built shop pages in Go',
      'Wrote PostgreSQL reports',
      'Ran Kafka consumers',
    ]);
    const oneLine = role('Cashier | Corner Store | Springfield | 2004 - 2006', ['Served customers at the till']);
    for (const old of [related, oneLine])
      expect(runCheck(repeatedTextCheck, resume(role('Engineer | Acme | 2020 - Present', BULLETS), old))).toBeNull();
  });
});
