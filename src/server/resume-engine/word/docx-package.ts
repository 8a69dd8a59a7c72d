/**
 * Opens a .docx (a zip) defensively before any parser sees it. The central directory is read first:
 * too many entries, too much declared uncompressed data (in the whole package or in the document
 * part, whose XML is what the parsers spend their time on), an extreme compression ratio or an
 * encrypted entry end it at once, without inflating anything. Parts are then inflated on demand
 * through yauzl, which fails a part whose real size differs from its declared one, and all reads
 * share one byte budget, so a zip that lies about its sizes is stopped as well.
 */
import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { WordFileError } from './word-file-error.ts';

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export const DOCX_LIMITS = {
  maxEntries: 2000,
  /**
   * Declared uncompressed size of the whole package. Pictures barely compress, so a 10 MB upload of
   * photos stays under this; text XML at a normal 5-10:1 ratio reaches it only far past any resume.
   */
  maxPackageBytes: 24 * 1024 * 1024,
  /**
   * word/document.xml, the part mammoth spends its time on: 0.5 s per MB of plain paragraphs, up to
   * 3 s per MB when every word is a formatted run. Real resumes hold 5-250 KB of it; 2 MB leaves
   * room for heavy formatting while keeping the worst parse well inside the time limit.
   */
  maxDocumentPartBytes: 2 * 1024 * 1024,
  /** All parts actually inflated (document, styles, numbering, headers...): pictures are never read. */
  maxInflatedBytes: 8 * 1024 * 1024,
  // NOTE: the same threshold as Apache POI's ZipSecureFile (minimum inflate ratio 0.01), applied to
  // entries big enough to matter. https://poi.apache.org/apidocs/dev/org/apache/poi/openxml4j/util/ZipSecureFile.html
  maxCompressionRatio: 100,
  ratioCheckMinBytes: 1024 * 1024,
} as const;

export const DOCX_MAIN_PART = 'word/document.xml';

/** The parts of a .docx, read lazily. `exists`/`read` follow the zip-file shape mammoth reads from. */
export type TDocxPackage = {
  entryNames: string[];
  exists: (name: string) => boolean;
  /** The declared uncompressed size of a part (reading it never yields more). */
  getSize: (name: string) => number | undefined;
  read: (name: string, encoding?: string) => Promise<Uint8Array | string>;
  readText: (name: string) => Promise<string>;
};

export function hasZipSignature(bytes: Buffer): boolean {
  return bytes.length >= ZIP_SIGNATURE.length && bytes.subarray(0, ZIP_SIGNATURE.length).equals(ZIP_SIGNATURE);
}

function tooLarge(detail: string): never {
  throw new WordFileError('too-large-unpacked', detail);
}

async function openZip(bytes: Buffer): Promise<ZipFile> {
  try {
    return await yauzl.fromBufferPromise(bytes, { lazyEntries: true, validateEntrySizes: true, decodeStrings: true });
  } catch (error) {
    throw new WordFileError('corrupt', `zip: ${(error as Error).message}`, { cause: error });
  }
}

/** Validates the zip's central directory and returns its parts; throws WordFileError. */
export async function openDocxPackage(bytes: Buffer): Promise<TDocxPackage> {
  const zip = await openZip(bytes);
  if (zip.entryCount > DOCX_LIMITS.maxEntries) tooLarge(`zip declares ${zip.entryCount} entries`);

  const entries = new Map<string, Entry>();
  let declaredBytes = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      if (entry.isEncrypted()) throw new WordFileError('encrypted', `zip entry ${entry.fileName} is encrypted`);
      declaredBytes += entry.uncompressedSize;
      if (declaredBytes > DOCX_LIMITS.maxPackageBytes) tooLarge('zip unpacks to too many bytes');
      if (entry.fileName === DOCX_MAIN_PART && entry.uncompressedSize > DOCX_LIMITS.maxDocumentPartBytes) {
        tooLarge(`${DOCX_MAIN_PART} unpacks to ${entry.uncompressedSize} bytes`);
      }
      const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
      if (entry.uncompressedSize >= DOCX_LIMITS.ratioCheckMinBytes && ratio > DOCX_LIMITS.maxCompressionRatio) {
        tooLarge(`zip entry ${entry.fileName} is compressed ${Math.round(ratio)}:1`);
      }
      entries.set(entry.fileName, entry);
    }
  } catch (error) {
    if (error instanceof WordFileError) throw error;
    throw new WordFileError('corrupt', `zip: ${(error as Error).message}`, { cause: error });
  }
  if (!entries.has(DOCX_MAIN_PART)) throw new WordFileError('not-word', `zip without ${DOCX_MAIN_PART}`);

  let inflatedBytes = 0;
  const readBytes = async (name: string): Promise<Buffer> => {
    const entry = entries.get(name);
    if (!entry) throw new WordFileError('corrupt', `zip has no part ${name}`);
    const chunks: Buffer[] = [];
    let stream: Readable | undefined;
    try {
      stream = await zip.openReadStreamPromise(entry);
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        inflatedBytes += chunk.length;
        if (inflatedBytes > DOCX_LIMITS.maxInflatedBytes) tooLarge('zip parts inflate to too many bytes');
        chunks.push(chunk);
      }
    } catch (error) {
      stream?.destroy();
      if (error instanceof WordFileError) throw error;
      throw new WordFileError('corrupt', `zip part ${name}: ${(error as Error).message}`, { cause: error });
    }
    return Buffer.concat(chunks);
  };

  return {
    entryNames: [...entries.keys()],
    exists: (name) => entries.has(name),
    getSize: (name) => entries.get(name)?.uncompressedSize,
    async read(name, encoding) {
      const data = await readBytes(name);
      if (!encoding) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
      if (encoding === 'base64') return data.toString('base64');
      return new TextDecoder(encoding).decode(data);
    },
    readText: async (name) => (await readBytes(name)).toString('utf8'),
  };
}
