/**
 * The resume engine routes use. The built-in engine always runs: it is the answer without an LLM,
 * the grounding sent to the LLM, and the answer whenever the LLM fails (network, HTTP error,
 * timeout, invalid or mismatched JSON). Each answer says which engine gave it and, after a failure,
 * why the LLM was not used. The built-in engine and the fact checker run in a worker thread: their
 * time grows with the resume's length, which the main thread must not spend.
 */
import type { TAnalysisReport, TImprovementWarning, TReviewedChange } from '#shared/schemas/resume-ai.ts';
import { AppError } from '../lib/app-error.ts';
import { CPU_BUSY_RETRY_SECONDS, CpuTaskError } from '../lib/worker-pool/cpu-pool.ts';
import { analyzeWithLlm } from './llm/llm-analysis.ts';
import { LlmFailure, type TLlmConnection } from '../lib/llm-client.ts';
import { improveWithLlm } from './llm/llm-improvement.ts';
import { runInWorker } from './run-in-worker.ts';
import type { TEngineAnswer, TImproveReport, TResumeEngine } from './types.ts';
import type { TResumeEngineTasks } from './worker-tasks.ts';

/** The part of a pino logger the engine uses (a request's `request.log`). */
export type TEngineLog = { warn: (details: Record<string, unknown>, message: string) => void };

type TCreateResumeEngineOptions = {
  /** The admin's OpenAI-compatible model; null when no active key is set: built-in only, silently. */
  llm: TLlmConnection | null;
  log: TEngineLog;
};

function answeredByBuiltIn<T>(report: T, fallbackReason: string | null): TEngineAnswer<T> {
  return { report, engine: 'built-in', model: null, fallbackReason };
}

/** Error text without the API key, in case a server echoes it back. */
function redactKey(text: string, apiKey: string): string {
  return text.split(apiKey).join('[redacted]');
}

async function askLlm<T>(
  llm: TLlmConnection,
  log: TEngineLog,
  task: 'analyze' | 'improve',
  ask: () => Promise<T>,
  builtIn: T,
): Promise<TEngineAnswer<T>> {
  try {
    return { report: await ask(), engine: 'llm', model: llm.model, fallbackReason: null };
  } catch (error) {
    const reason = error instanceof LlmFailure ? error.reason : 'The AI model could not be used.';
    const detail = redactKey(error instanceof Error ? error.message : String(error), llm.apiKey);
    log.warn({ task, model: llm.model, baseUrl: llm.baseUrl, reason, detail }, 'LLM failed; the built-in engine answered');
    return answeredByBuiltIn(builtIn, reason);
  }
}

/** The built-in engine's answer from a worker thread; a 503 the client can retry when it cannot give one. */
async function runBuiltIn<
  K extends 'analyze-resume' | 'improve-resume' | 'review-improvement' | 'list-review-changes' | 'resume-role-title',
>(kind: K, input: TResumeEngineTasks[K]['input']): Promise<TResumeEngineTasks[K]['output']> {
  try {
    return await runInWorker(kind, input);
  } catch (error) {
    if (!(error instanceof CpuTaskError)) throw error;
    const message =
      error.reason === 'busy'
        ? 'The resume engine is busy right now. Please try again in a minute.'
        : 'This resume is too long or complex to analyse right now. Please shorten it and try again.';
    throw new AppError('SERVICE_UNAVAILABLE', message, { retryAfterSeconds: CPU_BUSY_RETRY_SECONDS });
  }
}

export function createResumeEngine({ llm, log }: TCreateResumeEngineOptions): TResumeEngine {
  return {
    async analyze(resume, options = {}) {
      const builtIn = await runBuiltIn('analyze-resume', { resume, options });
      if (!llm) return answeredByBuiltIn(builtIn, null);
      return askLlm(llm, log, 'analyze', () => analyzeWithLlm(llm, { resume, options, builtIn }), builtIn);
    },
    async improve(resume, options = {}) {
      const builtIn = await runBuiltIn('improve-resume', { resume, options });
      if (!llm) return answeredByBuiltIn(builtIn, null);
      return askLlm(llm, log, 'improve', () => improveWithLlm(llm, { resume, options, builtIn }), builtIn);
    },
  };
}

/**
 * The fact checker's warnings on a rewrite of `originalContent` (review/review-improvement.ts), from
 * a worker thread; a 503 like the engine's when it cannot give them.
 */
export function reviewRewrite(originalContent: string, improvedContent: string): Promise<TImprovementWarning[]> {
  return runBuiltIn('review-improvement', { originalContent, improvedContent });
}

/** A rewrite's changes, whichever engine wrote it, as the review lists them (review/reviewed-changes.ts), from a worker thread. */
export function listReviewChanges(
  originalContent: string,
  report: Pick<TImproveReport, 'improvedContent' | 'changes'>,
): Promise<TReviewedChange[]> {
  return runBuiltIn('list-review-changes', { originalContent, improvedContent: report.improvedContent, changes: report.changes });
}

/** The role a resume's text gives the person ('Senior Backend Engineer'), from a worker thread; null when it gives none. */
export function readResumeRole(markdown: string): Promise<string | null> {
  return runBuiltIn('resume-role-title', { markdown });
}

/**
 * The built-in engine's scores of a text: what a chosen set of changes would score, quickly and
 * the same each time, whichever engine the admin set for the analysis.
 */
export async function scoreWithBuiltIn(content: string): Promise<Pick<TAnalysisReport, 'overallScore' | 'atsCompatibility'>> {
  const { overallScore, atsCompatibility } = await runBuiltIn('analyze-resume', {
    resume: { content, fileName: 'resume.md', originalFile: null },
    options: {},
  });
  return { overallScore, atsCompatibility };
}
