/**
 * SQL that tests one candidate_search row cheaply (decision 007): a search reads every listed row, so
 * each test is an integer operation wherever it can be. A skill with bits (skill-bits.ts) is one AND
 * on the word that holds it, and so is a common title word; a skill without (one the taxonomy does
 * not know), a place or another title word first passes the row's Bloom filter (search-bloom.ts),
 * and only rows that may hold it pay for the exact test in an array. */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { candidateSearch as cs } from '#server/db/schema.ts';
import { findSkillBit } from '#server/resume-engine/skills/skill-bits.ts';
import { findTitleWordBit } from '#server/resume-engine/skills/title-words.ts';
import { toSearchBloom } from './search-bloom.ts';

/** A text[] parameter: one array literal, so a long list is one parameter, not one per element. */
const textArray = (values: readonly string[]) =>
  sql`${`{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;

/** A whole number written into the SQL (for points and masks, which the planner then folds). */
export const integer = (value: number | bigint) => sql.raw(typeof value === 'bigint' ? value.toString() : String(Math.round(value)));

/** The row's Bloom filter has the bits of every one of `words`: it may hold them all. */
function mayHoldAll(bloom: AnyColumn, words: readonly string[]): SQL {
  const bits = sql.raw(toSearchBloom(words));
  return sql`(${bloom} & ${bits}) = ${bits}`;
}

/** The row's Bloom filter may hold one of `words`. */
const mayHoldAny = (bloom: AnyColumn, words: readonly string[]) =>
  sql`(${sql.join(
    words.map((word) => mayHoldAll(bloom, [word])),
    sql` or `,
  )})`;

/** Word i of the listed and of the shown skills' bits. */
const LISTED_BITS = [
  cs.listedBits0, cs.listedBits1, cs.listedBits2, cs.listedBits3, cs.listedBits4, cs.listedBits5, cs.listedBits6, cs.listedBits7,
  cs.listedBits8, cs.listedBits9, cs.listedBits10, cs.listedBits11, cs.listedBits12, cs.listedBits13, cs.listedBits14,
]; // prettier-ignore
const SHOWN_BITS = [
  cs.shownBits0, cs.shownBits1, cs.shownBits2, cs.shownBits3, cs.shownBits4, cs.shownBits5, cs.shownBits6, cs.shownBits7,
  cs.shownBits8, cs.shownBits9, cs.shownBits10, cs.shownBits11, cs.shownBits12, cs.shownBits13, cs.shownBits14,
]; // prettier-ignore

/** Keys with bits as one mask per word; the others apart. */
function toMasks(keys: readonly string[]): { masks: Map<number, bigint>; unplaced: string[] } {
  const masks = new Map<number, bigint>();
  const unplaced: string[] = [];
  for (const key of keys) {
    const place = findSkillBit(key);
    if (place) masks.set(place.word, (masks.get(place.word) ?? 0n) | (1n << BigInt(place.bit)));
    else unplaced.push(key);
  }
  return { masks, unplaced };
}

/** A skill without bits: the row's Bloom filter first, then its array of such skills. */
const holdsOther = (column: AnyColumn, key: string) => sql`(${mayHoldAll(cs.skillBloom, [key])} and ${key} = any(${column}))`;
const listsUnplaced = (key: string) => holdsOther(cs.otherListedSkillKeys, key);
const showsUnplaced = (key: string) => holdsOther(cs.otherShownSkillKeys, key);

/** The candidate lists `key`. */
export function listsSkill(key: string): SQL {
  const place = findSkillBit(key);
  return place ? sql`(${LISTED_BITS[place.word]!} & ${integer(1n << BigInt(place.bit))}) <> 0` : listsUnplaced(key);
}

/** The candidate's own words or primary resume show `key`. */
export function showsSkill(key: string): SQL {
  const place = findSkillBit(key);
  return place ? sql`(${SHOWN_BITS[place.word]!} & ${integer(1n << BigInt(place.bit))}) <> 0` : showsUnplaced(key);
}

const knowsUnplaced = (key: string) => sql`(${listsUnplaced(key)} or ${showsUnplaced(key)})`;

/** The candidate lists or shows one of `keys`. */
export function knowsAnySkill(keys: readonly string[]): SQL {
  const { masks, unplaced } = toMasks(keys);
  const tests = [...masks].map(([word, mask]) => sql`((${LISTED_BITS[word]!} | ${SHOWN_BITS[word]!}) & ${integer(mask)}) <> 0`);
  return sql`(${sql.join([...tests, ...unplaced.map(knowsUnplaced)], sql` or `)})`;
}

/** The candidate lists or shows every one of `keys`. */
export function knowsEverySkill(keys: readonly string[]): SQL {
  const { masks, unplaced } = toMasks(keys);
  const tests = [...masks].map(
    ([word, mask]) => sql`((${LISTED_BITS[word]!} | ${SHOWN_BITS[word]!}) & ${integer(mask)}) = ${integer(mask)}`,
  );
  return sql`(${sql.join([...tests, ...unplaced.map(knowsUnplaced)], sql` and `)})`;
}

/** The candidate's job title holds one of `words`. */
export function titleHoldsAny(words: readonly string[]): SQL {
  let mask = 0n;
  const others: string[] = [];
  for (const word of words) {
    const bit = findTitleWordBit(word);
    if (bit === undefined) others.push(word);
    else mask |= 1n << BigInt(bit);
  }
  const tests: SQL[] = [];
  if (mask !== 0n) tests.push(sql`(${cs.titleWordBits} & ${integer(mask)}) <> 0`);
  if (others.length > 0) tests.push(sql`(${mayHoldAny(cs.titleBloom, others)} and ${cs.titleWords} && ${textArray(others)})`);
  return sql`(${sql.join(tests, sql` or `)})`;
}

/** The place holds every one of `words`. */
export const placeHoldsAll = (words: readonly string[]) =>
  sql`(${mayHoldAll(cs.placeBloom, words)} and ${cs.placeWords} @> ${textArray(words)})`;
