/**
 * PDF file → the markdown the Word path gives (word/extract-word-markdown.ts), so the analysis,
 * skills, improvement and PDF export read an uploaded PDF as they read a Word file. pdf.js (through
 * unpdf) gives each page's text items with their positions; pdf-reading-order.ts puts them back in
 * reading order (columns, lines, wrapped sentences, headings) and the Word path's structuring
 * (markdown-blocks) does the rest. Bounded before the slow parts: the page count is checked before
 * any page is read, and the text is counted page by page. A PDF without a text layer (a scan) is
 * refused, since there is nothing to read. This runs in a worker thread (pdf-reader.ts), which also
 * enforces the time limit.
 */
import { PDF_MIME, RESUME_PDF_MAX_PAGES } from '#shared/schemas/resumes/resume.ts';
import { toStorableText } from '#shared/schemas/text.ts';
import { renderMarkdown } from '#shared/resume-markdown.ts';
import { structureBlocks } from '../word/markdown-blocks.ts';
import { PdfFileError } from './pdf-file-error.ts';
import { isPdfFile } from './pdf-signature.ts';
import { readPdfPages, type TPdfLayout, type TPdfPage } from './pdf-reading-order.ts';

export type TExtractedPdf = { format: 'pdf'; mimeType: string; markdown: string; layout: TPdfLayout };
export type TPdfExtractOptions = {
  /** Refuse ('too-much-text') a document holding more text than this. */
  maxTextChars?: number;
  /** Refuse ('too-many-pages') a document with more pages than this. */
  maxPages?: number;
};

/** Fewer letters than this on every page together is no text layer: a scan, an image, or stray marks. */
const TEXT_LAYER_MIN_CHARS = 20;

// pdf.js loads on first use: a server that never sees a PDF never pays its start-up time and memory.
const loadUnpdf = () => import('unpdf');

type TPdfJsItem = { str?: string; transform?: number[]; width?: number };

function toPage(items: readonly TPdfJsItem[], width: number): TPdfPage {
  const textItems = items.flatMap((item) => {
    const transform = item.transform;
    if (typeof item.str !== 'string' || !transform) return [];
    const [a = 0, b = 0, c = 0, d = 0, x = 0, y = 0] = transform;
    // Rotated or vertical text (a watermark, a side label) is no part of the reading order.
    if (Math.abs(b) > Math.abs(a) * 0.05 || Math.abs(c) > Math.abs(d) * 0.05) return [];
    return [{ text: item.str, x, y, width: item.width ?? 0, size: Math.abs(d) || Math.abs(a) }];
  });
  return { width, items: textItems };
}

/**
 * The resume text of a PDF as markdown, with the facts of its layout.
 * Throws PdfFileError: encrypted, corrupt, too-many-pages, too-much-text or no-text-layer.
 */
export async function extractPdfMarkdown(bytes: Buffer, options: TPdfExtractOptions = {}): Promise<TExtractedPdf> {
  const { maxTextChars = Infinity, maxPages = RESUME_PDF_MAX_PAGES } = options;
  if (!isPdfFile(bytes)) throw new PdfFileError('corrupt', 'no %PDF- header');
  const { getDocumentProxy } = await loadUnpdf();
  let document: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // A copy: pdf.js takes over (detaches) the buffer it is given.
    document = await getDocumentProxy(new Uint8Array(bytes), {
      isEvalSupported: false,
      useSystemFonts: false,
      disableFontFace: true,
      verbosity: 0,
    });
  } catch (error) {
    if ((error as Error).name === 'PasswordException') throw new PdfFileError('encrypted', 'a password is needed to open it');
    throw new PdfFileError('corrupt', (error as Error).message, { cause: error });
  }
  try {
    if (document.numPages > maxPages) throw new PdfFileError('too-many-pages', `${document.numPages} pages, more than ${maxPages}`);
    const pages: TPdfPage[] = [];
    let chars = 0;
    for (let pageNumber = 1; pageNumber <= document.numPages; pageNumber++) {
      const page = await document.getPage(pageNumber);
      const content = await page.getTextContent();
      const built = toPage(content.items as TPdfJsItem[], page.view[2]! - page.view[0]!);
      chars += built.items.reduce((sum, item) => sum + item.text.length, 0);
      if (chars > maxTextChars) throw new PdfFileError('too-much-text', `more than ${maxTextChars} characters by page ${pageNumber}`);
      pages.push(built);
      page.cleanup();
    }
    const letters = pages.reduce(
      (sum, page) => sum + page.items.reduce((count, item) => count + (item.text.match(/\p{L}/gu)?.length ?? 0), 0),
      0,
    );
    if (letters < TEXT_LAYER_MIN_CHARS) throw new PdfFileError('no-text-layer', `${letters} letters of text on ${pages.length} pages`);
    const { blocks, layout } = readPdfPages(pages);
    const markdown = toStorableText(renderMarkdown(structureBlocks(blocks)));
    if (markdown.length > maxTextChars) throw new PdfFileError('too-much-text', `${markdown.length} characters, more than ${maxTextChars}`);
    return { format: 'pdf', mimeType: PDF_MIME, markdown, layout };
  } catch (error) {
    if (error instanceof PdfFileError) throw error;
    // Whatever else pdf.js throws on an untrusted file means the same to the user: it cannot be read.
    throw new PdfFileError('corrupt', (error as Error).message, { cause: error });
  } finally {
    await document.destroy();
  }
}
