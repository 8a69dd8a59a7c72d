import { describe, expect, it } from 'vitest';
import { getProfilePictureProblem, getResumeFileProblem } from './upload-checks.ts';

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('getResumeFileProblem (spec part 1 §5, §8)', () => {
  it('accepts .doc and .docx up to 10 MB, whatever the case of the extension', () => {
    expect(getResumeFileProblem({ name: 'cv.docx', size: 10 * 1024 * 1024, type: DOCX_MIME })).toBeNull();
    expect(getResumeFileProblem({ name: 'CV.DOC', size: 1, type: '' })).toBeNull();
  });

  it('refuses other types first, then files over 10 MB', () => {
    const wrongType = { title: 'Invalid file type', description: 'Please upload a Microsoft Word document (.doc or .docx).' };
    expect(getResumeFileProblem({ name: 'cv.pdf', size: 1, type: 'application/pdf' })).toEqual(wrongType);
    expect(getResumeFileProblem({ name: 'cv.docx.exe', size: 1, type: '' })).toEqual(wrongType);
    expect(getResumeFileProblem({ name: 'cv.pdf', size: 11 * 1024 * 1024, type: '' })).toEqual(wrongType);
    expect(getResumeFileProblem({ name: 'cv.docx', size: 10 * 1024 * 1024 + 1, type: DOCX_MIME })).toEqual({
      title: 'File too large',
      description: 'Please upload a file smaller than 10MB.',
    });
  });
});

describe('getProfilePictureProblem (spec part 1 §5, §8)', () => {
  it('accepts JPEG, PNG, GIF and WebP up to 5242880 bytes', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/webp']) {
      expect(getProfilePictureProblem({ name: 'me', size: 5_242_880, type })).toBeNull();
    }
  });

  it('refuses larger files and other types', () => {
    expect(getProfilePictureProblem({ name: 'me.png', size: 5_242_881, type: 'image/png' })).toBe('Image size must be less than 5MB');
    expect(getProfilePictureProblem({ name: 'me.svg', size: 10, type: 'image/svg+xml' })).toBe(
      'Image must be JPEG, PNG, GIF, or WebP format',
    );
  });
});
