/** Multipart/form-data bodies for app.inject, as browsers send uploads. */

export type TMultipartFile = { bytes: Buffer; fileName: string; field?: string; contentType?: string };

/** `payload` and `headers` carrying one file part per file given (the field defaults to "resume"). */
export function buildMultipart(...files: TMultipartFile[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----devmatch-test-${Math.random().toString(16).slice(2)}`;
  const parts = files.map((file) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\n` +
          `Content-Disposition: form-data; name="${file.field ?? 'resume'}"; filename="${file.fileName}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
