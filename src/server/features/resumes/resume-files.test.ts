import { describe, expect, it } from 'vitest';
import { sanitizeFileName, toExportFileName, toPdfFileName, toUploadFileName } from './resume-files.ts';

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

  it("names a PDF or Word export after the resume, in place of its own extension, an improved version's .md too", () => {
    expect(toPdfFileName('Ada CV (improved).md')).toBe('Ada CV (improved).pdf');
    expect(toExportFileName('Ada CV (improved).md', 'docx')).toBe('Ada CV (improved).docx');
    expect(toExportFileName('Ada CV.pdf', 'docx')).toBe('Ada CV.docx');
    expect(toExportFileName('Ada CV.docx', 'docx')).toBe('Ada CV.docx');
    expect(toExportFileName('.md', 'docx')).toBe('Resume.docx');
  });
});
