/**
 * Real images made with sharp for upload tests, and a hand-built multipart body for app.inject
 * (light-my-request has no form-data encoder).
 */
import sharp from 'sharp';

type TTestImageFormat = 'png' | 'jpeg' | 'gif' | 'webp';

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
