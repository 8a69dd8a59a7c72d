/**
 * POST /api/applicant/{userId}/resume: a Word or PDF resume. The file is recognised by content, capped while
 * streaming and parsed in a worker thread with time limits, Word with zip-bomb limits (resume-engine/word),
 * PDF with page and text limits (resume-engine/pdf-text); every way it can fail leaves nothing stored. Uploads count against the actor's hourly allowance, and the resume
 * against the account's quota: a full account is told before its file is read.
 */
import type { TErrorCode } from '#shared/errors.ts';
import { formatMegabytes } from '#shared/file-size.ts';
import { RESUME_CONTENT_MAX_CHARS, RESUME_MAX_BYTES, RESUME_PDF_MAX_PAGES } from '#shared/schemas/resumes/resume.ts';
import type { TAppContext } from '#server/context.ts';
import { enforceUploadRateLimit } from '#server/db/rate-limits.queries.ts';
import { assertResumeQuota } from '#server/db/resume-quota.ts';
import type { TResumeRow } from '#server/db/resumes.queries.ts';
import { AppError } from '#server/lib/app-error.ts';
import { hashFile } from '#server/lib/file-hash.ts';
import { CPU_BUSY_RETRY_SECONDS } from '#server/lib/worker-pool/cpu-pool.ts';
import type { TUpload } from '#server/lib/multipart-upload.ts';
import type { TExtractedPdf } from '#server/resume-engine/pdf-text/extract-pdf-markdown.ts';
import { PdfFileError, type TPdfFileErrorReason } from '#server/resume-engine/pdf-text/pdf-file-error.ts';
import { readPdfMarkdown } from '#server/resume-engine/pdf-text/pdf-reader.ts';
import { isPdfFile } from '#server/resume-engine/pdf-text/pdf-signature.ts';
import type { TExtractedWord } from '#server/resume-engine/word/extract-word-markdown.ts';
import { WordFileError, type TWordFileErrorReason } from '#server/resume-engine/word/word-file-error.ts';
import { readWordMarkdown } from '#server/resume-engine/word/word-reader.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { toUploadFileName } from './resume-files.ts';
import { assertUserAccess, storeNewResume } from './resume-access.ts';

const WRONG_TYPE = 'Please upload a Microsoft Word document (.doc or .docx) or a PDF.';
const TOO_MUCH_TEXT = `This document holds more text than a resume can (at most ${RESUME_CONTENT_MAX_CHARS.toLocaleString('en-US')} characters).`;
const BUSY = 'We are reading many files right now. Please try again in a minute.';
export const UPLOAD_MESSAGES = {
  missing: 'Please choose a Word file (.doc or .docx) or a PDF to upload in the "resume" field.',
  tooLarge: `Please upload a file smaller than ${formatMegabytes(RESUME_MAX_BYTES)}.`,
  unreadable: 'The upload was incomplete or malformed. Please try again.',
};

/** What the user is told for each way a Word file can fail; all leave nothing stored. */
const WORD_FILE_MESSAGES: Record<TWordFileErrorReason, string> = {
  'not-word': WRONG_TYPE,
  encrypted:
    'This Word file is password-protected. Please remove the password in Word (File > Info > Protect Document) and upload it again.',
  corrupt: 'This Word file could not be read; it may be damaged. Please open it in Word, save it again and upload the new copy.',
  'too-large-unpacked':
    'This Word file unpacks to far more data than a resume needs, so it was not processed. Please save a simpler copy and upload it again.',
  'too-much-text': TOO_MUCH_TEXT,
  timeout: 'This Word file took too long to read. Please save a simpler copy and upload it again.',
  busy: BUSY,
  empty: 'This Word file contains no text we could read. If it holds a scanned image, please upload a version with real text.',
};

/** What the user is told for each way a PDF can fail; all leave nothing stored. */
const PDF_FILE_MESSAGES: Record<TPdfFileErrorReason, string> = {
  'no-text-layer':
    'This PDF has no text layer: it is a scan or an image, so its text cannot be read. Please export your resume from your editor as a PDF with text (File > Save as PDF or Export > PDF), or upload the Word file.',
  encrypted: 'This PDF is password-protected. Please save a copy without a password and upload it again, or upload the Word file.',
  corrupt: 'This PDF could not be read; it may be damaged. Please export it again from your editor, or upload the Word file.',
  'too-many-pages': `This PDF has more than ${RESUME_PDF_MAX_PAGES} pages, more than a resume needs. Please upload a shorter version.`,
  'too-much-text': TOO_MUCH_TEXT,
  timeout: 'This PDF took too long to read. Please export a simpler copy and upload it again, or upload the Word file.',
  busy: BUSY,
};

const STATUS_BY_REASON: Partial<Record<TWordFileErrorReason | TPdfFileErrorReason, TErrorCode>> = {
  'not-word': 'UNSUPPORTED_MEDIA_TYPE',
  busy: 'SERVICE_UNAVAILABLE',
};

function refuse(actor: TActor, error: WordFileError | PdfFileError, message: string): never {
  actor.log.info({ reason: error.reason, detail: error.message }, 'resume upload refused');
  const retry = error.reason === 'busy' ? { retryAfterSeconds: CPU_BUSY_RETRY_SECONDS } : {};
  throw new AppError(STATUS_BY_REASON[error.reason] ?? 'BAD_REQUEST', message, retry);
}

async function parsePdfFile(actor: TActor, bytes: Buffer): Promise<TExtractedPdf> {
  try {
    return await readPdfMarkdown(bytes, { maxTextChars: RESUME_CONTENT_MAX_CHARS, maxPages: RESUME_PDF_MAX_PAGES });
  } catch (error) {
    if (!(error instanceof PdfFileError)) throw error;
    refuse(actor, error, PDF_FILE_MESSAGES[error.reason]);
  }
}

/** The resume text of a Word file or a PDF, told apart by content. */
async function parseResumeFile(actor: TActor, bytes: Buffer): Promise<TExtractedWord | TExtractedPdf> {
  if (bytes.length === 0) throw new AppError('BAD_REQUEST', 'The uploaded file is empty.');
  if (isPdfFile(bytes)) return parsePdfFile(actor, bytes);
  try {
    return await readWordMarkdown(bytes, { maxTextChars: RESUME_CONTENT_MAX_CHARS });
  } catch (error) {
    if (!(error instanceof WordFileError)) throw error;
    refuse(actor, error, WORD_FILE_MESSAGES[error.reason]);
  }
}

/** `readUpload` reads the request's file; it is called only once the actor may upload here. */
export async function uploadResume(
  ctx: Pick<TAppContext, 'db' | 'config'>,
  actor: TActor,
  params: { userId: number; readUpload: () => Promise<TUpload> },
): Promise<TResumeRow> {
  const { db, config } = ctx;
  const { userId } = params;
  await assertUserAccess(db, actor, userId, 'change');
  await enforceUploadRateLimit(db, config.uploadRatePerUser, actor.viewer.id);
  // A full account is told before its file is read and parsed; storing checks again under the lock.
  await assertResumeQuota(db, { userId, addedBytes: 0, quota: config.resumeQuota });
  const upload = await params.readUpload();
  const read = await parseResumeFile(actor, upload.bytes);
  return storeNewResume(ctx, actor, {
    userId,
    fileName: toUploadFileName(upload.fileName, read.format),
    source: 'uploaded',
    content: read.markdown,
    file: { bytes: upload.bytes, mimeType: read.mimeType, sha256: await hashFile(upload.bytes) },
    auditAction: 'resume.uploaded',
    auditDetails: { format: read.format },
  });
}
