import { describe, expect, it } from 'vitest';
import { createSingleFlightCache } from './single-flight-cache.ts';

describe('createSingleFlightCache', () => {
  it('makes a value once for callers who ask at the same time, and keeps it', async () => {
    const cache = createSingleFlightCache<string>({ maxEntries: 10 });
    let made = 0;
    const make = async () => {
      made += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return 'pdf';
    };
    expect(await Promise.all(Array.from({ length: 20 }, () => cache.get('a', make)))).toEqual(Array(20).fill('pdf'));
    expect(await cache.get('a', make)).toBe('pdf');
    expect(made).toBe(1);
  });

  it('does not keep a failure: the next caller tries again', async () => {
    const cache = createSingleFlightCache<string>({ maxEntries: 10 });
    await expect(cache.get('a', () => Promise.reject(new Error('busy')))).rejects.toThrow('busy');
    expect(await cache.get('a', async () => 'made')).toBe('made');
  });

  it('lets the least recently used go first, by count and by size', async () => {
    const cache = createSingleFlightCache<string>({ maxEntries: 2, maxSize: 10, sizeOf: (value) => value.length });
    await cache.get('a', async () => 'aaaa');
    await cache.get('b', async () => 'bbbb');
    await cache.get('a', async () => 'new a'); // used: b is now the oldest
    await cache.get('c', async () => 'cccc');
    expect(await cache.get('a', async () => 'new a')).toBe('aaaa');
    expect(await cache.get('b', async () => 'new b')).toBe('new b');
    // Over the size limit: the older values go; one larger than the limit is never kept.
    await cache.get('big', async () => 'x'.repeat(11));
    expect(await cache.get('big', async () => 'again')).toBe('again');
  });
});
