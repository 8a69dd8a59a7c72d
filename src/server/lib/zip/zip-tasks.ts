/** The zip task module for the worker pool (lib/worker-pool), run through zip-archive.ts. */
import { zipSync } from 'fflate';
import type { TTaskHandlers } from '../worker-pool/cpu-pool.ts';

export type TZipEntry = { path: string; bytes: Uint8Array; isCompressed: boolean };

export type TZipTasks = {
  /** A zip of the entries; files already compressed (Word, images) are stored as they are. */
  'zip-archive': { input: { entries: TZipEntry[] }; output: Uint8Array };
};

const ZIP_TASKS: TTaskHandlers<TZipTasks> = {
  'zip-archive': async ({ entries }) =>
    zipSync(Object.fromEntries(entries.map((entry) => [entry.path, [entry.bytes, { level: entry.isCompressed ? 0 : 6 }]]))),
};

export default ZIP_TASKS;
