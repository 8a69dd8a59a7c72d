/** File names of resumes: cleaning what browsers send, and naming the download. */
import { DOC_MIME, PDF_MIME } from '#shared/schemas/resumes/resume.ts';

const FILE_NAME_MAX_CHARS = 200;
// Control characters and the characters Windows, macOS or Linux refuse in a file name.
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const UNSAFE_CHARS = /[\u0000-\u001f\u007f-\u009f<>:"/\\|?*]/g;
const WORD_EXTENSION = /\.(docx?|docm|dotx?)$/i;
const PDF_EXTENSION = /\.pdf$/i;

/** A name safe to show and to save: no path, no control or reserved characters, trimmed, bounded. */
export function sanitizeFileName(name: string): string {
  return (
    name
      // A browser's name may hold half of a UTF-16 pair, which PostgreSQL cannot store faithfully.
      .toWellFormed()
      .normalize('NFC')
      .replace(UNSAFE_CHARS, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^\.+/, '')
      .trim()
      .slice(0, FILE_NAME_MAX_CHARS)
  );
}

/**
 * The stored name of an upload: the browser's name without any folder part (old browsers send
 * 'C:\fakepath\cv.docx'), with the extension of the format the content really has.
 */
export function toUploadFileName(browserName: string | undefined, extension: 'doc' | 'docx' | 'pdf'): string {
  const baseName = (browserName ?? '').split(/[\\/]/).pop() ?? '';
  const stem =
    sanitizeFileName(baseName)
      .replace(extension === 'pdf' ? PDF_EXTENSION : WORD_EXTENSION, '')
      .trim()
      .slice(0, FILE_NAME_MAX_CHARS - 5) || 'Resume';
  return `${stem}.${extension}`;
}

/** What a resume's file name may end with: its Word or PDF file's extension, or an improved version's .md. */
const ANY_RESUME_EXTENSION = /\.(docx?|docm|dotx?|pdf|md|markdown|txt)$/i;

/** The resume's name with the download's extension: 'Ada CV.docx' → 'Ada CV.pdf', 'Ada CV (improved).md' → 'Ada CV (improved).docx'. */
export function toExportFileName(fileName: string, extension: 'pdf' | 'docx'): string {
  return `${fileName.replace(ANY_RESUME_EXTENSION, '').trim() || 'Resume'}.${extension}`;
}

export const toPdfFileName = (fileName: string) => toExportFileName(fileName, 'pdf');

/**
 * `Content-Disposition: attachment` with an ASCII fallback and the exact name as RFC 5987 UTF-8.
 * The name gets the file's real extension if an edit removed it.
 * NOTE: RFC 6266 §4.3 https://www.rfc-editor.org/rfc/rfc6266#section-4.3
 */
export function getAttachmentDisposition(fileName: string, mimeType: string): string {
  const extension = mimeType === DOC_MIME ? '.doc' : mimeType === PDF_MIME ? '.pdf' : '.docx';
  const name = fileName.toLowerCase().endsWith(extension) ? fileName : `${fileName}${extension}`;
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
