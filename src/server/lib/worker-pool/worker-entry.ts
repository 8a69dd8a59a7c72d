/**
 * Worker-thread entry of the CPU pool (cpu-pool.ts). Each task names the task module that holds it
 * (a file whose default export is its TTaskHandlers); the module is loaded once per thread, before
 * the task's clock starts. Here a task blocks only this thread, which the pool terminates at the
 * time limit. Inputs arrive structured-cloned (a Buffer becomes a plain Uint8Array); answers are
 * plain data, since a thrown error would lose its class and fields on the way back.
 */
import type { MessagePort } from 'node:worker_threads';

export type TWorkerTask = { module: string; kind: string; input: unknown; started: MessagePort };

type TLoadedHandlers = Record<string, (input: unknown) => Promise<unknown>>;

export default async function runWorkerTask(task: TWorkerTask): Promise<unknown> {
  const { default: handlers } = (await import(task.module)) as { default: TLoadedHandlers };
  // Starts the task's clock in the pool (cpu-pool.ts).
  task.started.postMessage('started');
  task.started.close();
  return handlers[task.kind]!(task.input);
}
