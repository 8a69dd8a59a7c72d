import { describe, expect, it } from 'vitest';
import { formatMegabytes } from './file-size.ts';
import { PROFILE_PICTURE_MAX_BYTES } from './schemas/profiles.ts';
import { RESUME_MAX_BYTES } from './schemas/resumes/resume.ts';

describe('formatMegabytes', () => {
  it('writes the upload limits as the upload messages show them', () => {
    expect(formatMegabytes(RESUME_MAX_BYTES)).toBe('10MB');
    expect(formatMegabytes(PROFILE_PICTURE_MAX_BYTES)).toBe('5MB');
    expect(formatMegabytes(1.5 * 1024 * 1024)).toBe('1.5MB');
  });
});
