/**
 * The upload rules the browser checks before sending (spec part 1 §5, §8), so a wrong file never
 * travels; the server checks the bytes again.
 */
import { PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_MIME_TYPES } from '#shared/schemas/profile.ts';
import { RESUME_EXTENSIONS, RESUME_MAX_BYTES } from '#shared/schemas/resume.ts';

type TFileFacts = { name: string; size: number; type: string };

/** The toast for a resume file that may not be uploaded, or null: Word documents only, at most 10 MB. */
export function getResumeFileProblem(file: TFileFacts): { title: string; description: string } | null {
  const name = file.name.toLowerCase();
  if (!RESUME_EXTENSIONS.some((extension) => name.endsWith(extension))) {
    return { title: 'Invalid file type', description: 'Please upload a Microsoft Word document (.doc or .docx).' };
  }
  if (file.size > RESUME_MAX_BYTES) return { title: 'File too large', description: 'Please upload a file smaller than 10MB.' };
  return null;
}

/** The 'Invalid Image' message for a picture that may not be uploaded, or null: at most 5 MB, JPEG/PNG/GIF/WebP. */
export function getProfilePictureProblem(file: TFileFacts): string | null {
  if (file.size > PROFILE_PICTURE_MAX_BYTES) return 'Image size must be less than 5MB';
  if (!(PROFILE_PICTURE_MIME_TYPES as readonly string[]).includes(file.type)) return 'Image must be JPEG, PNG, GIF, or WebP format';
  return null;
}
