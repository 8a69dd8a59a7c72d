/**
 * The rules for an uploaded image (a profile picture, a company logo, a post's featured image) that the browser checks
 * before sending, so a wrong file never travels; the server checks the bytes again.
 */
import type { ChangeEvent } from 'react';
import { formatMegabytes } from '#shared/file-size.ts';
import { PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_MIME_TYPES } from '#shared/schemas/profiles.ts';
import { toast } from '#client/lib/use-toast.ts';

type TFileFacts = { name: string; size: number; type: string };
/** What one kind of upload accepts, and what a file of another type is told. */
export type TImageRules = { maxBytes: number; mimeTypes: readonly string[]; wrongType: string };

const PROFILE_IMAGE_RULES: TImageRules = {
  maxBytes: PROFILE_PICTURE_MAX_BYTES,
  mimeTypes: PROFILE_PICTURE_MIME_TYPES,
  wrongType: 'Image must be JPEG, PNG, GIF, or WebP format',
};

/** The 'Invalid Image' message for an image that may not be uploaded, or null; by default a profile picture's rules (5 MB, JPEG/PNG/GIF/WebP). */
export function getImageUploadProblem(file: TFileFacts, rules: TImageRules = PROFILE_IMAGE_RULES): string | null {
  if (file.size > rules.maxBytes) return `Image size must be less than ${formatMegabytes(rules.maxBytes)}`;
  if (!rules.mimeTypes.includes(file.type)) return rules.wrongType;
  return null;
}

/**
 * The image a file input was just given, if it may be uploaded; otherwise a toast says why and the answer is null.
 * The input is cleared either way, so choosing the same file again still fires a change.
 */
export function takeChosenImage(event: ChangeEvent<HTMLInputElement>, rules?: TImageRules): File | null {
  const file = event.target.files?.[0];
  event.target.value = '';
  if (!file) return null;
  const problem = getImageUploadProblem(file, rules);
  if (!problem) return file;
  toast({ title: 'Invalid Image', description: problem, variant: 'destructive' });
  return null;
}
