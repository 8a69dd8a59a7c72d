/**
 * Word file → markdown, for resumes. The type is decided by content, never by name:
 * - .docx: a zip holding word/document.xml. Opened through docx-package (zip-bomb limits), converted
 *   with mammoth (headings from Title/Heading styles, Word lists, bold, italic, links), plus the text
 *   of page headers and footers, which mammoth skips and which often hold a resume's contact line.
 * - .doc: an OLE2 compound file with a WordDocument stream. Checked by ole-compound-file, read with
 *   word-extractor: body, then text boxes; headers and footers as for .docx.
 * Both then go through the same structuring (markdown-blocks), so a .doc and the .docx it was saved
 * from give the same markdown. Footnotes, endnotes and comments are left out on purpose: in a resume
 * they are rare, and their text dropped into the body would break the sentence they annotate.
 * Password-protected files (encrypted OOXML inside an OLE file; .doc with fEncrypted) are refused.
 * This runs in a worker thread (word-reader.ts), which also enforces the time limit.
 */
import { DOC_MIME, DOCX_MIME } from '#shared/schemas/resumes/resume.ts';
import { toStorableText } from '#shared/schemas/text.ts';
import { DOCX_MAIN_PART, hasZipSignature, openDocxPackage, type TDocxPackage } from './docx-package.ts';
import { htmlToBlocks } from './html-to-blocks.ts';
import { getLineText, renderMarkdown, type TBlock } from '#shared/resume-markdown.ts';
import { cleanText, structureBlocks } from './markdown-blocks.ts';
import { hasOleSignature, readOleFile } from './ole-compound-file.ts';
import { WordFileError } from './word-file-error.ts';

export type TWordFormat = 'docx' | 'doc';
export type TExtractedWord = { format: TWordFormat; mimeType: string; markdown: string };
export type TExtractOptions = { /** Refuse ('too-much-text') a document holding more text than this. */ maxTextChars?: number };

// The name is the document's one level-1 heading and sections are level 2, as in builder resumes.
const STYLE_MAP = [
  "p[style-name='Title'] => h1:fresh",
  'p.Title => h1:fresh',
  "p[style-name='Subtitle'] => p:fresh",
  ...[1, 2, 3, 4, 5, 6].flatMap((level) => {
    const tag = `h${Math.min(level + 1, 4)}:fresh`;
    return [`p.Heading${level} => ${tag}`, `p[style-name='Heading ${level}'] => ${tag}`, `p[style-name='heading ${level}'] => ${tag}`];
  }),
];
// The parsers load on first use: a server that never sees an upload never pays their start-up time and memory.
const loadMammoth = () => import('mammoth').then((module) => module.default);
const loadWordExtractor = () => import('word-extractor').then((module) => module.default);

const WORD_FIB_IDENT = 0xa5ec;
const FIB_FLAG_ENCRYPTED = 0x0100;
const ENCRYPTED_OOXML_STREAMS = ['EncryptionInfo', 'EncryptedPackage'];
const STYLES_PART = /^word\/styles\.xml$/;
const HEADER_FOOTER_PART = /^word\/(header|footer)(\d*)\.xml$/;
/** Real page headers are a few kilobytes of XML; anything far bigger is skipped, not parsed. */
const HEADER_FOOTER_MAX_BYTES = 256 * 1024;
const PAGE_NUMBER_LINE = /^(page\s*)?\d+(\s*(of|\/)\s*\d+)?$/i;

/** The format by the file's first bytes, before any deeper check; null for anything else. */
export function sniffWordFormat(bytes: Buffer): TWordFormat | null {
  if (hasZipSignature(bytes)) return 'docx';
  if (hasOleSignature(bytes)) return 'doc';
  return null;
}

function textToParagraphs(text: string): TBlock[] {
  return text
    .split(/\r\n|[\r\n\v\f]/)
    .filter((line) => line.trim() !== '')
    .map((line) => ({ kind: 'paragraph', lines: [[{ text: line }]] }));
}

/** Header/footer lines that add something: no page numbers, nothing the body already says. */
function extraParagraphs(texts: string[], body: TBlock[]): TBlock[] {
  const known = new Set<string>();
  for (const block of body) {
    const lines = block.kind === 'paragraph' ? block.lines : block.kind === 'list' ? block.items.map((item) => item.line) : [block.line];
    for (const line of lines) known.add(cleanText(getLineText(line)).trim().toLowerCase());
  }
  return texts.flatMap(textToParagraphs).filter((block) => {
    const key = cleanText(getLineText((block as Extract<TBlock, { kind: 'paragraph' }>).lines[0]!))
      .trim()
      .toLowerCase();
    if (PAGE_NUMBER_LINE.test(key) || known.has(key)) return false;
    known.add(key);
    return true;
  });
}

/**
 * Plain text of a header or footer part: one line per paragraph. Patterns are bounded, so even a
 * hostile part of HEADER_FOOTER_MAX_BYTES is read in linear time.
 */
function readPartText(xml: string): string {
  const decode = (text: string) =>
    text
      .replace(/&#x([0-9a-f]{1,6});|&#(\d{1,7});/gi, (entity, hex?: string, dec?: string) => {
        const codePoint = hex ? Number.parseInt(hex, 16) : Number(dec);
        return codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : entity;
      })
      .replace(/&(lt|gt|quot|apos|amp);/g, (_, name: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[name]!);
  return xml
    .split('</w:p>')
    .map((paragraph) =>
      [...paragraph.matchAll(/<w:t(?:\s[^>]{0,200})?>([^<]*)<\/w:t>|<w:(tab|br)\b[^>]{0,200}\/>/g)]
        .map(([, text, breakTag]) => (breakTag ? ' ' : decode(text ?? '')))
        .join(''),
    )
    .join('\n');
}

/** The text of each page header and footer part (oversized parts skipped), one line per paragraph. */
export async function readHeadersAndFooters(docx: TDocxPackage): Promise<{ headers: string[]; footers: string[] }> {
  const parts = docx.entryNames
    .map((name) => ({ name, match: HEADER_FOOTER_PART.exec(name) }))
    .filter((part) => part.match && (docx.getSize(part.name) ?? Infinity) <= HEADER_FOOTER_MAX_BYTES)
    .sort((a, b) => Number(a.match![2] || 0) - Number(b.match![2] || 0));
  const texts = await Promise.all(
    parts.map(async (part) => ({ kind: part.match![1], text: readPartText(await docx.readText(part.name)) })),
  );
  return {
    headers: texts.filter((part) => part.kind === 'header').map((part) => part.text),
    footers: texts.filter((part) => part.kind === 'footer').map((part) => part.text),
  };
}

/**
 * styles.xml without the formatting mammoth never reads: it needs each style's type, id and name
 * (lib/docx/styles-reader.js), not run, table or default properties, which are most of the bytes
 * (python-docx and Word templates write 300+ KB) and most of the parse time. One linear pass.
 */
export function slimStylesXml(xml: string): string {
  const detail = /<(w:(?:rPr|tblPr|trPr|tcPr|tblStylePr|latentStyles|docDefaults))\b[^>]{0,200}?(\/?)>/g;
  let slim = '';
  let copiedUpTo = 0;
  for (let match = detail.exec(xml); match; match = detail.exec(xml)) {
    const [tag, name, selfClosing] = match;
    let end = match.index + tag.length;
    if (!selfClosing) {
      const close = xml.indexOf(`</${name}>`, end);
      if (close === -1) break;
      end = close + name!.length + 3;
    }
    slim += xml.slice(copiedUpTo, match.index);
    copiedUpTo = end;
    detail.lastIndex = end;
  }
  return slim + xml.slice(copiedUpTo);
}

const TEXT_RUN = /<(?:\w+:)?t(?:\s[^>]{0,200})?>([^<]*)</g;
const ENTITY = /&[#\w]{1,10};/g;

/** The characters of text in a document part's runs (each entity counted as one): the markdown's lower bound. */
function countRunText(xml: string): number {
  let count = 0;
  for (const [, text] of xml.matchAll(TEXT_RUN)) count += text!.replace(ENTITY, '&').length;
  return count;
}

function tooMuchText(chars: number, maxTextChars: number): never {
  throw new WordFileError('too-much-text', `${chars} characters of text, more than ${maxTextChars}`);
}

async function extractDocxBlocks(bytes: Buffer, { maxTextChars = Infinity }: TExtractOptions): Promise<TBlock[]> {
  const docx = await openDocxPackage(bytes);
  // The text is counted with one linear scan before mammoth spends its far longer time on the part.
  const documentXml = await docx.readText(DOCX_MAIN_PART);
  const runTextChars = countRunText(documentXml);
  if (runTextChars > maxTextChars) tooMuchText(runTextChars, maxTextChars);
  // NOTE: mammoth reads parts from any object with exists()/read() given as `file` (lib/unzip.js,
  // openZip); handing it the checked package keeps its own unchecked unzip (JSZip) out of the path.
  const file = {
    exists: docx.exists,
    read: async (name: string, encoding?: string) => {
      if (name === DOCX_MAIN_PART && encoding) return documentXml;
      return STYLES_PART.test(name) && encoding ? slimStylesXml(await docx.readText(name)) : docx.read(name, encoding);
    },
  };
  const input = { file } as unknown as { buffer: Buffer };
  const mammoth = await loadMammoth();
  const { value: html } = await mammoth.convertToHtml(input, {
    styleMap: STYLE_MAP,
    includeEmbeddedStyleMap: false,
    // Images are dropped without being inflated: resume text is all we keep.
    convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: '' })),
    externalFileAccess: false,
  });
  const body = htmlToBlocks(html);
  const { headers, footers } = await readHeadersAndFooters(docx);
  return [...extraParagraphs(headers, body), ...body, ...extraParagraphs(footers, body)];
}

/**
 * A .doc file as word-extractor reads it, after the checks of its OLE container and Word header that
 * name encrypted and broken files (word-extractor itself can loop on a broken chain).
 */
export async function readLegacyWordDocument(bytes: Buffer) {
  const ole = readOleFile(bytes);
  if (ENCRYPTED_OOXML_STREAMS.some((name) => ole.streamNames.has(name))) {
    throw new WordFileError('encrypted', 'encrypted OOXML package');
  }
  const fib = ole.readStreamStart('WordDocument', 12);
  if (!fib) throw new WordFileError('not-word', 'OLE file without a WordDocument stream');
  if (fib.length < 12 || fib.readUInt16LE(0) !== WORD_FIB_IDENT)
    throw new WordFileError('corrupt', 'WordDocument stream without a Word 97+ FIB');
  if (fib.readUInt16LE(0x0a) & FIB_FLAG_ENCRYPTED) throw new WordFileError('encrypted', '.doc with fEncrypted set');

  const WordExtractor = await loadWordExtractor();
  return new WordExtractor().extract(bytes);
}

async function extractDocBlocks(bytes: Buffer): Promise<TBlock[]> {
  const document = await readLegacyWordDocument(bytes);
  const body = [...textToParagraphs(document.getBody()), ...textToParagraphs(document.getTextboxes({ includeHeadersAndFooters: false }))];
  return [
    ...extraParagraphs([document.getHeaders({ includeFooters: false })], body),
    ...body,
    ...extraParagraphs([document.getFooters()], body),
  ];
}

/**
 * The resume text of a Word file as markdown, with its detected format and MIME type.
 * Throws WordFileError: not-word, encrypted, corrupt, too-large-unpacked, too-much-text or empty.
 */
export async function extractWordMarkdown(bytes: Buffer, options: TExtractOptions = {}): Promise<TExtractedWord> {
  const format = sniffWordFormat(bytes);
  if (!format) throw new WordFileError('not-word', 'neither a zip nor an OLE2 compound file');
  let markdown: string;
  try {
    const blocks = format === 'docx' ? await extractDocxBlocks(bytes, options) : await extractDocBlocks(bytes);
    // An XML character reference can spell NUL or half of a UTF-16 pair, which PostgreSQL refuses.
    markdown = toStorableText(renderMarkdown(structureBlocks(blocks)));
  } catch (error) {
    // Whatever else a parser throws on an untrusted file (bad XML, a broken piece table, a stack
    // overflow on absurd nesting) means the same to the user: the file cannot be read.
    if (error instanceof WordFileError) throw error;
    throw new WordFileError('corrupt', `${format}: ${(error as Error).message}`, { cause: error });
  }
  if (markdown.trim() === '') throw new WordFileError('empty', 'no text in the document');
  if (options.maxTextChars !== undefined && markdown.length > options.maxTextChars) tooMuchText(markdown.length, options.maxTextChars);
  return { format, mimeType: format === 'docx' ? DOCX_MIME : DOC_MIME, markdown };
}
