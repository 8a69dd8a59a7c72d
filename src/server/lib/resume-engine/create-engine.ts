/**
 * The resume engine routes use. The built-in engine always runs: it is the answer without an LLM,
 * the grounding sent to the LLM, and the answer whenever the LLM fails (network, HTTP error,
 * timeout, invalid or mismatched JSON). Each answer says which engine gave it and, after a failure,
 * why the LLM was not used.
 */
import { analyzeResumeWithLayout } from './built-in/analyze-resume.ts';
import { improveResume } from './built-in/improve-resume.ts';
import { analyzeWithLlm } from './llm/llm-analysis.ts';
import { LlmFailure, type TLlmConnection } from './llm/llm-client.ts';
import { improveWithLlm } from './llm/llm-improvement.ts';
import type { TEngineAnswer, TResumeEngine } from './types.ts';

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

export function createResumeEngine({ llm, log }: TCreateResumeEngineOptions): TResumeEngine {
  return {
    async analyze(resume, options = {}) {
      const builtIn = await analyzeResumeWithLayout(resume, options);
      if (!llm) return answeredByBuiltIn(builtIn, null);
      return askLlm(llm, log, 'analyze', () => analyzeWithLlm(llm, { resume, options, builtIn }), builtIn);
    },
    async improve(resume, options = {}) {
      const builtIn = improveResume(resume, options);
      if (!llm) return answeredByBuiltIn(builtIn, null);
      return askLlm(llm, log, 'improve', () => improveWithLlm(llm, { resume, options, builtIn }), builtIn);
    },
  };
}
