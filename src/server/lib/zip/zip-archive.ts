/** Zip archives (a data export) are compressed in the worker pool: their cost grows with the files they hold. */
import { createTaskRunner, findTaskModule } from '../worker-pool/cpu-pool.ts';
import type { TZipEntry, TZipTasks } from './zip-tasks.ts';

const { runInWorker } = createTaskRunner<TZipTasks>(findTaskModule(new URL('./zip-tasks.ts', import.meta.url), 'zip-tasks'));

/** A zip of the entries, made in a worker thread; throws CpuTaskError when it could not be made there. */
export function createZipArchive(entries: TZipEntry[]): Promise<Uint8Array> {
  return runInWorker('zip-archive', { entries });
}
