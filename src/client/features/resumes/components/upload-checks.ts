/**
 * The upload rules the browser checks before sending for resumes, so a wrong file never
 * travels; the server checks the bytes again. And how much of the account's quota is used.
 */
import { formatMegabytes } from '#shared/file-size.ts';
import { RESUME_EXTENSIONS, RESUME_MAX_BYTES, type TResumeQuota } from '#shared/schemas/resumes/resume.ts';
import { formatFileSize } from '#client/lib/format.ts';

type TFileFacts = { name: string; size: number; type: string };

/** The toast for a resume file that may not be uploaded, or null: Word documents and PDFs, at most 10 MB. */
export function getResumeFileProblem(file: TFileFacts): { title: string; description: string } | null {
  const name = file.name.toLowerCase();
  if (!RESUME_EXTENSIONS.some((extension) => name.endsWith(extension))) {
    return { title: 'Invalid file type', description: 'Please upload a Microsoft Word document (.doc or .docx) or a PDF.' };
  }
  if (file.size > RESUME_MAX_BYTES)
    return { title: 'File too large', description: `Please upload a file smaller than ${formatMegabytes(RESUME_MAX_BYTES)}.` };
  return null;
}

/** '12 of 100 resumes, 8.1 MB of 100 MB used'; a full account is told what makes room (the server refuses more). */
export function describeResumeQuota(quota: TResumeQuota): { text: string; isFull: boolean } {
  const isFull = quota.count >= quota.maxCount || quota.bytes >= quota.maxBytes;
  const usage = `${quota.count} of ${quota.maxCount} resumes, ${formatFileSize(quota.bytes)} of ${formatFileSize(quota.maxBytes)} used`;
  return { text: isFull ? `${usage}. Delete a resume to make room for another.` : usage, isFull };
}
