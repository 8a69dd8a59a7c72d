/**
 * Work whose cost grows with untrusted input (Word files read and written; resume analysis,
 * improvement and its fact check; zip archives) runs in one small pool of worker threads, never on
 * the main thread, which answers every other request and runs the embedded database. The pool knows
 * no task: each owner keeps its tasks in a task module (loaded by worker-entry.ts) and runs them through
 * `createTaskRunner(url of that module)`; every runner shares the same threads, queue and lanes. A
 * task over its time limit has its thread terminated, which stops even a parser stuck in a loop; a
 * thread over its heap limit dies alone; idle threads exit, so the memory a large file needed goes
 * back to the system. See docs/decisions/005-cpu-work-in-worker-threads.md and 030-the-resume-engine-whole.md.
 */
import { availableParallelism } from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { AppError } from '../app-error.ts';
import type { TWorkerTask } from './worker-entry.ts';

/** Time allowed per task, from the moment a thread starts working on it. */
const CPU_TASK_TIMEOUT_MS = 10_000;
/** Waiting for a thread (a bounded queue) and starting one count separately, up to this many times the task's limit. */
const WAIT_FACTOR = 6;

const CPU_POOL_LIMITS = {
  /** One core stays free for the main thread; on two cores that leaves one worker thread. */
  threads: Math.max(1, availableParallelism() - 1),
  /** Tasks waiting per thread before new ones are turned away as busy (an upload holds up to 10 MB). */
  queuePerThread: 4,
  /** mammoth needs about 100 MB of heap per MB of document XML; the .docx limits keep that near 2 MB. */
  heapMb: 768,
  idleThreadMs: 5_000,
} as const;

/**
 * Work nobody signed in asked for (public resume pages and their PDFs) takes its own lane: at most
 * `inPool` of its tasks are in the pool (running or in its queue) at once, the rest wait in the
 * lane's own queue, so a signed-in user's task waits behind at most that many anonymous ones.
 */
const PUBLIC_LANE_LIMITS = {
  inPool: Math.max(1, Math.floor(CPU_POOL_LIMITS.threads / 2)),
  waiting: 32,
} as const;

export type TCpuLane = 'signed-in' | 'public';

type TCpuTaskFailure = 'timeout' | 'busy' | 'out-of-memory';

/** When a caller turned away because every worker is busy may try again. */
export const CPU_BUSY_RETRY_SECONDS = 30;

export class CpuTaskError extends Error {
  readonly reason: TCpuTaskFailure;

  constructor(reason: TCpuTaskFailure, detail: string) {
    super(detail);
    this.name = 'CpuTaskError';
    this.reason = reason;
  }
}

/** A task module's tasks: what goes in and what comes out of each. */
export type TTaskMap = Record<string, { input: unknown; output: unknown }>;

/** What a task module exports as its default: one handler per task, answering plain data. */
export type TTaskHandlers<TTasks extends TTaskMap> = {
  [K in keyof TTasks]: (input: TTasks[K]['input']) => Promise<TTasks[K]['output']>;
};

// From source (tests, the bench) the worker is TypeScript and needs tsx's loader; the build emits
// it as worker-entry.js beside the server bundle (scripts/build-server.mjs).
const IS_SOURCE = import.meta.url.endsWith('.ts');
const WORKER_URL = new URL(IS_SOURCE ? './worker-entry.ts' : './worker-entry.js', import.meta.url);

/**
 * Where a task module is: its source file when the server runs from source, else the file the build
 * emits for it beside the server bundle (`bundleName`, an entry of scripts/build-server.mjs).
 */
export function findTaskModule(sourceUrl: URL, bundleName: string): URL {
  return IS_SOURCE ? sourceUrl : new URL(`./${bundleName}.js`, import.meta.url);
}

let pool: Piscina<TWorkerTask, unknown> | undefined;

/** The public lane's places in the pool: taken in arrival order, given back as each task ends. */
const publicLane = {
  inPool: 0,
  waiting: [] as Array<() => void>,
};

/** Takes a place for a public task, waiting for one (until `signal` aborts) when the lane's share of the pool is taken. */
async function enterPublicLane(kind: string, signal: AbortSignal): Promise<void> {
  if (publicLane.inPool < PUBLIC_LANE_LIMITS.inPool) {
    publicLane.inPool += 1;
    return;
  }
  if (publicLane.waiting.length >= PUBLIC_LANE_LIMITS.waiting) throw new CpuTaskError('busy', `the public lane is full (${kind})`);
  await new Promise<void>((resolve, reject) => {
    const onTurn = () => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    };
    const onAbort = () => {
      publicLane.waiting.splice(publicLane.waiting.indexOf(onTurn), 1);
      reject(new CpuTaskError('timeout', `${kind} waited too long for the public lane`));
    };
    signal.addEventListener('abort', onAbort, { once: true });
    publicLane.waiting.push(onTurn);
  });
}

/** Hands the place to the next waiting public task, or frees it. */
function leavePublicLane(): void {
  const next = publicLane.waiting.shift();
  if (next) next();
  else publicLane.inPool -= 1;
}

function getPool(): Piscina<TWorkerTask, unknown> {
  pool ??= new Piscina({
    filename: WORKER_URL.href,
    minThreads: 0,
    maxThreads: CPU_POOL_LIMITS.threads,
    maxQueue: CPU_POOL_LIMITS.threads * CPU_POOL_LIMITS.queuePerThread,
    idleTimeout: CPU_POOL_LIMITS.idleThreadMs,
    resourceLimits: { maxOldGenerationSizeMb: CPU_POOL_LIMITS.heapMb },
    execArgv: IS_SOURCE ? ['--import', 'tsx'] : [],
  });
  return pool;
}

/** Runs one task of a task module in a worker thread; throws CpuTaskError when it could not finish there. */
async function runTask(
  module: string,
  kind: string,
  input: unknown,
  options: { timeoutMs?: number; lane?: TCpuLane } = {},
): Promise<unknown> {
  const timeoutMs = options.timeoutMs ?? CPU_TASK_TIMEOUT_MS;
  const isPublic = options.lane === 'public';
  // The worker says when it starts on the task, so neither the queue nor a thread's start-up (loading
  // the parsers) eats into the task's own time.
  const { port1: startedPort, port2: workerPort } = new MessageChannel();
  const deadline = new AbortController();
  let workTimer: NodeJS.Timeout | undefined;
  startedPort.once('message', () => {
    workTimer = setTimeout(() => deadline.abort(), timeoutMs);
  });
  const waitTimer = setTimeout(() => deadline.abort(), timeoutMs * WAIT_FACTOR);
  let isInPublicLane = false;
  try {
    if (isPublic) {
      await enterPublicLane(kind, deadline.signal);
      isInPublicLane = true;
    }
    const task: TWorkerTask = { module, kind, input, started: workerPort };
    return await getPool().run(task, { signal: deadline.signal, transferList: [workerPort] });
  } catch (error) {
    const { name, message, code } = error as { name?: string; message?: string; code?: string };
    if (error instanceof CpuTaskError) throw error;
    if (name === 'AbortError') throw new CpuTaskError('timeout', `${kind} took longer than ${timeoutMs} ms`);
    if (message === 'Task queue is at limit') throw new CpuTaskError('busy', `every worker thread is busy (${kind})`);
    if (code === 'ERR_WORKER_OUT_OF_MEMORY') throw new CpuTaskError('out-of-memory', `${kind} ran out of memory`);
    throw error;
  } finally {
    if (isInPublicLane) leavePublicLane();
    clearTimeout(workTimer);
    clearTimeout(waitTimer);
    startedPort.close();
  }
}

export type TTaskRunner<TTasks extends TTaskMap> = {
  /** Runs one task in a worker thread; throws CpuTaskError when it could not finish there. */
  runInWorker: <K extends keyof TTasks & string>(
    kind: K,
    input: TTasks[K]['input'],
    options?: { timeoutMs?: number; lane?: TCpuLane },
  ) => Promise<TTasks[K]['output']>;
  /**
   * runInWorker for a request that waits on the answer: when the pool cannot do the task (all busy,
   * over its time or memory limit), a 503 with `busyMessage` and Retry-After, which the client can retry.
   */
  runInWorkerOrBusy: <K extends keyof TTasks & string>(
    kind: K,
    input: TTasks[K]['input'],
    busyMessage: string,
    options?: { lane?: TCpuLane },
  ) => Promise<TTasks[K]['output']>;
};

/** Runs the tasks of the module at `taskModule` (see findTaskModule) in the pool. */
export function createTaskRunner<TTasks extends TTaskMap>(taskModule: URL): TTaskRunner<TTasks> {
  const runInWorker: TTaskRunner<TTasks>['runInWorker'] = async (kind, input, options) =>
    (await runTask(taskModule.href, kind, input, options)) as TTasks[typeof kind]['output'];
  return {
    runInWorker,
    async runInWorkerOrBusy(kind, input, busyMessage, options = {}) {
      try {
        return await runInWorker(kind, input, options);
      } catch (error) {
        if (!(error instanceof CpuTaskError)) throw error;
        throw new AppError('SERVICE_UNAVAILABLE', busyMessage, { retryAfterSeconds: CPU_BUSY_RETRY_SECONDS });
      }
    },
  };
}
