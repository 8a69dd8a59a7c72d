/** Why a file could not be turned into resume text; the route turns each reason into a message. */
export type TWordFileErrorReason =
  /** Not a Word document by its content (whatever its name says). */
  | 'not-word'
  /** A password-protected Word file: encrypted OOXML, or a .doc with the fEncrypted flag. */
  | 'encrypted'
  /** Looks like a Word file but its structure is broken. */
  | 'corrupt'
  /** A .docx whose zip would unpack to far more than any resume needs (zip bomb). */
  | 'too-large-unpacked'
  /** More text than a resume can hold (found before the slow part of parsing where possible). */
  | 'too-much-text'
  /** Reading took longer than the parse time limit. */
  | 'timeout'
  /** Every file reader is busy and the queue is full: try again shortly. */
  | 'busy'
  /** A readable Word file without any text (for example only scanned images). */
  | 'empty';

export class WordFileError extends Error {
  readonly reason: TWordFileErrorReason;

  constructor(reason: TWordFileErrorReason, detail: string, options?: { cause?: unknown }) {
    super(detail, options);
    this.name = 'WordFileError';
    this.reason = reason;
  }
}
