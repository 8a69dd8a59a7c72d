/**
 * Issue 28's PDF numbers, in this process: the time to write a two-page resume as a PDF (target
 * ≤ 300 ms; median after a warm-up, as a worker thread that has made one already), its page count
 * and size, and the memory one rendering adds (peak RSS over the idle process).
 */
import { extractText, getDocumentProxy } from 'unpdf';
import { renderResumePdf } from '../../src/server/lib/pdf/resume-pdf.ts';
import { TWO_PAGE_RESUME } from '../../tests/factories/resume-engine/sample-resumes.ts';

const RUNS = 20;
const TARGET_MS = 300;

export async function runResumePdfBench(): Promise<void> {
  console.log('\nResume PDF (lib/pdf/resume-pdf.ts, in this process)');
  const render = () => renderResumePdf(TWO_PAGE_RESUME, { pageSize: 'a4', title: 'Bench' });
  const coldStart = performance.now();
  const first = await render();
  const coldMs = performance.now() - coldStart;
  const { totalPages } = await extractText(await getDocumentProxy(new Uint8Array(first)), { mergePages: true });

  globalThis.gc?.();
  const idleRss = process.memoryUsage().rss;
  let peakRss = idleRss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 5);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    await render();
    times.push(performance.now() - start);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }
  clearInterval(sampler);
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  console.log(
    `  two-page resume → PDF (${totalPages} pages, ${(first.length / 1024).toFixed(0)} KB): first ${coldMs.toFixed(0)} ms (fonts loaded), median of ${RUNS} ${median.toFixed(0)} ms (target ≤ ${TARGET_MS} ms)`,
  );
  console.log(`  extra memory while rendering (peak RSS over idle): ${((peakRss - idleRss) / 1024 / 1024).toFixed(1)} MB`);
}
