/**
 * The engine's tasks (worker-tasks.ts) run in the server's worker pool, never on the main thread:
 * their time grows with the resume's length. Only the task module's types are imported here, so the
 * parsers load in the worker threads alone.
 */
import { createTaskRunner, findTaskModule } from '#server/lib/worker-pool/cpu-pool.ts';
import type { TResumeEngineTasks } from './worker-tasks.ts';

export const { runInWorker, runInWorkerOrBusy } = createTaskRunner<TResumeEngineTasks>(
  findTaskModule(new URL('./worker-tasks.ts', import.meta.url), 'resume-engine-tasks'),
);
