import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { createZipArchive } from './zip-archive.ts';

describe('createZipArchive', () => {
  it('zips the entries in a worker thread, a task module the pool knows only by its address', async () => {
    const text = new TextEncoder().encode('{"name":"Jane"}\n'.repeat(100));
    const stored = Uint8Array.from([1, 2, 3, 4]);
    const zip = await createZipArchive([
      { path: 'data.json', bytes: text, isCompressed: false },
      { path: 'files/photo.webp', bytes: stored, isCompressed: true },
    ]);
    const entries = unzipSync(zip);
    expect(Object.keys(entries).sort()).toEqual(['data.json', 'files/photo.webp']);
    expect(entries['data.json']).toEqual(text);
    expect(entries['files/photo.webp']).toEqual(stored);
    // The text is compressed, so the archive is smaller than it.
    expect(zip.byteLength).toBeLessThan(text.byteLength);
  });
});
