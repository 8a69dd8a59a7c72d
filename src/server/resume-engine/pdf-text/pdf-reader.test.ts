import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '#server/lib/paths.ts';
import { extractPdfMarkdown } from './extract-pdf-markdown.ts';
import { readPdfMarkdown } from './pdf-reader.ts';

const readPdf = (name: string) => readFileSync(resolve(PACKAGE_ROOT, 'tests/fixtures/resumes-pdf', name));

/** Ten pages of tiny text, 3,000 pieces a page: within the page limit, it takes pdf.js a second or more to read. */
function buildDensePdf(): Promise<Buffer> {
  const document = new PDFDocument({ autoFirstPage: false, margin: 10 });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolvePdf) => document.on('end', () => resolvePdf(Buffer.concat(chunks))));
  for (let page = 0; page < 10; page++) {
    document.addPage().fontSize(3);
    for (let row = 0; row < 250; row++) {
      for (let column = 0; column < 12; column++)
        document.text(`word${page}${column}`, 10 + column * 48, 10 + row * 3.1, { lineBreak: false });
    }
  }
  document.end();
  return done;
}

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

describe('readPdfMarkdown', () => {
  it('reads in a worker thread exactly what the reader reads', async () => {
    const bytes = readPdf('data-scientist-two-column.pdf');
    expect(await readPdfMarkdown(bytes)).toEqual(await extractPdfMarkdown(bytes));
  });

  it('keeps the reason of a refusal across the thread boundary', async () => {
    await expect(readPdfMarkdown(readPdf('fullstack-engineer-scanned-image-only.pdf'))).rejects.toMatchObject({
      name: 'PdfFileError',
      reason: 'no-text-layer',
    });
    await expect(readPdfMarkdown(await buildDensePdf(), { maxTextChars: 50_000 })).rejects.toMatchObject({ reason: 'too-much-text' });
  });

  it('terminates a read at the time limit while the main thread keeps running', async () => {
    const read = readPdfMarkdown(await buildDensePdf(), { timeoutMs: 300 });
    const [failure, worstDelayMs] = await Promise.all([read.catch((error: unknown) => error), measureEventLoopDelay(read)]);
    expect(failure).toMatchObject({ reason: 'timeout' });
    expect(worstDelayMs).toBeLessThan(500);
    // A terminated thread leaves the pool working.
    expect((await readPdfMarkdown(readPdf('openresume-john-doe.pdf'))).format).toBe('pdf');
  });
});
