import { describe, expect, it } from 'vitest';
import { describeResumeQuota, getResumeFileProblem } from './upload-checks.ts';

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('getResumeFileProblem', () => {
  it('accepts .doc, .docx and .pdf up to 10 MB, whatever the case of the extension', () => {
    expect(getResumeFileProblem({ name: 'cv.docx', size: 10 * 1024 * 1024, type: DOCX_MIME })).toBeNull();
    expect(getResumeFileProblem({ name: 'CV.DOC', size: 1, type: '' })).toBeNull();
    expect(getResumeFileProblem({ name: 'CV.PDF', size: 10 * 1024 * 1024, type: 'application/pdf' })).toBeNull();
  });

  it('refuses other types first, then files over 10 MB', () => {
    const wrongType = { title: 'Invalid file type', description: 'Please upload a Microsoft Word document (.doc or .docx) or a PDF.' };
    expect(getResumeFileProblem({ name: 'cv.pages', size: 1, type: '' })).toEqual(wrongType);
    expect(getResumeFileProblem({ name: 'cv.pdf.exe', size: 1, type: '' })).toEqual(wrongType);
    expect(getResumeFileProblem({ name: 'cv.docx.exe', size: 1, type: '' })).toEqual(wrongType);
    expect(getResumeFileProblem({ name: 'cv.txt', size: 11 * 1024 * 1024, type: '' })).toEqual(wrongType);
    expect(getResumeFileProblem({ name: 'cv.docx', size: 10 * 1024 * 1024 + 1, type: DOCX_MIME })).toEqual({
      title: 'File too large',
      description: 'Please upload a file smaller than 10MB.',
    });
  });
});

describe('describeResumeQuota', () => {
  const limits = { maxCount: 100, maxBytes: 100 * 1024 * 1024 };

  it('says how many resumes and how much of the space are used', () => {
    expect(describeResumeQuota({ ...limits, count: 12, bytes: 8.1 * 1024 * 1024 })).toEqual({
      text: '12 of 100 resumes, 8.1 MB of 100 MB used',
      isFull: false,
    });
    expect(describeResumeQuota({ ...limits, count: 0, bytes: 0 }).text).toBe('0 of 100 resumes, 0 B of 100 MB used');
  });

  it('tells a full account, by number or by size, to delete a resume', () => {
    const full = { text: '100 of 100 resumes, 40 MB of 100 MB used. Delete a resume to make room for another.', isFull: true };
    expect(describeResumeQuota({ ...limits, count: 100, bytes: 40 * 1024 * 1024 })).toEqual(full);
    expect(describeResumeQuota({ ...limits, count: 3, bytes: limits.maxBytes }).isFull).toBe(true);
  });
});
