import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#tests/setup/test-app.ts';
import { toSearchBloom } from './search-bloom.ts';

const t = useTestApp();

describe('toSearchBloom', () => {
  it('sets the bits the database sets for the same words, so a guarded test never passes over a row that holds them', async () => {
    const wordSets = [['go'], ['typescript', 'react', 'node.js'], ['c#', 'c++', '.net'], ['são', 'paulo'], ['remote'], []];
    for (const words of wordSets) {
      const result = await t.db.execute(
        sql`select search_bloom(${`{${words.map((word) => `"${word}"`).join(',')}}`}::text[])::text as bloom`,
      );
      // PGlite and node-postgres both answer { rows }; the shared Database type cannot say so.
      const [row] = (result as unknown as { rows: { bloom: string }[] }).rows;
      expect(toSearchBloom(words), words.join(' ')).toBe(row!.bloom);
    }
  });

  it('sets two bits per word below the sign bit', () => {
    const bits = BigInt(toSearchBloom(['kubernetes']));
    expect(bits > 0n && bits < 1n << 63n).toBe(true);
    expect(bits.toString(2).replace(/0/g, '').length).toBeLessThanOrEqual(2);
  });
});
