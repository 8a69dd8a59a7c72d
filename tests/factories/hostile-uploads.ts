/**
 * Multipart edge cases for an upload route: no file, two files, the wrong field, a file of the other
 * kind under this kind's name, empty, cut-off and oversized files, zip bombs, an encrypted Word file,
 * bodies that are not multipart or not well-formed multipart, and awkward file names.
 */
import { crc32 } from 'node:zlib';
import type { TMatrixRequest } from './authorization-fixtures.ts';
import { buildMultipart } from './multipart.ts';
import { buildEncryptedWordFile, buildZipBomb } from './resumes.ts';

/** What an upload route takes: its form field, a file it accepts, one of the other kind, and its size cap. */
export type TUploadTarget = {
  field: string;
  fileName: string;
  valid: Buffer;
  otherKind: { bytes: Buffer; fileName: string };
  maxBytes: number;
  /** Form fields the route needs beside the file (sent before it in every case that carries the file). */
  fields?: Array<{ field: string; bytes: Buffer }>;
};

/** A body for the route; `accepted` when the file is the right kind under an odd name, so a 2xx is correct. */
type THostileUpload = { label: string; request: Omit<TMatrixRequest, 'url'>; accepted?: boolean };

const BOMB_MEGABYTES = 300;

/** A PNG whose header declares `width` × `height` pixels and holds none: a decompression bomb's first bytes. */
function buildPngHeader(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9);
  const chunk = Buffer.concat([Buffer.from('IHDR'), header]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(header.length, 0);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(chunk), 0);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), length, chunk, crc]);
}

function multipart(...files: Parameters<typeof buildMultipart>): Omit<TMatrixRequest, 'url'> {
  return buildMultipart(...files);
}

function raw(payload: string | Buffer, contentType: string): Omit<TMatrixRequest, 'url'> {
  return { payload, headers: { 'content-type': contentType } };
}

/** The edge cases for one upload route, in a fixed order. */
export function listHostileUploads({ field, fileName, valid, otherKind, maxBytes, fields = [] }: TUploadTarget): THostileUpload[] {
  const file = (bytes: Buffer, name = fileName) => multipart(...fields, { bytes, fileName: name, field });
  const wellFormed = file(valid);
  const boundary = wellFormed.headers!['content-type']!.split('boundary=')[1]!;
  const wellFormedBody = wellFormed.payload as Buffer;
  return [
    { label: 'no file at all', request: multipart() },
    { label: 'a text field instead of a file', request: multipart({ bytes: Buffer.from('hello'), field }) },
    { label: 'two files', request: multipart({ bytes: valid, fileName, field }, { bytes: valid, fileName, field }) },
    { label: 'the file in another field', request: multipart({ bytes: valid, fileName, field: 'file' }) },
    {
      label: 'a text field and the file in another field',
      request: multipart({ bytes: Buffer.from('x'), field }, { bytes: valid, fileName, field: 'upload' }),
    },
    { label: `a ${otherKind.fileName} renamed to ${fileName}`, request: file(otherKind.bytes) },
    { label: 'an empty file', request: file(Buffer.alloc(0)) },
    { label: 'a file cut in half', request: file(valid.subarray(0, Math.floor(valid.length / 2))) },
    { label: 'the first 64 bytes of a file', request: file(valid.subarray(0, 64)) },
    { label: 'random bytes', request: file(Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 7919) % 251))) },
    { label: `a zip bomb (${BOMB_MEGABYTES} MB document)`, request: file(buildZipBomb(BOMB_MEGABYTES)) },
    { label: 'a zip bomb whose headers claim 1 KB', request: file(buildZipBomb(64, { declaredSize: 1024 })) },
    { label: 'an encrypted Word file', request: file(buildEncryptedWordFile()) },
    { label: 'a PNG header declaring 100000 x 100000 pixels', request: file(buildPngHeader(100_000, 100_000)) },
    { label: 'a file one byte over the limit', request: file(Buffer.concat([valid, Buffer.alloc(maxBytes + 1 - valid.length)])) },
    { label: 'a JSON body', request: { payload: { [field]: valid.toString('base64') } } },
    { label: 'a text/plain body', request: raw(valid.toString('latin1'), 'text/plain') },
    { label: 'the file as application/octet-stream', request: raw(valid, 'application/octet-stream') },
    { label: 'multipart without a boundary', request: raw(wellFormedBody, 'multipart/form-data') },
    { label: 'multipart under another boundary', request: raw(wellFormedBody, 'multipart/form-data; boundary=not-the-one') },
    {
      label: 'multipart with a boundary and garbage',
      request: raw(Buffer.from(`--${boundary}\r\ngarbage\u0000\r\n\r\n\r\n--`), `multipart/form-data; boundary=${boundary}`),
    },
    {
      label: 'multipart cut off in the file',
      request: raw(wellFormedBody.subarray(0, Math.floor(wellFormedBody.length / 2)), wellFormed.headers!['content-type']!),
    },
    {
      label: 'a part without Content-Disposition',
      request: raw(
        `--${boundary}\r\nContent-Type: text/plain\r\n\r\nhello\r\n--${boundary}--\r\n`,
        `multipart/form-data; boundary=${boundary}`,
      ),
    },
    {
      label: 'eleven text fields and the file',
      request: multipart(...Array.from({ length: 11 }, (_, index) => ({ bytes: Buffer.from('v'), field: `f${index}` })), {
        bytes: valid,
        fileName,
        field,
      }),
    },
    // The right file under names a browser could send: accepted, with the name cleaned.
    {
      label: 'a file name with NUL and control characters',
      request: file(valid, `a\u0000b\u0007c.${fileName.split('.').pop()}`),
      accepted: true,
    },
    {
      label: 'a file name with right-to-left override and a path',
      request: file(valid, `..\\..\\\u202egpj.${fileName.split('.').pop()}`),
      accepted: true,
    },
    {
      label: 'a 1000-character astral file name',
      request: file(valid, `${'𝕏'.repeat(1000)}.${fileName.split('.').pop()}`),
      accepted: true,
    },
  ];
}
