/**
 * A strict reader for OLE2 compound files (the container of legacy .doc files and of
 * password-protected .docx files). It lists the streams and reads the start of one, and it checks
 * the whole structure first: sector chains must stay inside the file and never loop, and the
 * directory must be a tree. word-extractor trusts these structures (a looping chain makes it spin
 * forever), so a file reaches it only after passing here.
 * NOTE: layout from [MS-CFB] https://learn.microsoft.com/en-us/openspecs/windows_protocols/ms-cfb
 */
import { WordFileError } from './word-file-error.ts';

const OLE_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

const HEADER_SIZE = 512;
const DIRECTORY_ENTRY_SIZE = 128;
const HEADER_FAT_SLOTS = 109;
const NO_STREAM = -1;
const ENTRY_TYPE = { empty: 0, storage: 1, stream: 2, root: 5 } as const;

type TDirectoryEntry = { name: string; type: number; left: number; right: number; child: number; start: number; size: number };

type TOleFile = {
  /** Names of every stream reachable from the root, in any storage. */
  streamNames: Set<string>;
  /** The first `byteCount` bytes of the named top-level-or-nested stream, or undefined without it. */
  readStreamStart: (name: string, byteCount: number) => Buffer | undefined;
};

export function hasOleSignature(bytes: Buffer): boolean {
  return bytes.length >= OLE_SIGNATURE.length && bytes.subarray(0, OLE_SIGNATURE.length).equals(OLE_SIGNATURE);
}

function corrupt(detail: string): never {
  throw new WordFileError('corrupt', `OLE compound file: ${detail}`);
}

/** The file seen as sectors, as the header describes them. */
type TSectors = { bytes: Buffer; sectorSize: number; sectorCount: number; idsPerSector: number; miniStreamCutoff: number };

type TStream = TDirectoryEntry & { chain: number[]; isMini: boolean };

/** Checks the header and reads the sector geometry from it. */
function readHeader(bytes: Buffer): TSectors {
  if (bytes.length < HEADER_SIZE || !hasOleSignature(bytes)) corrupt('no header');
  if (bytes.readUInt16LE(0x1c) !== 0xfffe) corrupt('bad byte order mark');
  const majorVersion = bytes.readUInt16LE(0x1a);
  const sectorShift = bytes.readUInt16LE(0x1e);
  if (!((majorVersion === 3 && sectorShift === 9) || (majorVersion === 4 && sectorShift === 12))) corrupt('unsupported version');
  if (bytes.readUInt16LE(0x20) !== 6) corrupt('bad mini sector size');
  const sectorSize = 1 << sectorShift;
  const miniStreamCutoff = bytes.readUInt32LE(0x38);
  if (miniStreamCutoff !== 4096) corrupt('bad mini stream cutoff');
  const sectorCount = Math.ceil((bytes.length - sectorSize) / sectorSize);
  return { bytes, sectorSize, sectorCount, idsPerSector: sectorSize / 4, miniStreamCutoff };
}

const sectorOffset = (sectors: TSectors, id: number) => sectors.sectorSize + id * sectors.sectorSize;

const isSectorId = (sectors: TSectors, id: number) => Number.isInteger(id) && id >= 0 && id < sectors.sectorCount;

/** The sector ids held by the given sectors (FAT, mini FAT or DIFAT sectors), in order. */
function readSectorIds(sectors: TSectors, ids: number[]): Int32Array {
  const { bytes, sectorSize, idsPerSector } = sectors;
  const table = new Int32Array(ids.length * idsPerSector);
  ids.forEach((id, index) => {
    const start = sectorOffset(sectors, id);
    const end = Math.min(start + sectorSize, bytes.length);
    for (let at = start; at + 4 <= end; at += 4) table[index * idsPerSector + (at - start) / 4] = bytes.readInt32LE(at);
  });
  return table;
}

/** The allocation table (FAT). Its own sectors: 109 slots in the header, the rest in a chain of DIFAT sectors. */
function readAllocationTable(sectors: TSectors): Int32Array {
  const { bytes, sectorCount, idsPerSector } = sectors;
  const fatSectorCount = bytes.readUInt32LE(0x2c);
  if (fatSectorCount === 0 || fatSectorCount > sectorCount) corrupt('bad FAT size');
  const fatSectorIds: number[] = [];
  for (let slot = 0; slot < Math.min(HEADER_FAT_SLOTS, fatSectorCount); slot += 1) fatSectorIds.push(bytes.readInt32LE(0x4c + slot * 4));
  // word-extractor walks exactly as many DIFAT sectors as the header says: that count must be right.
  const difatSectorCount = bytes.readUInt32LE(0x48);
  if (difatSectorCount !== Math.ceil(Math.max(0, fatSectorCount - HEADER_FAT_SLOTS) / (idsPerSector - 1))) corrupt('bad DIFAT size');
  let difatSector = bytes.readInt32LE(0x44);
  const seenDifat = new Set<number>();
  while (fatSectorIds.length < fatSectorCount) {
    if (!isSectorId(sectors, difatSector) || seenDifat.has(difatSector)) corrupt('bad DIFAT chain');
    seenDifat.add(difatSector);
    const ids = readSectorIds(sectors, [difatSector]);
    fatSectorIds.push(...ids.subarray(0, Math.min(idsPerSector - 1, fatSectorCount - fatSectorIds.length)));
    difatSector = ids[idsPerSector - 1]!;
  }
  if (!fatSectorIds.every((id) => isSectorId(sectors, id))) corrupt('FAT sector outside the file');
  return readSectorIds(sectors, fatSectorIds);
}

/**
 * A chain of sector ids as word-extractor follows it: until a negative id (END_OF_CHAIN, or FREE
 * in sloppy files) or an id past the table. A loop anywhere on that path is refused, since
 * word-extractor would follow it forever.
 */
function followChain(start: number, table: Int32Array, what: string): number[] {
  const chain: number[] = [];
  const seen = new Set<number>();
  for (let id = start; id >= 0 && id < table.length; id = table[id]!) {
    if (seen.has(id)) corrupt(`looping ${what} chain`);
    seen.add(id);
    chain.push(id);
  }
  return chain;
}

/** A chain whose every sector must also exist, for the parts this reader and the parser read. */
function followReadableChain(start: number, table: Int32Array, sectorLimit: number, what: string): number[] {
  const chain = followChain(start, table, what);
  if (chain.some((id) => id >= sectorLimit)) corrupt(`${what} chain leaves the file`);
  return chain;
}

function readChain(sectors: TSectors, chain: number[], byteCount: number): Buffer {
  const { bytes, sectorSize } = sectors;
  const out = Buffer.alloc(Math.min(byteCount, chain.length * sectorSize));
  chain.forEach((id, index) => {
    const target = index * sectorSize;
    const offset = sectorOffset(sectors, id);
    if (target < out.length) bytes.copy(out, target, offset, Math.min(offset + out.length - target, bytes.length));
  });
  return out;
}

/** The directory: 128-byte entries forming a tree of storages and streams under the root entry. */
function readDirectory(sectors: TSectors, fat: Int32Array): { entries: TDirectoryEntry[]; root: TDirectoryEntry; reachable: Set<number> } {
  const directoryChain = followReadableChain(sectors.bytes.readInt32LE(0x30), fat, sectors.sectorCount, 'directory');
  const directory = readChain(sectors, directoryChain, directoryChain.length * sectors.sectorSize);
  const entryCount = directory.length / DIRECTORY_ENTRY_SIZE;
  const entries: TDirectoryEntry[] = Array.from({ length: entryCount }, (_, index) => {
    const offset = index * DIRECTORY_ENTRY_SIZE;
    const nameBytes = directory.readUInt16LE(offset + 0x40);
    if (nameBytes > 64 || nameBytes % 2 !== 0) corrupt('bad directory entry name');
    return {
      name: directory.toString('utf16le', offset, offset + Math.max(nameBytes - 2, 0)),
      type: directory.readUInt8(offset + 0x42),
      left: directory.readInt32LE(offset + 0x44),
      right: directory.readInt32LE(offset + 0x48),
      child: directory.readInt32LE(offset + 0x4c),
      start: directory.readInt32LE(offset + 0x74),
      size: directory.readInt32LE(offset + 0x78),
    };
  });
  const root = entries[0];
  if (!root || root.type !== ENTRY_TYPE.root) corrupt('no root entry');

  // Walk the tree without recursion; an entry reached twice means a cycle.
  const reachable = new Set<number>([0]);
  const pending = [root.child];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (id === NO_STREAM) continue;
    const entry = entries[id];
    if (!entry || reachable.has(id) || entry.type === ENTRY_TYPE.empty || entry.type === ENTRY_TYPE.root) corrupt('bad directory tree');
    reachable.add(id);
    pending.push(entry.left, entry.right);
    if (entry.type === ENTRY_TYPE.storage) pending.push(entry.child);
  }
  return { entries, root, reachable };
}

/** Reads and validates the container; throws WordFileError('corrupt') on any structural fault. */
export function readOleFile(bytes: Buffer): TOleFile {
  const sectors = readHeader(bytes);
  const { sectorSize, sectorCount } = sectors;
  const fat = readAllocationTable(sectors);
  const { entries, root, reachable } = readDirectory(sectors, fat);

  // Small streams live in the mini stream (inside the root entry's chain), addressed by the mini FAT.
  // Checked even when empty: word-extractor follows the root's chain whatever its size says.
  const miniStreamChain = followReadableChain(root.start, fat, sectorCount, 'mini stream');
  const miniSectorCount = Math.min(Math.floor(root.size / 64), (miniStreamChain.length * sectorSize) / 64);
  const miniFatChain = followReadableChain(bytes.readInt32LE(0x3c), fat, sectorCount, 'mini FAT');
  const miniFat = readSectorIds(sectors, miniFatChain);

  // Every stream's chain is checked for loops, whatever its size: word-extractor follows a stream's
  // chain as soon as it opens it. Sizes are read as word-extractor does (signed), and none can
  // exceed the file.
  const streams = new Map<string, TStream>();
  for (const id of reachable) {
    const entry = entries[id]!;
    if (entry.type !== ENTRY_TYPE.stream) continue;
    if (entry.size < 0 || entry.size > bytes.length) corrupt('stream larger than the file');
    const isMini = entry.size < sectors.miniStreamCutoff;
    const chain = isMini ? followChain(entry.start, miniFat, 'mini') : followChain(entry.start, fat, 'stream');
    if (!streams.has(entry.name)) streams.set(entry.name, { ...entry, chain, isMini });
  }

  return {
    streamNames: new Set(streams.keys()),
    readStreamStart(name, byteCount) {
      const stream = streams.get(name);
      if (!stream) return undefined;
      if (stream.chain.some((id) => id >= (stream.isMini ? miniSectorCount : sectorCount))) corrupt(`stream ${name} leaves the file`);
      const length = Math.min(byteCount, stream.size);
      if (!stream.isMini) return readChain(sectors, stream.chain, length);
      const miniStream = readChain(sectors, miniStreamChain, miniStreamChain.length * sectorSize);
      const out = Buffer.alloc(Math.min(length, stream.chain.length * 64));
      stream.chain.forEach((id, index) => {
        if (index * 64 < out.length) miniStream.copy(out, index * 64, id * 64, id * 64 + 64);
      });
      return out;
    },
  };
}
