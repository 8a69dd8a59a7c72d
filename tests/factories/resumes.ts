/**
 * Test data for resumes: the Word fixtures, multipart uploads, builder payloads, accounts of each
 * role, and hand-built zip and OLE2 files for the hostile cases (bombs, encryption, broken chains).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { constants as zlibConstants, crc32, deflateRawSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { RESUME_CONTENT_MAX_CHARS, type TResumeBuilderData } from '#shared/schemas/resumes/resume.ts';
import type { TApp } from '#server/app.ts';
import type { Database } from '#server/db/client.ts';
import { PACKAGE_ROOT } from '#server/lib/paths.ts';
import { createAdminWithSession } from './admins.ts';
import { buildMultipart } from './multipart.ts';
import { createUserWithSession } from './users.ts';

/** The Word resume fixtures (see README.md there for sources and licences). */
export const RESUME_FIXTURES_DIR = resolve(PACKAGE_ROOT, 'tests/fixtures/resumes');

export function readResumeFixture(name: string): Buffer {
  return readFileSync(resolve(RESUME_FIXTURES_DIR, name));
}

/** A signed-in account of each role: the resumes' owner, another developer, an employer and an admin. */
export async function createAccounts(app: TApp, db: Database) {
  const owner = await createUserWithSession(app);
  const otherDeveloper = await createUserWithSession(app);
  const employer = await createUserWithSession(app, { userType: 'employer' });
  const admin = await createAdminWithSession(app, db);
  return { owner, otherDeveloper, employer, admin };
}

export function uploadResume(
  app: TApp,
  params: { userId: number; cookie?: string; bytes: Buffer; fileName: string; field?: string },
): Promise<LightMyRequestResponse> {
  const { payload, headers } = buildMultipart(params);
  return app.inject({
    method: 'POST',
    url: `/api/applicant/${params.userId}/resume`,
    payload,
    headers: { ...headers, ...(params.cookie ? { cookie: params.cookie } : {}) },
  });
}

export function buildResumeData(overrides: Partial<TResumeBuilderData> = {}): TResumeBuilderData {
  return {
    personalInfo: {
      fullName: 'Jane Doe',
      email: 'jane.doe@example.com',
      phone: '+1 555 0100',
      location: 'Berlin, Germany',
      summary: 'Backend engineer who likes boring, reliable systems.',
    },
    experience: [
      {
        company: 'Acme',
        position: 'Senior Engineer',
        startDate: '2022-01',
        endDate: '',
        current: true,
        description: 'Built the billing platform in TypeScript\n- Cut p99 latency by 40%',
      },
      { company: 'Globex', position: 'Engineer', startDate: '2019-06', endDate: '2021-12', current: false, description: '' },
    ],
    education: [{ institution: 'MIT', degree: "Bachelor's Degree", field: 'Computer Science', graduationDate: '2019-05', gpa: '3.8' }],
    skills: ['TypeScript', 'PostgreSQL'],
    certifications: ['AWS Solutions Architect'],
    ...overrides,
  };
}

type TZipEntry = {
  name: string;
  data: Buffer;
  /** Already deflated content standing for `data`, for parts too large to hold inflated (bombs). */
  deflated?: { body: Buffer; size: number; crc: number };
  /** Store instead of deflate. */
  stored?: boolean;
  /** Lie about the uncompressed size in both headers. */
  declaredSize?: number;
  /** Set the 'encrypted' flag (the data is not really encrypted). */
  encrypted?: boolean;
};

/** A zip written by hand, so tests can build what no archiver would: bombs and lying headers. */
export function buildZip(entries: TZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const body = entry.deflated?.body ?? (entry.stored ? entry.data : deflateRawSync(entry.data));
    const flags = entry.encrypted ? 1 : 0;
    const method = entry.stored ? 0 : 8;
    const size = entry.declaredSize ?? entry.deflated?.size ?? entry.data.length;
    const crc = entry.deflated?.crc ?? crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * A .docx whose word/document.xml inflates to `megabytes` MB of zeros from a few hundred KB. One
 * deflated megabyte, ended with a sync flush, is repeated: deflating the whole would take seconds.
 * `declaredSize` makes the headers lie about the inflated size.
 */
export function buildZipBomb(megabytes: number, options: { declaredSize?: number } = {}): Buffer {
  const megabyte = Buffer.alloc(1024 * 1024);
  const block = deflateRawSync(megabyte, { finishFlush: zlibConstants.Z_SYNC_FLUSH });
  let crc = 0;
  for (let index = 0; index < megabytes; index += 1) crc = crc32(megabyte, crc);
  const body = Buffer.concat([...Array.from({ length: megabytes }, () => block), deflateRawSync(Buffer.alloc(0))]);
  const deflated = { body, size: megabytes * megabyte.length, crc };
  return buildZip([{ name: 'word/document.xml', data: Buffer.alloc(0), deflated, declaredSize: options.declaredSize }]);
}

const WORD_NAMESPACE = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const RESUME_WORDS = ['built', 'led', 'reduced', 'latency', 'service', 'team', 'Kubernetes', 'payments', 'React', 'PostgreSQL'];

// Run properties as Word writes them for a run with its own font, colour and size (no emphasis, so
// the text converts to plain paragraphs).
const RUN_PROPERTIES =
  '<w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri" w:eastAsia="Calibri" w:cs="Calibri"/>' +
  '<w:color w:val="1F3864"/><w:sz w:val="22"/><w:szCs w:val="22"/><w:lang w:val="en-US"/></w:rPr>';

/**
 * word/document.xml of `bytes` bytes (or a little more) made of ordinary resume paragraphs. The words
 * vary (a fixed pseudo-random sequence), so it compresses about 7:1 like real text, not like a bomb.
 * `runsPerParagraph` > 1 writes each word as its own formatted run: about 25 bytes of XML per
 * character of text, the heaviest markup a real document carries.
 */
export function buildDocumentXml(bytes: number, options: { runsPerParagraph?: number } = {}): Buffer {
  const runs = options.runsPerParagraph ?? 1;
  let seed = 7;
  const nextWord = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const high = Math.floor(seed / 65536);
    return `${RESUME_WORDS[high % RESUME_WORDS.length]}${high % 5 === 0 ? high % 997 : ''}`;
  };
  const run = (words: number) => {
    const text = Array.from({ length: words }, nextWord).join(' ');
    return runs === 1 ? `<w:r><w:t>${text} </w:t></w:r>` : `<w:r>${RUN_PROPERTIES}<w:t xml:space="preserve">${text} </w:t></w:r>`;
  };
  const paragraphs: string[] = [];
  let size = 0;
  while (size < bytes) {
    const paragraph = `<w:p>${Array.from({ length: runs }, () => run(runs === 1 ? 14 : 1)).join('')}</w:p>`;
    paragraphs.push(paragraph);
    size += paragraph.length;
  }
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${WORD_NAMESPACE}"><w:body>${paragraphs.join('')}</w:body></w:document>`,
  );
}

/**
 * The slowest .docx an upload accepts: every word its own formatted run, and nearly as much text as
 * a resume may hold (about 29 bytes of this XML per character of text).
 */
export function buildSlowestAcceptedDocx(): Buffer {
  return buildZip([{ name: 'word/document.xml', data: buildDocumentXml(RESUME_CONTENT_MAX_CHARS * 28, { runsPerParagraph: 8 }) }]);
}

/** The smallest package a .docx needs to be recognised: word/document.xml with some text. */
export function buildMinimalDocx(text = 'Hello'): Buffer {
  const document = `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`;
  return buildZip([{ name: 'word/document.xml', data: Buffer.from(document) }]);
}

/** A Word 97 FIB start: wIdent 0xA5EC and the flags word (0x0100 = fEncrypted). */
export function buildWordFib(flags = 0): Buffer {
  const fib = Buffer.alloc(4096);
  fib.writeUInt16LE(0xa5ec, 0);
  fib.writeUInt16LE(flags, 0x0a);
  return fib;
}

const OLE_SECTOR = 512;
const OLE_FREE = -1;
const OLE_END = -2;
const OLE_FAT_SECTOR = -3;

/**
 * An OLE2 compound file (version 3) holding the given streams, each padded to 4096 bytes so they
 * live in regular sectors. `corruptFat` runs on the FAT before writing, to build broken chains.
 */
export function buildOleFile(streams: { name: string; data: Buffer }[], corruptFat?: (fat: Int32Array) => void): Buffer {
  const padded = streams.map((stream) => {
    const size = Math.max(stream.data.length, 4096);
    const data = Buffer.alloc(Math.ceil(size / OLE_SECTOR) * OLE_SECTOR);
    stream.data.copy(data);
    return { name: stream.name, data, size };
  });
  const directorySectors = Math.ceil((padded.length + 1) / 4);
  const fat = new Int32Array(OLE_SECTOR / 4).fill(OLE_FREE);
  fat[0] = OLE_FAT_SECTOR;
  let next = 1;
  const chain = (count: number) => {
    const start = next;
    for (let index = 0; index < count; index += 1) fat[next + index] = index === count - 1 ? OLE_END : next + index + 1;
    next += count;
    return start;
  };
  const directoryStart = chain(directorySectors);
  const starts = padded.map((stream) => chain(stream.data.length / OLE_SECTOR));
  if (next > fat.length) throw new Error('buildOleFile: too much data for one FAT sector');
  corruptFat?.(fat);

  const header = Buffer.alloc(OLE_SECTOR);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(1, 0x2c);
  header.writeInt32LE(directoryStart, 0x30);
  header.writeUInt32LE(4096, 0x38);
  header.writeInt32LE(OLE_END, 0x3c);
  header.writeInt32LE(OLE_END, 0x44);
  for (let slot = 0; slot < 109; slot += 1) header.writeInt32LE(slot === 0 ? 0 : OLE_FREE, 0x4c + slot * 4);

  const directory = Buffer.alloc(directorySectors * OLE_SECTOR);
  const writeEntry = (index: number, entry: { name: string; type: number; child: number; right: number; start: number; size: number }) => {
    const offset = index * 128;
    directory.write(entry.name, offset, 'utf16le');
    directory.writeUInt16LE((entry.name.length + 1) * 2, offset + 0x40);
    directory.writeUInt8(entry.type, offset + 0x42);
    directory.writeUInt8(1, offset + 0x43);
    directory.writeInt32LE(-1, offset + 0x44);
    directory.writeInt32LE(entry.right, offset + 0x48);
    directory.writeInt32LE(entry.child, offset + 0x4c);
    directory.writeInt32LE(entry.start, offset + 0x74);
    directory.writeUInt32LE(entry.size, offset + 0x78);
  };
  writeEntry(0, { name: 'Root Entry', type: 5, child: padded.length > 0 ? 1 : -1, right: -1, start: OLE_END, size: 0 });
  padded.forEach((stream, index) =>
    writeEntry(index + 1, {
      name: stream.name,
      type: 2,
      child: -1,
      right: index + 2 <= padded.length ? index + 2 : -1,
      start: starts[index]!,
      size: stream.size,
    }),
  );
  const fatSector = Buffer.from(fat.buffer);
  return Buffer.concat([header, fatSector, directory, ...padded.map((stream) => stream.data)]);
}

/**
 * A password-protected .docx as Word saves it: not a zip but an OLE2 file holding the agile
 * EncryptionInfo (version 4.4, then its XML descriptor) and the EncryptedPackage (the package's
 * size, then ciphertext).
 * NOTE: [MS-OFFCRYPTO] 2.3.4.10 https://learn.microsoft.com/en-us/openspecs/office_file_formats/ms-offcrypto/87020a34-e73f-4139-99bc-bbdf6cf6fa55
 */
export function buildEncryptedWordFile(): Buffer {
  const descriptor = Buffer.from(
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<encryption xmlns="http://schemas.microsoft.com/office/2006/encryption">' +
      '<keyData saltSize="16" blockSize="16" keyBits="256" hashSize="64" cipherAlgorithm="AES" cipherChaining="ChainingModeCBC" hashAlgorithm="SHA512" saltValue="AAAAAAAAAAAAAAAAAAAAAA=="/>' +
      '</encryption>',
  );
  const header = Buffer.alloc(8);
  header.writeUInt16LE(4, 0);
  header.writeUInt16LE(4, 2);
  header.writeUInt32LE(0x40, 4);
  const packageSize = Buffer.alloc(8);
  packageSize.writeUInt32LE(4096, 0);
  const ciphertext = Buffer.alloc(4096, 0xa7);
  return buildOleFile([
    { name: 'EncryptionInfo', data: Buffer.concat([header, descriptor]) },
    { name: 'EncryptedPackage', data: Buffer.concat([packageSize, ciphertext]) },
  ]);
}
