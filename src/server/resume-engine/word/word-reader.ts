/** Word files are read in a worker thread (lib/worker-pool), so a slow or hostile file stalls no one else. */
import { CpuTaskError } from '#server/lib/worker-pool/cpu-pool.ts';
import { runInWorker } from '../run-in-worker.ts';
import type { TExtractedWord, TExtractOptions } from './extract-word-markdown.ts';
import { WordFileError } from './word-file-error.ts';

const FAILURE_REASONS = { timeout: 'timeout', busy: 'busy', 'out-of-memory': 'too-large-unpacked' } as const;

/**
 * The resume text of a Word file as markdown (extract-word-markdown.ts), read in a worker thread.
 * Throws WordFileError: not-word, encrypted, corrupt, too-large-unpacked, too-much-text, empty,
 * timeout or busy.
 */
export async function readWordMarkdown(bytes: Buffer, options: TExtractOptions & { timeoutMs?: number } = {}): Promise<TExtractedWord> {
  const { timeoutMs, ...extractOptions } = options;
  try {
    const result = await runInWorker('word-markdown', { bytes, options: extractOptions }, { timeoutMs });
    if (!result.ok) throw new WordFileError(result.reason, result.detail);
    return result.value;
  } catch (error) {
    if (error instanceof CpuTaskError) throw new WordFileError(FAILURE_REASONS[error.reason], error.message);
    throw error;
  }
}
