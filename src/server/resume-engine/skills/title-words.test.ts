import { describe, expect, it } from 'vitest';
import { findTitleWordBit, TITLE_WORD_BIT_COUNT, toSearchWords, toTitleWordBits } from './title-words.ts';

describe('title words', () => {
  it('has at most 63 words with a bit, so one bigint holds them with its sign bit clear', () => {
    expect(TITLE_WORD_BIT_COUNT).toBeLessThanOrEqual(63);
  });

  it('splits a title as the database does and sets the bits of its common words', () => {
    expect(toSearchWords('Senior Front-End Developer (React/Node.js)')).toEqual(['senior', 'frontend', 'developer', 'react', 'node', 'js']);
    const bits = toTitleWordBits('Senior Software Engineer');
    expect(bits).toBe((1n << BigInt(findTitleWordBit('software')!)) | (1n << BigInt(findTitleWordBit('engineer')!)));
    expect(toTitleWordBits(null)).toBe(0n);
  });
});
