/**
 * The rules for an uploaded image (a profile picture, a company logo) that the browser checks
 * before sending, so a wrong file never travels; the server checks the bytes again.
 */
import { formatMegabytes } from '#shared/file-size.ts';
import { PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_MIME_TYPES } from '#shared/schemas/profiles.ts';

type TFileFacts = { name: string; size: number; type: string };

/** The 'Invalid Image' message for an image that may not be uploaded, or null: at most 5 MB, JPEG/PNG/GIF/WebP. */
export function getImageUploadProblem(file: TFileFacts): string | null {
  if (file.size > PROFILE_PICTURE_MAX_BYTES) return `Image size must be less than ${formatMegabytes(PROFILE_PICTURE_MAX_BYTES)}`;
  if (!(PROFILE_PICTURE_MIME_TYPES as readonly string[]).includes(file.type)) return 'Image must be JPEG, PNG, GIF, or WebP format';
  return null;
}
