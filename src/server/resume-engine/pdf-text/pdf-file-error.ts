/** Why a PDF could not be turned into resume text; the upload turns each reason into a message. */
export type TPdfFileErrorReason =
  /** A password is needed to open it. */
  | 'encrypted'
  /** Starts like a PDF but pdf.js cannot read its structure. */
  | 'corrupt'
  /** More pages than any resume has (checked before a page is read). */
  | 'too-many-pages'
  /** More text than a resume can hold (counted page by page, before the layout is rebuilt). */
  | 'too-much-text'
  /** Pages without a text layer: a scan or an image saved as PDF. */
  | 'no-text-layer'
  /** Reading took longer than the parse time limit. */
  | 'timeout'
  /** Every file reader is busy and the queue is full: try again shortly. */
  | 'busy';

export class PdfFileError extends Error {
  readonly reason: TPdfFileErrorReason;

  constructor(reason: TPdfFileErrorReason, detail: string, options?: { cause?: unknown }) {
    super(detail, options);
    this.name = 'PdfFileError';
    this.reason = reason;
  }
}
