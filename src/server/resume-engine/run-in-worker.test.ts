import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { DOCX_MIME } from '#shared/schemas/resumes/resume.ts';
import { buildDocumentXml, buildZip, readResumeFixture } from '#tests/factories/resumes.ts';
import { analyzeResumeWithLayout } from './built-in/analyze-resume.ts';
import { improveResume } from './built-in/improve-resume.ts';
import { reviewImprovement } from './review/review-improvement.ts';
import { TWO_PAGE_RESUME } from '#tests/factories/resume-engine/sample-resumes.ts';
import type { TEngineResume } from './types.ts';
import { DOCX_LIMITS } from './word/docx-package.ts';
import { extractWordMarkdown } from './word/extract-word-markdown.ts';
import { runInWorker } from './run-in-worker.ts';

const AS_OF = { year: 2026, month: 11, isYearOnly: false };

describe('runInWorker', () => {
  it('analyses a resume and its Word layout in a worker thread exactly as in this one', async () => {
    const bytes = readResumeFixture('edge-text-boxes.docx');
    const { markdown } = await extractWordMarkdown(bytes);
    const resume: TEngineResume = { content: markdown, fileName: 'cv.docx', originalFile: { bytes, mimeType: DOCX_MIME } };
    const options = { targetRole: 'Backend Engineer', asOf: AS_OF };
    const inWorker = await runInWorker('analyze-resume', { resume, options });
    expect(inWorker).toEqual(await analyzeResumeWithLayout(resume, options));
    expect(inWorker.suggestions.some((suggestion) => /text box/i.test(JSON.stringify(suggestion)))).toBe(true);
  });

  it('improves a resume in a worker thread exactly as in this one', async () => {
    const resume: TEngineResume = { content: TWO_PAGE_RESUME, fileName: 'cv.md', originalFile: null };
    expect(await runInWorker('improve-resume', { resume, options: {} })).toEqual(improveResume(resume));
  });

  it('fact-checks a rewrite in a worker thread exactly as in this one', async () => {
    const improvedContent = `${TWO_PAGE_RESUME}\n- Grew revenue by 300% at Initech`;
    const input = { originalContent: TWO_PAGE_RESUME, improvedContent };
    const inWorker = await runInWorker('review-improvement', input);
    expect(inWorker).toEqual(reviewImprovement(TWO_PAGE_RESUME, improvedContent));
    expect(inWorker.length).toBeGreaterThan(0);
  });

  it('gives up at the time limit with a reason, and the pool goes on', async () => {
    const slowDocx = buildZip([
      { name: 'word/document.xml', data: buildDocumentXml(DOCX_LIMITS.maxDocumentPartBytes - 4096, { runsPerParagraph: 8 }) },
    ]);
    await expect(runInWorker('word-markdown', { bytes: slowDocx, options: {} }, { timeoutMs: 100 })).rejects.toMatchObject({
      name: 'CpuTaskError',
      reason: 'timeout',
    });
    // The terminated thread is replaced.
    const resume: TEngineResume = { content: TWO_PAGE_RESUME, fileName: 'cv.md', originalFile: null };
    expect(await runInWorker('improve-resume', { resume, options: {} }, { timeoutMs: 2000 })).toEqual(improveResume(resume));
  });

  it('keeps anonymous work to its lane: a signed-in task waits behind one public task at most', async () => {
    const markdown = TWO_PAGE_RESUME.repeat(3);
    const finished: string[] = [];
    const publicPdfs = Array.from({ length: 6 }, (_, index) =>
      runInWorker('resume-pdf', { markdown, pageSize: 'a4', title: `public ${index}`, template: 'classic' }, { lane: 'public' }).then(() =>
        finished.push(`public ${index}`),
      ),
    );
    const signedIn = runInWorker('review-improvement', { originalContent: TWO_PAGE_RESUME, improvedContent: TWO_PAGE_RESUME }).then(() =>
      finished.push('signed-in'),
    );
    await Promise.all([...publicPdfs, signedIn]);
    expect(finished).toHaveLength(7);
    // Public tasks in the pool at once: one per two threads, at least one.
    const publicInPool = Math.max(1, Math.floor(Math.max(1, availableParallelism() - 1) / 2));
    expect(finished.indexOf('signed-in')).toBeLessThanOrEqual(publicInPool);
  });
});
