/** Multipart/form-data bodies for app.inject, as browsers send uploads. */

/** A file part; without `fileName`, a plain form field holding `bytes`. */
export type TMultipartFile = { bytes: Buffer; fileName?: string; field?: string; contentType?: string };

function describePart(file: TMultipartFile): string {
  const disposition = `Content-Disposition: form-data; name="${file.field ?? 'resume'}"`;
  if (file.fileName === undefined) return `${disposition}\r\n\r\n`;
  return `${disposition}; filename="${file.fileName}"\r\nContent-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`;
}

/** `payload` and `headers` carrying one part per file given (the field defaults to "resume"). */
export function buildMultipart(...files: TMultipartFile[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----devmatch-test-${Math.random().toString(16).slice(2)}`;
  const parts = files.map((file) =>
    Buffer.concat([Buffer.from(`--${boundary}\r\n${describePart(file)}`), file.bytes, Buffer.from('\r\n')]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
