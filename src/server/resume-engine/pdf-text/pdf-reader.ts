/** PDFs are read in a worker thread (lib/worker-pool), so a slow or hostile file stalls no one else. */
import { CpuTaskError } from '#server/lib/worker-pool/cpu-pool.ts';
import { runInWorker } from '../run-in-worker.ts';
import type { TExtractedPdf, TPdfExtractOptions } from './extract-pdf-markdown.ts';
import { PdfFileError } from './pdf-file-error.ts';

const FAILURE_REASONS = { timeout: 'timeout', busy: 'busy', 'out-of-memory': 'too-much-text' } as const;

/**
 * The resume text of a PDF as markdown (extract-pdf-markdown.ts), read in a worker thread.
 * Throws PdfFileError: encrypted, corrupt, too-many-pages, too-much-text, no-text-layer, timeout or busy.
 */
export async function readPdfMarkdown(bytes: Buffer, options: TPdfExtractOptions & { timeoutMs?: number } = {}): Promise<TExtractedPdf> {
  const { timeoutMs, ...extractOptions } = options;
  try {
    const result = await runInWorker('pdf-markdown', { bytes, options: extractOptions }, { timeoutMs });
    if (!result.ok) throw new PdfFileError(result.reason, result.detail);
    return result.value;
  } catch (error) {
    if (error instanceof CpuTaskError) throw new PdfFileError(FAILURE_REASONS[error.reason], error.message);
    throw error;
  }
}
