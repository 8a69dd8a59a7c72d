/**
 * Issue 28's PDF numbers, in this process: the time to write a two-page resume as a PDF (target
 * ≤ 300 ms; median after a warm-up, as a worker thread that has made one already), its page count
 * and size, and the memory one rendering needs: the JS heap and buffers it adds over a freshly
 * collected process (the most of several runs), and the process's RSS growth over all runs.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { extractText, getDocumentProxy } from 'unpdf';
import { renderResumePdf } from '../../src/server/resume-engine/pdf/resume-pdf.ts';
import { TWO_PAGE_RESUME } from '../../tests/factories/resume-engine/sample-resumes.ts';

const RUNS = 20;
const TARGET_MS = 300;

export async function runResumePdfBench(): Promise<void> {
  console.log('\nResume PDF (resume-engine/pdf/resume-pdf.ts, in this process)');
  const render = () => renderResumePdf(TWO_PAGE_RESUME, { pageSize: 'a4', title: 'Bench' });
  const coldStart = performance.now();
  const first = await render();
  const coldMs = performance.now() - coldStart;
  const { totalPages } = await extractText(await getDocumentProxy(new Uint8Array(first)), { mergePages: true });

  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    await render();
    times.push(performance.now() - start);
  }

  // Memory apart from the timing (the sampling would slow it): a collection before each run, so each
  // run's figure is its own and not the garbage of the one before.
  setFlagsFromString('--expose-gc');
  const collectGarbage = runInNewContext('gc') as () => void;
  const heapInUse = () => {
    const usage = process.memoryUsage();
    return usage.heapUsed + usage.external + usage.arrayBuffers;
  };
  collectGarbage();
  const idleRss = process.memoryUsage().rss;
  let peakRss = idleRss;
  let mostHeapPerRun = 0;
  for (let run = 0; run < RUNS; run += 1) {
    collectGarbage();
    const heapBefore = heapInUse();
    let peakHeap = heapBefore;
    const sampler = setInterval(() => (peakHeap = Math.max(peakHeap, heapInUse())), 1);
    await render();
    clearInterval(sampler);
    mostHeapPerRun = Math.max(mostHeapPerRun, Math.max(peakHeap, heapInUse()) - heapBefore);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  console.log(
    `  two-page resume → PDF (${totalPages} pages, ${(first.length / 1024).toFixed(0)} KB): first ${coldMs.toFixed(0)} ms (fonts loaded), median of ${RUNS} ${median.toFixed(0)} ms (target ≤ ${TARGET_MS} ms)`,
  );
  const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  console.log(
    `  extra memory: ${megabytes(mostHeapPerRun)} of JS heap and buffers per rendering (most of ${RUNS}); RSS grew ${megabytes(peakRss - idleRss)} over the runs`,
  );
}
