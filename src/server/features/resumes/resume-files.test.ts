import { describe, expect, it } from 'vitest';
import { sanitizeFileName, toPdfFileName, toUploadFileName } from './resume-files.ts';

describe('sanitizeFileName', () => {
  it('drops control characters, including NUL, and mends half of a UTF-16 pair', () => {
    expect(sanitizeFileName('cv\u0000 2024\ud800.docx')).toBe('cv 2024\ufffd.docx');
    expect(sanitizeFileName('Résumé 👩‍💻.docx')).toBe('Résumé 👩‍💻.docx');
  });

  it('keeps only the last part of a path and the real extension', () => {
    expect(toUploadFileName('C:\\fakepath\\cv.pdf.docx', 'doc')).toBe('cv.pdf.doc');
  });
});

describe('PDF names', () => {
  it('gives a PDF upload .pdf, keeping a Word extension the browser sent, and never doubles .pdf on export', () => {
    expect(toUploadFileName('Ada CV.PDF', 'pdf')).toBe('Ada CV.pdf');
    expect(toUploadFileName('cv.docx', 'pdf')).toBe('cv.docx.pdf');
    expect(toPdfFileName('Ada CV.pdf')).toBe('Ada CV.pdf');
    expect(toPdfFileName('Ada CV.docx')).toBe('Ada CV.pdf');
  });
});
