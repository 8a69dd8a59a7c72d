/**
 * Layout facts of the original Word file that applicant tracking systems are known to misread:
 * tables, text boxes, images, page columns, and page headers and footers (many ATS drop them, so
 * contact details there can vanish). The markdown cannot tell these apart, so they are read from the
 * file itself: .docx through docx-package (the same zip-bomb limits as extraction); a legacy .doc
 * through word-extractor, which only separates headers, footers and text boxes.
 */
import { DOCX_MAIN_PART, openDocxPackage } from './docx-package.ts';
import { readHeadersAndFooters, readLegacyWordDocument, sniffWordFormat, type TWordFormat } from './extract-word-markdown.ts';
import { WordFileError } from './word-file-error.ts';

export type TWordLayout = {
  format: TWordFormat;
  /** Null where the format does not tell (legacy .doc). */
  tableCount: number | null;
  /** Tables with two or more columns: an ATS reads them row by row and mixes side-by-side text. */
  multiColumnTableCount: number | null;
  textBoxCount: number;
  imageCount: number | null;
  /** The most text columns any section uses (Layout → Columns in Word). */
  pageColumnCount: number | null;
  /** The text of the page headers and footers, one entry per non-blank line. */
  headerFooterLines: string[];
};

// Local names with any namespace prefix, so Strict OOXML and unusual prefixes read the same. The
// gaps are bounded (table properties and a 63-column grid are far smaller) to keep every scan linear.
const TABLE = /<(?:\w+:)?tbl(?=[\s/>])[^>]{0,200}>[\s\S]{0,4000}?<(?:\w+:)?tblGrid>([\s\S]{0,8000}?)<\/(?:\w+:)?tblGrid>/g;
const GRID_COLUMN = /<(?:\w+:)?gridCol(?=[\s/>])/g;
const TEXT_BOX = /<(?:\w+:)?txbxContent(?=[\s/>])/g;
// DrawingML pictures and legacy VML image fills.
const IMAGE = /<(?:\w+:)?(?:pic|imagedata)(?=[\s/>])/g;
const SECTION_COLUMNS = /<(?:\w+:)?cols(?=[\s/>])[^>]{0,300}?\b(?:\w+:)?num="(\d{1,2})"/g;
// Word writes each drawing twice (a DrawingML choice and a VML fallback); only the choice is counted.
const MARKUP_FALLBACK = /<mc:Fallback>[\s\S]*?<\/mc:Fallback>/g;

const countMatches = (xml: string, pattern: RegExp) => xml.match(pattern)?.length ?? 0;

const toLines = (texts: string[]) =>
  texts
    .flatMap((text) => text.split(/\r\n|[\r\n\v\f]/))
    .map((line) => line.trim())
    .filter((line) => line !== '');

async function readDocxLayout(bytes: Buffer): Promise<TWordLayout> {
  const docx = await openDocxPackage(bytes);
  const { headers, footers } = await readHeadersAndFooters(docx);
  const body = (await docx.readText(DOCX_MAIN_PART)).replace(MARKUP_FALLBACK, '');
  const tableColumnCounts = [...body.matchAll(TABLE)].map(([, grid]) => countMatches(grid!, GRID_COLUMN));
  const sectionColumnCounts = [...body.matchAll(SECTION_COLUMNS)].map(([, columns]) => Number(columns));
  return {
    format: 'docx',
    tableCount: tableColumnCounts.length,
    multiColumnTableCount: tableColumnCounts.filter((columns) => columns >= 2).length,
    textBoxCount: countMatches(body, TEXT_BOX),
    imageCount: countMatches(body, IMAGE),
    pageColumnCount: Math.max(1, ...sectionColumnCounts),
    headerFooterLines: toLines([...headers, ...footers]),
  };
}

async function readDocLayout(bytes: Buffer): Promise<TWordLayout> {
  const document = await readLegacyWordDocument(bytes);
  return {
    format: 'doc',
    tableCount: null,
    multiColumnTableCount: null,
    // word-extractor joins all text boxes into one text: each paragraph counts, a lower bound is all it tells.
    textBoxCount: toLines([document.getTextboxes({ includeHeadersAndFooters: true, includeBody: true })]).length,
    imageCount: null,
    pageColumnCount: null,
    headerFooterLines: toLines([document.getHeaders({ includeFooters: true })]),
  };
}

/** The layout of a Word file; throws WordFileError when it is not one or cannot be read. */
export async function extractWordLayout(bytes: Buffer): Promise<TWordLayout> {
  const format = sniffWordFormat(bytes);
  if (format === 'docx') return readDocxLayout(bytes);
  if (format === 'doc') return readDocLayout(bytes);
  throw new WordFileError('not-word', 'neither a zip nor an OLE2 compound file');
}
