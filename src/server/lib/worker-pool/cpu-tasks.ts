/**
 * Worker-thread entry of the CPU pool (cpu-pool.ts): the work whose cost grows with untrusted input.
 * Here it blocks only this thread, which the pool terminates at the time limit. Inputs arrive
 * structured-cloned (a Buffer becomes a plain Uint8Array); answers are plain data, since a thrown
 * error would lose its class and fields on the way back.
 */
import type { MessagePort } from 'node:worker_threads';
import { zipSync } from 'fflate';
import type { TAnalysisReport, TImprovementWarning } from '#shared/schemas/analysis.ts';
import type { TJsonResume } from '#shared/schemas/json-resume.ts';
import type { TResumeBuilderDataParsed } from '#shared/schemas/resume.ts';
import { analyzeResumeWithLayout, type TBuiltInAnalyzeOptions } from '../../resume-engine/built-in/analyze-resume.ts';
import { renderResumePdf, type TPdfPageSize } from '../pdf/resume-pdf.ts';
import { improveResume } from '../../resume-engine/built-in/improve-resume.ts';
import { toJsonResumeFromDocument } from '../../resume-engine/json-resume/document-to-json-resume.ts';
import { parseResume } from '../../resume-engine/parse/parse-resume.ts';
import { hideContactDetails } from '../../resume-engine/redact/hide-contact-details.ts';
import { reviewImprovement } from '../../resume-engine/review/review-improvement.ts';
import { recognizeSkills } from '../../resume-engine/skills/recognize-skills.ts';
import type { TEngineResume, TImproveOptions, TImproveReport } from '../../resume-engine/types.ts';
import { extractWordMarkdown, type TExtractedWord, type TExtractOptions } from '../word/extract-word-markdown.ts';
import { buildResume, type TBuiltResume } from '../word/resume-builder.ts';
import { WordFileError, type TWordFileErrorReason } from '../word/word-file-error.ts';

type TWordResult<T> = { ok: true; value: T } | { ok: false; reason: TWordFileErrorReason; detail: string };

/** Each task: what goes in and what comes out. */
export type TCpuTasks = {
  'word-markdown': { input: { bytes: Uint8Array; options: TExtractOptions }; output: TWordResult<TExtractedWord> };
  'analyze-resume': { input: { resume: TEngineResume; options: Omit<TBuiltInAnalyzeOptions, 'wordLayout'> }; output: TAnalysisReport };
  'improve-resume': { input: { resume: TEngineResume; options: TImproveOptions }; output: TImproveReport };
  /** The fact checker's warnings on a rewrite (the engine's, the LLM's or a user's edit of one). */
  'review-improvement': { input: { originalContent: string; improvedContent: string }; output: TImprovementWarning[] };
  /** The resume builder's markdown and .docx. */
  'build-resume': { input: { data: TResumeBuilderDataParsed }; output: Omit<TBuiltResume, 'docx'> & { docx: Uint8Array } };
  /** The skills a resume's text shows, as lower-case canonical names (candidate search evidence). */
  'recognize-skills': { input: { text: string }; output: string[] };
  /** A resume's markdown as a PDF (lib/pdf/resume-pdf.ts). */
  'resume-pdf': { input: { markdown: string; pageSize: TPdfPageSize; title: string }; output: Uint8Array };
  /** A public link's page: the markdown without e-mail addresses and phone numbers unless shown, and its headline for link previews. */
  'public-resume': { input: { markdown: string; showsContact: boolean }; output: { markdown: string; headline: string | null } };
  /** A resume without the builder's data as JSON Resume, read by the engine's parser. */
  'json-resume-export': { input: { markdown: string; lastModified: Date }; output: TJsonResume };
  /** A zip of the entries (a data export); files already compressed (Word, images) are stored as they are. */
  'zip-archive': { input: { entries: TZipEntry[] }; output: Uint8Array };
};

export type TZipEntry = { path: string; bytes: Uint8Array; isCompressed: boolean };

export type TCpuTaskKind = keyof TCpuTasks;
export type TCpuTask = { [K in TCpuTaskKind]: { kind: K; input: TCpuTasks[K]['input']; started: MessagePort } }[TCpuTaskKind];

const toBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

const withBufferFile = (resume: TEngineResume): TEngineResume => ({
  ...resume,
  originalFile: resume.originalFile && { ...resume.originalFile, bytes: toBuffer(resume.originalFile.bytes) },
});

const HANDLERS: { [K in TCpuTaskKind]: (input: TCpuTasks[K]['input']) => Promise<TCpuTasks[K]['output']> } = {
  async 'word-markdown'({ bytes, options }) {
    try {
      return { ok: true, value: await extractWordMarkdown(toBuffer(bytes), options) };
    } catch (error) {
      if (error instanceof WordFileError) return { ok: false, reason: error.reason, detail: error.message };
      return { ok: false, reason: 'corrupt', detail: (error as Error).message };
    }
  },
  'analyze-resume': ({ resume, options }) => analyzeResumeWithLayout(withBufferFile(resume), options),
  'improve-resume': async ({ resume, options }) => improveResume(withBufferFile(resume), options),
  'review-improvement': async ({ originalContent, improvedContent }) => reviewImprovement(originalContent, improvedContent),
  'build-resume': ({ data }) => buildResume(data),
  'recognize-skills': async ({ text }) => recognizeSkills(text).map((skill) => skill.name.toLowerCase()),
  'resume-pdf': ({ markdown, pageSize, title }) => renderResumePdf(markdown, { pageSize, title }),
  'public-resume': async ({ markdown, showsContact }) => {
    const shared = showsContact ? markdown : hideContactDetails(markdown);
    return { markdown: shared, headline: parseResume(shared).headline?.value ?? null };
  },
  'json-resume-export': async ({ markdown, lastModified }) => toJsonResumeFromDocument(parseResume(markdown), { lastModified }),
  'zip-archive': async ({ entries }) =>
    zipSync(Object.fromEntries(entries.map((entry) => [entry.path, [entry.bytes, { level: entry.isCompressed ? 0 : 6 }]]))),
};

export default function runCpuTask(task: TCpuTask): Promise<unknown> {
  // Starts the task's clock in the pool (cpu-pool.ts).
  task.started.postMessage('started');
  task.started.close();
  return (HANDLERS[task.kind] as (input: TCpuTask['input']) => Promise<unknown>)(task.input);
}
