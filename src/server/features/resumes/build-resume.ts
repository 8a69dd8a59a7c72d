/**
 * POST /api/applicant/{userId}/resume/create: the builder's resume, its markdown and .docx written in
 * a worker thread (the time grows with the text), stored like an upload with the builder's data. A
 * JSON Resume import (import-json-resume.ts) ends here too.
 */
import { RESUME_CONTENT_MAX_CHARS, type TResumeBuilderDataParsed } from '#shared/schemas/resumes/resume.ts';
import type { TAppContext } from '#server/context.ts';
import type { TResumeRow } from '#server/db/resumes.queries.ts';
import { AppError } from '#server/lib/app-error.ts';
import { hashFile } from '#server/lib/file-hash.ts';
import { runInWorkerOrBusy } from '#server/resume-engine/run-in-worker.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { sanitizeFileName } from './resume-files.ts';
import { assertUserAccess, storeNewResume } from './resume-access.ts';

const TOO_LONG_BUILT = `This resume would be too long (at most ${RESUME_CONTENT_MAX_CHARS.toLocaleString('en-US')} characters of text). Please shorten its descriptions.`;
const BUILDER_BUSY = 'We are writing many resumes right now. Please try again in a minute.';

/** The builder's files; 400 when the text is too long, 503 when the worker threads are all busy. */
async function buildResumeFile(data: TResumeBuilderDataParsed) {
  const built = await runInWorkerOrBusy('build-resume', { data }, BUILDER_BUSY);
  if (built.markdown.length > RESUME_CONTENT_MAX_CHARS) throw new AppError('BAD_REQUEST', TOO_LONG_BUILT);
  return { ...built, docx: Buffer.from(built.docx.buffer, built.docx.byteOffset, built.docx.byteLength) };
}

export async function createBuiltResume(
  ctx: Pick<TAppContext, 'db' | 'config'>,
  actor: TActor,
  params: { userId: number; resumeData: TResumeBuilderDataParsed; source: 'built' | 'imported' },
): Promise<TResumeRow> {
  await assertUserAccess(ctx.db, actor, params.userId, 'change');
  const built = await buildResumeFile(params.resumeData);
  return storeNewResume(ctx, actor, {
    userId: params.userId,
    fileName: sanitizeFileName(built.fileName),
    source: params.source,
    content: built.markdown,
    file: { bytes: built.docx, mimeType: built.mimeType, sha256: await hashFile(built.docx) },
    builderData: params.resumeData,
    template: params.resumeData.template,
    auditAction: params.source === 'imported' ? 'resume.imported' : 'resume.created',
  });
}
