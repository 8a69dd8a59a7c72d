/**
 * Principles over the whole corpus of base resumes (tests/factories/resume-engine/metamorphic-corpus.ts),
 * issue 40: text that carries no new fact (repeated or reworded bullets, a keyword list, template
 * text, an old unrelated job described at length, filler) never raises the overall score; the overall
 * score never rises when one category falls and none rises; repeated bullets count once. Each is
 * asserted for every base, and the counts are printed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  analyzeCorpusResume,
  formatMetamorphicReport,
  loadMetamorphicCorpus,
  METAMORPHIC_TRANSFORMATIONS,
  runMetamorphic,
  type TBaseResume,
  type TMetamorphicResult,
} from '#tests/factories/resume-engine/metamorphic-corpus.ts';

const MIN_BASES = 40;

describe('metamorphic: text that carries no new fact never raises the score', () => {
  let bases: TBaseResume[] = [];
  let results: TMetamorphicResult[] = [];

  beforeAll(async () => {
    bases = await loadMetamorphicCorpus();
    results = runMetamorphic(bases);
    console.log(`${bases.length} base resumes\n${formatMetamorphicReport(results)}`);
  }, 120_000);

  it(`has at least ${MIN_BASES} base resumes, and every transformation changes every one`, () => {
    expect(bases.length).toBeGreaterThanOrEqual(MIN_BASES);
    expect(new Set(bases.map((base) => base.name)).size).toBe(bases.length);
    for (const transformation of METAMORPHIC_TRANSFORMATIONS) {
      for (const base of bases) expect(transformation.apply(base.markdown), `${transformation.id} on ${base.name}`).not.toBe(base.markdown);
    }
  });

  it.each(METAMORPHIC_TRANSFORMATIONS)(
    '$id ($description) never raises the overall score of any base, and lowers it where it must',
    (transformation) => {
      const raised = results
        .filter((result) => result.transformation === transformation.id && result.after > result.before)
        .map((result) => `${result.base}: ${result.before} → ${result.after}`);
      expect(raised).toEqual([]);
      const { mustLower } = transformation;
      if (mustLower) {
        const mustFall = new Set(bases.filter((base) => mustLower(base.markdown)).map((base) => base.name));
        const notLower = results.filter(
          (result) => result.transformation === transformation.id && mustFall.has(result.base) && result.after >= result.before,
        );
        expect(notLower.map((result) => result.base)).toEqual([]);
      }
    },
  );

  it('never raises the overall score when a category fell and none rose', () => {
    const broken = results
      .filter((result) => result.fell.length > 0 && result.rose.length === 0 && result.after > result.before)
      .map((result) => `${result.transformation} on ${result.base}`);
    expect(broken).toEqual([]);
  });

  it('counts a repeated bullet once: the bullet counts of the strengths and suggestions do not change', () => {
    const duplicate = METAMORPHIC_TRANSFORMATIONS.find((transformation) => transformation.id === 'duplicate-bullets')!;
    const bulletCounts = (markdown: string) => {
      const report = analyzeCorpusResume(markdown);
      const texts = [...report.strengths, ...report.suggestions.map((suggestion) => suggestion.description)];
      return texts.flatMap((text) => text.match(/\d+ of \d+ bullets?/g) ?? []).sort();
    };
    for (const base of bases) expect(bulletCounts(duplicate.apply(base.markdown)), base.name).toEqual(bulletCounts(base.markdown));
  });
});
