/**
 * JSON Resume (jsonresume.org), the open standard for resume data, in and out.
 * - Import: an uploaded resume.json, checked by content (UTF-8 text holding a JSON object) and against
 *   the schema with messages that name the field, becomes a builder resume (structured data, markdown
 *   and .docx), and offers the developer's profile its basics.
 * - Export: a builder resume from its structured data (so export → import gives the same data back);
 *   any other resume as the engine's parser reads it, in the worker pool.
 */
import { type z } from 'zod';
import { formatMegabytes } from '#shared/file-size.ts';
import { JSON_RESUME_MAX_BYTES, ZJsonResumeSchema, type TJsonResume, type TJsonResumeImport } from '#shared/schemas/resumes/json-resume.ts';
import { ZImportedResumeDataSchema } from '#shared/schemas/resumes/resume.ts';
import type { TAppContext } from '#server/context.ts';
import { getResumeWithBuilderData, toResumeResponse } from '#server/db/resumes.queries.ts';
import { findUserById } from '#server/db/users.queries.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TUpload } from '#server/lib/multipart-upload.ts';
import { runInWorkerOrBusy } from '#server/resume-engine/run-in-worker.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { toJsonResumeFromBuilder } from '#server/resume-engine/json-resume/builder-to-json-resume.ts';
import { toBuilderData } from '#server/resume-engine/json-resume/json-resume-to-builder.ts';
import { createBuiltResume } from './build-resume.ts';
import { UPLOAD_MESSAGES } from './upload-resume.ts';
import { assertResumeAccess, assertUserAccess } from './resume-access.ts';

export const JSON_UPLOAD_MESSAGES = {
  missing: 'Please choose a JSON Resume file (resume.json) to upload in the "resume" field.',
  tooLarge: `Please upload a JSON Resume file smaller than ${formatMegabytes(JSON_RESUME_MAX_BYTES)}.`,
  unreadable: UPLOAD_MESSAGES.unreadable,
};
const NOT_TEXT = 'This file is not a JSON Resume: it is not UTF-8 text. Please upload the resume.json file itself.';
const NOT_AN_OBJECT = 'This file is not a JSON Resume: a resume.json holds one JSON object, starting with "{".';
const MAX_ISSUES_SHOWN = 5;
const EXPORT_BUSY = 'We are exporting many resumes right now. Please try again in a minute.';

/** 'work.0.startDate: Must be a date like 2021, 2021-04 or 2021-04-15'; the first few issues, one sentence. */
function describeIssues(error: z.ZodError): string {
  const described = error.issues.slice(0, MAX_ISSUES_SHOWN).map((issue) => {
    const path = issue.path.map(String).join('.');
    return path ? `${path}: ${issue.message}` : issue.message;
  });
  const more = error.issues.length - described.length;
  return `${described.join('; ')}${more > 0 ? ` (and ${more} more)` : ''}`;
}

/** The upload as a JSON Resume, or a 400 saying what is wrong with it. */
function readJsonResumeFile(bytes: Buffer): TJsonResume {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new AppError('BAD_REQUEST', NOT_TEXT);
  }
  if (!text.trimStart().startsWith('{')) throw new AppError('BAD_REQUEST', NOT_AN_OBJECT);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new AppError('BAD_REQUEST', `This file is not valid JSON: ${(error as Error).message}`);
  }
  const parsed = ZJsonResumeSchema.safeParse(value);
  if (!parsed.success)
    throw new AppError('BAD_REQUEST', `This file does not follow the JSON Resume schema. ${describeIssues(parsed.error)}`);
  return parsed.data;
}

/** A resume.json as a new builder resume of the developer; what the account knows fills what the file leaves out. */
export async function importJsonResume(
  ctx: Pick<TAppContext, 'db' | 'config'>,
  actor: TActor,
  params: { userId: number; readUpload: () => Promise<TUpload> },
): Promise<TJsonResumeImport> {
  const { userId } = params;
  await assertUserAccess(ctx.db, actor, userId, 'change');
  const jsonResume = readJsonResumeFile((await params.readUpload()).bytes);
  const owner = (await findUserById(ctx.db, userId))!;
  const { data, profile, leftOut } = toBuilderData(jsonResume, {
    fullName: owner.fullName,
    email: owner.email,
    phone: owner.phone ?? '',
    location: owner.location ?? '',
  });
  // Cut to the builder's limits already; this is the last guard before anything is stored.
  const checked = ZImportedResumeDataSchema.safeParse(data);
  if (!checked.success) throw new AppError('BAD_REQUEST', `This JSON Resume lacks what a resume needs. ${describeIssues(checked.error)}`);
  const resume = await createBuiltResume(ctx, actor, { userId, resumeData: checked.data, source: 'imported' });
  return { resume: toResumeResponse(resume), profile, leftOut };
}

/** The resume as JSON Resume, for whoever may read it. */
export async function exportJsonResume(ctx: Pick<TAppContext, 'db'>, actor: TActor, params: { resumeId: number }): Promise<TJsonResume> {
  const { ownerId } = await assertResumeAccess(ctx.db, actor, params.resumeId, 'read');
  const resume = (await getResumeWithBuilderData(ctx.db, { resumeId: params.resumeId, userId: ownerId }))!;
  if (resume.builderData) return toJsonResumeFromBuilder(resume.builderData, { lastModified: resume.updatedAt });
  return runInWorkerOrBusy('json-resume-export', { markdown: resume.content, lastModified: resume.updatedAt }, EXPORT_BUSY);
}
