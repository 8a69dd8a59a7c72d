/**
 * Real images made with sharp for upload tests, and a hand-built multipart body for app.inject
 * (light-my-request has no form-data encoder).
 */
import sharp from 'sharp';

export type TTestImageFormat = 'png' | 'jpeg' | 'gif' | 'webp';

/** A solid-colour image of the given format and size. */
export async function createTestImage(
  format: TTestImageFormat,
  { width = 64, height = 48, color = '#c81e1e' }: { width?: number; height?: number; color?: string } = {},
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .toFormat(format)
    .toBuffer();
}

/** Two frames stacked as an animated GIF: the first red, the second blue. */
export async function createAnimatedGif(frameSize = 32): Promise<Buffer> {
  const frame = (rgb: [number, number, number]) => Buffer.alloc(frameSize * frameSize * 3, Buffer.from(rgb));
  const pixels = Buffer.concat([frame([255, 0, 0]), frame([0, 0, 255])]);
  return sharp(pixels, { raw: { width: frameSize, height: frameSize * 2, channels: 3, pageHeight: frameSize } })
    .gif({ delay: [100, 100] })
    .toBuffer();
}

export type TMultipartFile = { field: string; fileName: string; contentType: string; data: Buffer };

/** `payload` and `headers` for app.inject carrying one file part. */
export function buildMultipart(file: TMultipartFile): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----devmatch-test-${Math.random().toString(16).slice(2)}`;
  const head =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${file.field}"; filename="${file.fileName}"\r\n` +
    `Content-Type: ${file.contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file.data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
