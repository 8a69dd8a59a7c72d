/**
 * Where candidate search keeps each taxonomy skill as a bit (decision 007): SKILL_BIT_WORDS words of
 * 63 bits per set (the skills a candidate lists, and those their words or resume show), so a search
 * tests a skill with one integer operation instead of searching an array in every row. 945 places
 * hold the 885 skills with room to grow. PostgreSQL reads a row's columns up to the last one a query
 * uses, so the most used skills go in the first words: each category lists its technologies most used
 * first, and places go round the categories by that rank (every category's first, then every
 * second, …). A skill without a place (one the taxonomy does not know) is kept in an array instead
 * (candidate-search.queries.ts). The database holds the same table (search_skill_bits), written from
 * this one whenever a database is migrated (db/search-skill-bits.ts).
 */
import { SKILL_CATEGORIES, SKILL_TAXONOMY } from './taxonomy.ts';

export const SKILL_BIT_WORDS = 15;
/** Bits per bigint word: the sign bit stays clear, so every mask is a positive number. */
export const BITS_PER_WORD = 63;

export type TSkillBit = { key: string; word: number; bit: number };

function buildSkillBits(): TSkillBit[] {
  const byCategory = SKILL_CATEGORIES.map((category) => SKILL_TAXONOMY.filter((skill) => skill.category === category));
  const longest = Math.max(...byCategory.map((skills) => skills.length));
  const keys: string[] = [];
  for (let rank = 0; rank < longest; rank += 1) {
    for (const skills of byCategory) if (skills[rank]) keys.push(skills[rank]!.name.toLowerCase());
  }
  return keys
    .slice(0, SKILL_BIT_WORDS * BITS_PER_WORD)
    .map((key, position) => ({ key, word: Math.floor(position / BITS_PER_WORD), bit: position % BITS_PER_WORD }));
}

export const SKILL_BITS: readonly TSkillBit[] = buildSkillBits();
const SKILL_BIT_BY_KEY = new Map(SKILL_BITS.map((entry) => [entry.key, entry]));

/** Where a skill key's bit is; undefined for a skill without one. */
export function findSkillBit(key: string): TSkillBit | undefined {
  return SKILL_BIT_BY_KEY.get(key);
}
