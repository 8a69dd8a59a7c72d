import { describe, expect, it } from 'vitest';
import { buildOleFile, buildWordFib, readResumeFixture } from '#tests/factories/resumes.ts';
import { hasOleSignature, readOleFile } from './ole-compound-file.ts';
import { WordFileError } from './word-file-error.ts';

function expectCorrupt(bytes: Buffer) {
  let caught: unknown;
  try {
    readOleFile(bytes);
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(WordFileError);
  expect((caught as WordFileError).reason).toBe('corrupt');
}

describe('readOleFile', () => {
  it('lists the streams of a real .doc and reads the start of its WordDocument stream', () => {
    const ole = readOleFile(readResumeFixture('fullstack-engineer-strong-converted.doc'));
    expect([...ole.streamNames]).toEqual(expect.arrayContaining(['WordDocument', '1Table']));
    expect(ole.readStreamStart('WordDocument', 2)!.readUInt16LE(0)).toBe(0xa5ec);
    expect(ole.readStreamStart('Missing', 2)).toBeUndefined();
  });

  it('reads a hand-built compound file', () => {
    const ole = readOleFile(
      buildOleFile([
        { name: 'WordDocument', data: buildWordFib(0x0100) },
        { name: 'Data', data: Buffer.from('x') },
      ]),
    );
    expect([...ole.streamNames].sort()).toEqual(['Data', 'WordDocument']);
    expect(ole.readStreamStart('WordDocument', 12)!.readUInt16LE(0x0a)).toBe(0x0100);
  });

  it('recognises the signature only', () => {
    expect(hasOleSignature(readResumeFixture('edge-footnotes-endnotes.doc'))).toBe(true);
    expect(hasOleSignature(Buffer.from('PK\u0003\u0004'))).toBe(false);
  });

  it('refuses a truncated header or a wrong byte order mark', () => {
    const file = buildOleFile([{ name: 'WordDocument', data: buildWordFib() }]);
    expectCorrupt(file.subarray(0, 100));
    const wrongOrder = Buffer.from(file);
    wrongOrder.writeUInt16LE(0xfeff, 0x1c);
    expectCorrupt(wrongOrder);
  });

  it('refuses a stream whose sector chain loops (word-extractor would spin forever on it)', () => {
    // Sectors: 0 FAT, 1 directory, 2..9 the stream; point the stream's last sector back at its first.
    expectCorrupt(buildOleFile([{ name: 'WordDocument', data: buildWordFib() }], (fat) => void (fat[9] = 2)));
  });

  it('refuses to read a stream whose chain leaves the file', () => {
    const ole = readOleFile(buildOleFile([{ name: 'WordDocument', data: buildWordFib() }], (fat) => void (fat[3] = 100)));
    expect(() => ole.readStreamStart('WordDocument', 12)).toThrow(WordFileError);
  });

  it('refuses a loop even in a stream nobody reads, and streams larger than the file', () => {
    const streams = [
      { name: 'WordDocument', data: buildWordFib() },
      { name: 'Unused', data: Buffer.alloc(4096) },
    ];
    expectCorrupt(buildOleFile(streams, (fat) => void (fat[17] = 10)));
    const huge = buildOleFile(streams);
    huge.writeInt32LE(0x7fffffff, 1024 + 2 * 128 + 0x78);
    expectCorrupt(huge);
  });

  it('refuses a directory that is not a tree', () => {
    const file = buildOleFile([
      { name: 'WordDocument', data: buildWordFib() },
      { name: 'Data', data: Buffer.alloc(10) },
    ]);
    // Entry 2's right sibling points back at entry 1 (the directory starts in sector 1, offset 1024).
    file.writeInt32LE(1, 1024 + 2 * 128 + 0x48);
    expectCorrupt(file);
  });
});
