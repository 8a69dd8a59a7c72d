/**
 * The engine's task module for the worker pool (lib/worker-pool): the work whose cost grows with the
 * resume, run through run-in-worker.ts. Inputs arrive structured-cloned (a Buffer becomes a plain
 * Uint8Array); answers are plain data, since a thrown error would lose its class and fields on the way back.
 */
import type { TAdTerm } from '#shared/schemas/jobs.ts';
import type { TAnalysisReport, TImprovementChange, TImprovementWarning, TReviewedChange } from '#shared/schemas/resume-ai.ts';
import type { TJsonResume } from '#shared/schemas/resumes/json-resume.ts';
import type { TResumeBuilderDataParsed, TResumeTemplate } from '#shared/schemas/resumes/resume.ts';
import type { TTaskHandlers } from '#server/lib/worker-pool/cpu-pool.ts';
import { writeMarkdownDocx } from './build/markdown-docx.ts';
import { buildResume, type TBuiltResume } from './build/resume-builder.ts';
import { analyzeResumeWithLayout, type TBuiltInAnalyzeOptions } from './built-in/analyze-resume.ts';
import { improveResume } from './built-in/improve-resume.ts';
import { matchAdTerms } from './built-in/keyword-match.ts';
import { toJsonResumeFromDocument } from './json-resume/document-to-json-resume.ts';
import { parseResume } from './parse/parse-resume.ts';
import { extractPdfMarkdown, type TExtractedPdf, type TPdfExtractOptions } from './pdf-text/extract-pdf-markdown.ts';
import { PdfFileError, type TPdfFileErrorReason } from './pdf-text/pdf-file-error.ts';
import { renderResumePdf, type TPdfPageSize } from './pdf/resume-pdf.ts';
import { hideContactDetails } from './redact/hide-contact-details.ts';
import { reviewImprovement } from './review/review-improvement.ts';
import { toReviewedChanges } from './review/reviewed-changes.ts';
import { readSkillEvidence, recognizeSkills, type TSkillEvidence } from './skills/recognize-skills.ts';
import { readResumeRoleTitle } from './skills/role-families.ts';
import { findRoleProfile, type TRoleProfile } from './skills/role-profiles.ts';
import type { TEngineResume, TImproveOptions, TImproveReport } from './types.ts';
import { extractWordMarkdown, type TExtractedWord, type TExtractOptions } from './word/extract-word-markdown.ts';
import { WordFileError, type TWordFileErrorReason } from './word/word-file-error.ts';

type TWordResult<T> = { ok: true; value: T } | { ok: false; reason: TWordFileErrorReason; detail: string };
type TPdfResult<T> = { ok: true; value: T } | { ok: false; reason: TPdfFileErrorReason; detail: string };

/** Each task: what goes in and what comes out. */
export type TResumeEngineTasks = {
  'word-markdown': { input: { bytes: Uint8Array; options: TExtractOptions }; output: TWordResult<TExtractedWord> };
  /** An uploaded PDF's text as the markdown the Word path gives (pdf-text/). */
  'pdf-markdown': { input: { bytes: Uint8Array; options: TPdfExtractOptions }; output: TPdfResult<TExtractedPdf> };
  'analyze-resume': { input: { resume: TEngineResume; options: Omit<TBuiltInAnalyzeOptions, 'wordLayout'> }; output: TAnalysisReport };
  'improve-resume': { input: { resume: TEngineResume; options: TImproveOptions }; output: TImproveReport };
  /** The fact checker's warnings on a rewrite (the engine's, the LLM's or a user's edit of one). */
  'review-improvement': { input: { originalContent: string; improvedContent: string }; output: TImprovementWarning[] };
  /** A rewrite's changes as the review lists them, to accept or reject one by one (review/reviewed-changes.ts). */
  'list-review-changes': {
    input: { originalContent: string; improvedContent: string; changes: TImprovementChange[] };
    output: TReviewedChange[];
  };
  /** The resume builder's markdown and .docx. */
  'build-resume': { input: { data: TResumeBuilderDataParsed }; output: Omit<TBuiltResume, 'docx'> & { docx: Uint8Array } };
  /** The skills a resume's text shows, as lower-case canonical names (candidate search evidence). */
  'recognize-skills': { input: { text: string }; output: { held: string[]; learning: string[]; notHeld: string[] } };
  /**
   * What a target role asks for (null: a role the engine does not know) and what a resume says of
   * its skills, read as the analysis reads it, as lower-case canonical names: the learning suggestions' input.
   */
  /** A resume's skills against a role: the one given, else the title the resume gives (`roleTitle`). */
  'role-skill-gaps': {
    input: { resumeText: string; targetRole: string | null };
    output: { roleTitle: string | null; role: TRoleProfile | null; held: string[]; learning: string[]; notHeld: string[] };
  };
  /** The role a resume gives the person (its headline, else its latest job title), null when it gives none. */
  'resume-role-title': { input: { markdown: string }; output: string | null };
  /** The terms of a job's ad, each with whether the resume mentions it (read as the analysis reads it). */
  'ad-terms': { input: { resumeText: string; adText: string }; output: TAdTerm[] };
  /** A resume's markdown as a .docx (build/markdown-docx.ts). */
  'resume-docx': { input: { markdown: string; title: string; template: TResumeTemplate }; output: Uint8Array };
  /** A resume's markdown as a PDF (pdf/resume-pdf.ts). */
  'resume-pdf': { input: { markdown: string; pageSize: TPdfPageSize; title: string; template: TResumeTemplate }; output: Uint8Array };
  /** A public link's page: the markdown without e-mail addresses and phone numbers unless shown, and its headline for link previews. */
  'public-resume': { input: { markdown: string; showsContact: boolean }; output: { markdown: string; headline: string | null } };
  /** A resume without the builder's data as JSON Resume, read by the engine's parser. */
  'json-resume-export': { input: { markdown: string; lastModified: Date }; output: TJsonResume };
};

const toBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

const withBufferFile = (resume: TEngineResume): TEngineResume => ({
  ...resume,
  originalFile: resume.originalFile && { ...resume.originalFile, bytes: toBuffer(resume.originalFile.bytes) },
});

const toEvidenceKeys = ({ held, learning, notHeld }: TSkillEvidence) => {
  const toKeys = (names: readonly string[]) => names.map((name) => name.toLowerCase());
  return { held: toKeys(held.map((skill) => skill.name)), learning: toKeys(learning), notHeld: toKeys(notHeld) };
};

const RESUME_ENGINE_TASKS: TTaskHandlers<TResumeEngineTasks> = {
  async 'word-markdown'({ bytes, options }) {
    try {
      return { ok: true, value: await extractWordMarkdown(toBuffer(bytes), options) };
    } catch (error) {
      if (error instanceof WordFileError) return { ok: false, reason: error.reason, detail: error.message };
      return { ok: false, reason: 'corrupt', detail: (error as Error).message };
    }
  },
  async 'pdf-markdown'({ bytes, options }) {
    try {
      return { ok: true, value: await extractPdfMarkdown(toBuffer(bytes), options) };
    } catch (error) {
      if (error instanceof PdfFileError) return { ok: false, reason: error.reason, detail: error.message };
      return { ok: false, reason: 'corrupt', detail: (error as Error).message };
    }
  },
  'analyze-resume': ({ resume, options }) => analyzeResumeWithLayout(withBufferFile(resume), options),
  'improve-resume': async ({ resume, options }) => improveResume(withBufferFile(resume), options),
  'review-improvement': async ({ originalContent, improvedContent }) => reviewImprovement(originalContent, improvedContent),
  'list-review-changes': async ({ originalContent, improvedContent, changes }) =>
    toReviewedChanges(originalContent, improvedContent, changes),
  'build-resume': ({ data }) => buildResume(data),
  'recognize-skills': async ({ text }) => toEvidenceKeys(readSkillEvidence(text)),
  'role-skill-gaps': async ({ resumeText, targetRole }) => {
    const document = parseResume(resumeText);
    const roleTitle = targetRole ?? readResumeRoleTitle(document);
    return { roleTitle, role: roleTitle ? findRoleProfile(roleTitle) : null, ...toEvidenceKeys(readSkillEvidence(document)) };
  },
  'resume-role-title': async ({ markdown }) => readResumeRoleTitle(parseResume(markdown)),
  'ad-terms': async ({ resumeText, adText }) => matchAdTerms(recognizeSkills(parseResume(resumeText)), adText),
  'resume-docx': async ({ markdown, ...options }) => new Uint8Array(await writeMarkdownDocx(markdown, options)),
  'resume-pdf': ({ markdown, ...options }) => renderResumePdf(markdown, options),
  'public-resume': async ({ markdown, showsContact }) => {
    const shared = showsContact ? markdown : hideContactDetails(markdown);
    return { markdown: shared, headline: parseResume(shared).headline?.value ?? null };
  },
  'json-resume-export': async ({ markdown, lastModified }) => toJsonResumeFromDocument(parseResume(markdown), { lastModified }),
};

export default RESUME_ENGINE_TASKS;
