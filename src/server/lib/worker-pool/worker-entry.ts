/**
 * Worker-thread entry of the CPU pool (cpu-pool.ts). Each task names the task module that holds it
 * (a file whose default export is its TTaskHandlers); the module is loaded once per thread, before
 * the task's clock starts. Here a task blocks only this thread, which the pool terminates at the
 * time limit. Inputs arrive structured-cloned (a Buffer becomes a plain Uint8Array); answers are
 * plain data, since a thrown error would lose its class and fields on the way back.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { MessagePort } from 'node:worker_threads';

export type TWorkerTask = { module: string; kind: string; input: unknown; started: MessagePort };

type TTaskModule = { default: Record<string, (input: unknown) => Promise<unknown>> };

const require = createRequire(import.meta.url);

/**
 * From source, tsx's loader reaches a worker thread through require only (as piscina loads this
 * entry); the build's task modules are ES modules and are imported.
 */
async function loadTaskModule(url: string): Promise<TTaskModule> {
  if (url.endsWith('.ts')) return require(fileURLToPath(url)) as TTaskModule;
  return (await import(url)) as TTaskModule;
}

export default async function runWorkerTask(task: TWorkerTask): Promise<unknown> {
  const { default: handlers } = await loadTaskModule(task.module);
  // Starts the task's clock in the pool (cpu-pool.ts).
  task.started.postMessage('started');
  task.started.close();
  return handlers[task.kind]!(task.input);
}
