/** The PDF test the upload makes on the main thread, apart from the reader so pdf.js loads in the worker threads alone. */

/** The header may follow a little junk (ISO 32000-1 §7.5.2 readers accept it within the first 1024 bytes). */
const HEADER_SEARCH_BYTES = 1024;
const PDF_HEADER = Buffer.from('%PDF-');

/** Whether the bytes are a PDF by their header `%PDF-` (never by name). */
export function isPdfFile(bytes: Buffer): boolean {
  return bytes.subarray(0, HEADER_SEARCH_BYTES).indexOf(PDF_HEADER) !== -1;
}
