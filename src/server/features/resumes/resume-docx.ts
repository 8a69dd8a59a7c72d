/**
 * GET /api/resume/{id}/docx: the resume's text as it is now, as a Word file in its template, made in
 * the worker pool (resume-engine/build/markdown-docx.ts) for every resume, the improved versions
 * that have no file included. 503 when every worker is busy.
 */
import type { FastifyReply } from 'fastify';
import { DOCX_MIME, type TResumeTemplate } from '#shared/schemas/resumes/resume.ts';
import { runInWorkerOrBusy } from '#server/resume-engine/run-in-worker.ts';
import { getAttachmentDisposition, toExportFileName } from './resume-files.ts';

const DOCX_BUSY = 'We are making many Word files right now. Please try again in a minute.';

/** Makes and sends the Word file of a resume, named after it ('Ada CV (improved).md' → 'Ada CV (improved).docx'). */
export async function sendResumeDocx(
  reply: FastifyReply,
  resume: { markdown: string; fileName: string; template: TResumeTemplate },
): Promise<FastifyReply> {
  const fileName = toExportFileName(resume.fileName, 'docx');
  const docx = await runInWorkerOrBusy(
    'resume-docx',
    { markdown: resume.markdown, title: fileName.replace(/\.docx$/, ''), template: resume.template },
    DOCX_BUSY,
  );
  return reply
    .header('content-type', DOCX_MIME)
    .header('content-disposition', getAttachmentDisposition(fileName, DOCX_MIME))
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(docx.buffer, docx.byteOffset, docx.byteLength));
}
