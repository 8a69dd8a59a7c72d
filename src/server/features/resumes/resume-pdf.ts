/**
 * A resume's markdown as a PDF download, made in the worker pool (lib/pdf/resume-pdf.ts): for the
 * resume page (GET /api/resume/{id}/pdf) and the public link's page. 503 when every worker is busy.
 */
import type { FastifyReply } from 'fastify';
import { PDF_MIME } from '#shared/schemas/resume.ts';
import type { TPdfPageSize } from '#server/lib/pdf/resume-pdf.ts';
import { runInWorkerOrBusy } from '#server/lib/worker-pool/cpu-pool.ts';
import { getAttachmentDisposition, toPdfFileName } from './resume-files.ts';

const PDF_BUSY = 'We are making many PDFs right now. Please try again in a minute.';

/**
 * Sends the PDF of `markdown` as an attachment named after the resume ('Jane Doe Resume.docx' →
 * 'Jane Doe Resume.pdf'). `onMade` runs once the PDF exists and before it is sent, so what it writes
 * is done when the answer arrives.
 */
export async function sendResumePdf(
  reply: FastifyReply,
  resume: { markdown: string; fileName: string; pageSize: TPdfPageSize },
  onMade?: () => Promise<void>,
): Promise<FastifyReply> {
  const fileName = toPdfFileName(resume.fileName);
  const pdf = await runInWorkerOrBusy(
    'resume-pdf',
    { markdown: resume.markdown, pageSize: resume.pageSize, title: fileName.replace(/\.pdf$/, '') },
    PDF_BUSY,
  );
  await onMade?.();
  return reply
    .header('content-type', PDF_MIME)
    .header('content-disposition', getAttachmentDisposition(fileName, PDF_MIME))
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
}
