/**
 * Where the in-memory candidate search keeps each taxonomy skill as a bit (decision 007): a
 * candidate's listed skills and the skills their words or resume show are SKILL_BIT_WORDS 32-bit
 * words each, so testing a skill, or any of several, is an AND per word. A skill the taxonomy does
 * not know has no bit; a candidate keeps such skills by key (candidate-index.ts).
 */
import { SKILL_TAXONOMY } from '#server/resume-engine/skills/taxonomy.ts';

export const BITS_PER_WORD = 32;

/** A skill's word and the mask of its bit in that word. */
export type TSkillBit = { word: number; mask: number };

const SKILL_BIT_BY_KEY = new Map<string, TSkillBit>(
  [...new Set(SKILL_TAXONOMY.map((skill) => skill.name.toLowerCase()))].map((key, position) => [
    key,
    { word: Math.floor(position / BITS_PER_WORD), mask: (1 << (position % BITS_PER_WORD)) >>> 0 },
  ]),
);

export const SKILL_BIT_WORDS = Math.ceil(SKILL_BIT_BY_KEY.size / BITS_PER_WORD);

/** Where a skill key's bit is; undefined for a skill the taxonomy does not know. */
export function findSkillBit(key: string): TSkillBit | undefined {
  return SKILL_BIT_BY_KEY.get(key);
}

/** A set of skill keys: the words of those with bits (SKILL_BIT_WORDS of them), and the keys of the others. */
export type TSkillSet = { bits: Uint32Array; others: string[] };

export function toSkillSet(keys: readonly string[]): TSkillSet {
  const bits = new Uint32Array(SKILL_BIT_WORDS);
  const others: string[] = [];
  for (const key of keys) {
    const place = findSkillBit(key);
    if (place) bits[place.word]! |= place.mask;
    else others.push(key);
  }
  return { bits, others };
}
