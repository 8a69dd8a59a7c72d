/**
 * Coherence pairs (tests/factories/resume-engine/coherence-pairs.ts): every contradiction a
 * recruiter finds in a minute, in several wordings on every base, must be found by its check and
 * must cost overall points; and the coherence checks stay silent on every clean resume we have.
 */
import { describe, expect, it } from 'vitest';
import {
  buildCoherencePairs,
  COHERENCE_AS_OF,
  COHERENCE_FAULTS,
  loadCleanCorpus,
  loadCoherenceBases,
} from '#tests/factories/resume-engine/coherence-pairs.ts';
import { analyzeResume } from './analyze-resume.ts';

const analyze = (markdown: string) =>
  analyzeResume({ content: markdown, fileName: 'resume.md', originalFile: null }, { asOf: COHERENCE_AS_OF });

const COHERENCE_CHECK_IDS = ['summary-claims', 'email-address', 'title-duties', 'inflated-title', 'unreachable-links'];

const MIN_BASES = 5;
const MIN_WORDINGS = 2;

describe('coherence pairs: a resume against the same resume with one contradiction', () => {
  const pairs = buildCoherencePairs();

  it(`applies every fault in at least ${MIN_WORDINGS} wordings to at least ${MIN_BASES} bases`, () => {
    expect(loadCoherenceBases().length).toBeGreaterThanOrEqual(MIN_BASES);
    for (const fault of COHERENCE_FAULTS) {
      expect(fault.wordings.length, fault.id).toBeGreaterThanOrEqual(MIN_WORDINGS);
      const bases = new Set(pairs.filter((pair) => pair.fault === fault.id).map((pair) => pair.base));
      // Seniority can only be inflated on a short career.
      expect(bases.size, fault.id).toBeGreaterThanOrEqual(fault.id === 'summary-seniority' ? 2 : MIN_BASES);
    }
  });

  it('finds each contradiction with its check, and scores the version without it strictly higher', () => {
    const misses = pairs.flatMap((pair) => {
      const clean = analyze(pair.clean);
      const faulty = analyze(pair.faulty);
      const found = faulty.suggestions.some((suggestion) => suggestion.checkId === pair.checkId);
      const problems = [
        ...(found ? [] : [`not found by ${pair.checkId}`]),
        ...(faulty.overallScore < clean.overallScore ? [] : [`scores ${faulty.overallScore} against ${clean.overallScore}`]),
      ];
      return problems.length === 0 ? [] : [`${pair.fault} (${pair.wording}) on ${pair.base}: ${problems.join(', ')}`];
    });
    console.log(`coherence pairs: ${pairs.length - misses.length}/${pairs.length} found and ordered`);
    expect(misses).toEqual([]);
    // Two analyses for each of some 430 pairs.
  }, 180_000);
});

describe('coherence checks on clean resumes', () => {
  it('fire on none of the clean corpora or the Word fixtures', async () => {
    const corpus = await loadCleanCorpus();
    expect(corpus.length).toBeGreaterThanOrEqual(15);
    const fired = corpus.flatMap((base) =>
      analyze(base.markdown)
        .suggestions.filter(
          (suggestion) =>
            COHERENCE_CHECK_IDS.includes(suggestion.checkId) ||
            (/future/i.test(suggestion.title) && suggestion.checkId === 'date-consistency'),
        )
        .map((suggestion) => `${base.name}: ${suggestion.checkId} — ${suggestion.title}`),
    );
    expect(fired).toEqual([]);
  }, 120_000);
});
