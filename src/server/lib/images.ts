/**
 * Untrusted image uploads: recognise the format by the bytes themselves, then re-encode into one WebP
 * of a fixed size. Re-encoding means what we store and serve is pixels we produced, never the upload.
 */
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from './app-error.ts';

type TWebImageType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';

// An animated PNG is still a PNG: it decodes as its first frame, like an animated GIF.
const WEB_IMAGE_TYPE_BY_SNIFFED_MIME: Record<string, TWebImageType> = {
  'image/jpeg': 'image/jpeg',
  'image/png': 'image/png',
  'image/apng': 'image/png',
  'image/gif': 'image/gif',
  'image/webp': 'image/webp',
};

/**
 * A compressed file can declare a huge canvas (a "decompression bomb"); sharp refuses, from the header
 * alone, anything larger than this before decoding a pixel. 40 MP is above any phone camera photo.
 */
export const IMAGE_MAX_INPUT_PIXELS = 40_000_000;

/** JPEG, PNG, GIF or WebP as the bytes say, whatever the file name or declared type; otherwise undefined. */
export async function detectImageType(bytes: Uint8Array): Promise<TWebImageType | undefined> {
  const sniffed = await fileTypeFromBuffer(bytes);
  return sniffed ? WEB_IMAGE_TYPE_BY_SNIFFED_MIME[sniffed.mime] : undefined;
}

/**
 * Decodes the image (first frame only), turns it upright by its EXIF orientation, crops the centre
 * to `width`×`height` pixels (or, with 'contain', fits it whole on a transparent canvas) and encodes it as WebP without any metadata (sharp drops EXIF, GPS
 * and ICC data unless asked to keep them). Decoding runs on libuv's thread pool, not the event loop,
 * and refuses an oversized canvas from the header alone. Throws a 400 AppError for anything it cannot decode.
 */
export async function createWebp(
  bytes: Uint8Array,
  { width, height, fit = 'cover' }: { width: number; height: number; fit?: 'cover' | 'contain' },
): Promise<Buffer> {
  try {
    return await sharp(bytes, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS, autoOrient: true, failOn: 'error' })
      // 'contain' keeps all of a wide logo, on a transparent canvas.
      .resize(width, height, { fit, position: 'centre', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new AppError('BAD_REQUEST', `Image dimensions are too large (at most ${IMAGE_MAX_INPUT_PIXELS / 1_000_000} megapixels)`);
    }
    throw new AppError('BAD_REQUEST', 'The image could not be read. It may be damaged; please choose another file.');
  }
}

/** A square WebP of `size` pixels (pictures and logos), as createWebp makes it. */
export function createSquareWebp(bytes: Uint8Array, size: number, fit: 'cover' | 'contain' = 'cover'): Promise<Buffer> {
  return createWebp(bytes, { width: size, height: size, fit });
}
