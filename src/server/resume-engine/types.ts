/**
 * The resume engine's small interface. Two providers implement it: the built-in one (offline,
 * deterministic) and the OpenAI-compatible LLM one, which falls back to the built-in one on any
 * failure. Routes only ever see `TResumeEngine`.
 */
import type { TAnalysisEngine, TAnalysisReport, TImprovementChange, TMissingSection } from '#shared/schemas/resume-ai.ts';

/** What the engine reads: the resume's markdown, and the original Word file when there is one. */
export type TEngineResume = {
  content: string;
  fileName: string;
  /** The uploaded or built .docx / .doc, for layout checks (tables, text boxes, columns…). */
  originalFile: { bytes: Buffer; mimeType: string } | null;
};

export type TAnalyzeOptions = { targetRole?: string; jobDescription?: string };
export type TImproveOptions = { targetRole?: string };

/**
 * The rewrite and the list of what changed and why (before any fact checking); for a resume that
 * lacks what a resume needs, the sections to add (as placeholders in the rewrite) and the answer in words.
 */
export type TImproveReport = {
  improvedContent: string;
  changes: TImprovementChange[];
  missingSections?: TMissingSection[];
  guidance?: string | null;
};

/** Which engine answered, and why the LLM did not when it was configured. */
export type TEngineAnswer<T> = { report: T; engine: TAnalysisEngine; model: string | null; fallbackReason: string | null };

export type TResumeEngine = {
  analyze(resume: TEngineResume, options?: TAnalyzeOptions): Promise<TEngineAnswer<TAnalysisReport>>;
  improve(resume: TEngineResume, options?: TImproveOptions): Promise<TEngineAnswer<TImproveReport>>;
};
