import { describe, expect, it } from 'vitest';
import { buildDocumentXml, buildZip, readResumeFixture } from '#tests/factories/resumes.ts';
import { DOCX_LIMITS } from './docx-package.ts';
import { extractWordMarkdown } from './extract-word-markdown.ts';
import { readWordMarkdown } from './word-reader.ts';

/** A .docx within every limit whose heavily formatted XML still takes mammoth seconds to convert. */
const SLOW_DOCX = buildZip([
  { name: 'word/document.xml', data: buildDocumentXml(DOCX_LIMITS.maxDocumentPartBytes - 4096, { runsPerParagraph: 8 }) },
]);

/** The longest the main thread's timers fire late while `work` runs. */
async function measureEventLoopDelay(work: Promise<unknown>): Promise<number> {
  let worst = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    worst = Math.max(worst, now - last - 10);
    last = now;
  }, 10);
  await work.catch(() => undefined);
  clearInterval(timer);
  return worst;
}

describe('readWordMarkdown', () => {
  it('reads in a worker thread exactly what the parser reads', async () => {
    const bytes = readResumeFixture('fullstack-engineer-strong.docx');
    expect(await readWordMarkdown(bytes)).toEqual(await extractWordMarkdown(bytes));
  });

  it('keeps the reason of a refusal across the thread boundary', async () => {
    await expect(readWordMarkdown(Buffer.from('plain text'))).rejects.toMatchObject({ name: 'WordFileError', reason: 'not-word' });
    await expect(readWordMarkdown(SLOW_DOCX, { maxTextChars: 1000 })).rejects.toMatchObject({ reason: 'too-much-text' });
  });

  it('terminates a parse at the time limit while the main thread keeps running', async () => {
    // Well under the second or more this file takes, even on a fast machine.
    const parse = readWordMarkdown(SLOW_DOCX, { timeoutMs: 300 });
    const [failure, worstDelayMs] = await Promise.all([parse.catch((error: unknown) => error), measureEventLoopDelay(parse)]);
    expect(failure).toMatchObject({ reason: 'timeout' });
    // On the main thread this parse blocked every timer for seconds.
    expect(worstDelayMs).toBeLessThan(500);
    // A terminated thread leaves the pool working.
    expect((await readWordMarkdown(readResumeFixture('data-scientist-strong.docx'))).format).toBe('docx');
  });
});
