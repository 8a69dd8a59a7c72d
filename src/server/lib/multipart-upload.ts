/**
 * The one file of a multipart upload, read with a size cap. The whole body is read, so a second file
 * (where the parser stops: `limits.files` in app.ts) or a file in another field is refused with a
 * 400 instead of being silently ignored.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

type TUploadMessages = { missing: string; tooLarge: string; unreadable: string };
/** `fields`: the form's text fields sent beside the file (the last value of each name). */
export type TUpload = { bytes: Buffer; fileName: string | undefined; fields: Record<string, string> };

const SECOND_FILE_MESSAGE = 'Please upload one file at a time.';

export async function readSingleUpload(
  request: FastifyRequest,
  { field, maxBytes, messages }: { field: string; maxBytes: number; messages: TUploadMessages },
): Promise<TUpload> {
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST', messages.missing);
  const { FilesLimitError, RequestFileTooLargeError } = request.server.multipartErrors;
  let upload: Omit<TUpload, 'fields'> | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type !== 'file') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== field) {
        part.file.resume();
        throw new AppError('BAD_REQUEST', messages.missing);
      }
      // toBuffer() stops at the cap, so no more than maxBytes are ever held. It throws when the cap
      // is crossed mid-stream but not when the cut falls on the last chunk: the flag tells either way.
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw new RequestFileTooLargeError();
      upload = { bytes, fileName: part.filename };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof FilesLimitError) throw new AppError('BAD_REQUEST', SECOND_FILE_MESSAGE);
    if (error instanceof RequestFileTooLargeError) throw new AppError('PAYLOAD_TOO_LARGE', messages.tooLarge);
    // Everything else here comes from parsing the request body: a malformed or cut-off upload.
    request.log.info({ err: error }, 'upload could not be parsed');
    throw new AppError('BAD_REQUEST', messages.unreadable);
  }
  if (!upload) throw new AppError('BAD_REQUEST', messages.missing);
  return { ...upload, fields };
}
