/**
 * The bits of candidate_search's Bloom filters for searched words, as the database's search_bloom()
 * sets them (migration 0011): each word two of 63 bits, from the first two bytes of its MD5. A search
 * tests `(row_bloom & bits) = bits` before the exact array test, and only rows that pass pay for it.
 */
import { createHash } from 'node:crypto';

const BLOOM_BITS = 63n;

/** The bits every one of `words` sets, as a decimal literal for SQL (beyond JavaScript's safe integers). */
export function toSearchBloom(words: readonly string[]): string {
  let bloom = 0n;
  for (const word of words) {
    const hash = createHash('md5').update(word, 'utf8').digest();
    bloom |= (1n << (BigInt(hash[0]!) % BLOOM_BITS)) | (1n << (BigInt(hash[1]!) % BLOOM_BITS));
  }
  return bloom.toString();
}
