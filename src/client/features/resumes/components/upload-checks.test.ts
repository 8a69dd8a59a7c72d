import { describe, expect, it } from 'vitest';
import { getResumeFileProblem } from './upload-checks.ts';

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
