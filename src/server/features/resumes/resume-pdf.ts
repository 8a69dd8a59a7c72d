/**
 * A resume's markdown as a PDF download, made in the worker pool (resume-engine/pdf/resume-pdf.ts): for the
 * resume page (GET /api/resume/{id}/pdf) and the public link's page, which makes it in the pool's
 * public lane and keeps it (resume-link.ts). 503 when every worker is busy.
 */
import type { FastifyReply } from 'fastify';
import { PDF_MIME, type TResumeTemplate } from '#shared/schemas/resumes/resume.ts';
import type { TPdfPageSize } from '#server/resume-engine/pdf/resume-pdf.ts';
import type { TCpuLane } from '#server/lib/worker-pool/cpu-pool.ts';
import { runInWorkerOrBusy } from '#server/resume-engine/run-in-worker.ts';
import { getAttachmentDisposition, toPdfFileName } from './resume-files.ts';

const PDF_BUSY = 'We are making many PDFs right now. Please try again in a minute.';

export type TResumePdfRequest = { markdown: string; fileName: string; pageSize: TPdfPageSize; template: TResumeTemplate };

/** The PDF of `resume.markdown` in its template, titled after the resume's file name ('Jane Doe Resume.docx' → 'Jane Doe Resume'). */
export function makeResumePdf(resume: TResumePdfRequest, options: { lane?: TCpuLane } = {}): Promise<Uint8Array> {
  const title = toPdfFileName(resume.fileName).replace(/\.pdf$/, '');
  const { markdown, pageSize, template } = resume;
  return runInWorkerOrBusy('resume-pdf', { markdown, pageSize, title, template }, PDF_BUSY, options);
}

/** Sends `pdf` as an attachment named after the resume. */
export function sendPdf(reply: FastifyReply, fileName: string, pdf: Uint8Array): FastifyReply {
  const pdfFileName = toPdfFileName(fileName);
  return reply
    .header('content-type', PDF_MIME)
    .header('content-disposition', getAttachmentDisposition(pdfFileName, PDF_MIME))
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
}

/** Makes and sends the PDF of a resume. */
export async function sendResumePdf(reply: FastifyReply, resume: TResumePdfRequest): Promise<FastifyReply> {
  return sendPdf(reply, resume.fileName, await makeResumePdf(resume));
}
