/**
 * Keeps the database's search_skill_bits (where candidate_search's trigger sets each skill's bit) the
 * same as resume-engine/skills/skill-bits.ts, which the search reads. Run after the migrations: when
 * the places differ (a first start, a changed taxonomy), they are rewritten and every search row is
 * refreshed in the same transaction, so no search sees bits of the old places.
 */
import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { searchSkillBits } from './schema.ts';
import { SKILL_BITS } from '../resume-engine/skills/skill-bits.ts';

const placeOf = (entry: { key: string; word: number; bit: number }) => `${entry.key}:${entry.word}:${entry.bit}`;

export async function syncSearchSkillBits(db: Database): Promise<void> {
  const stored = await db.select().from(searchSkillBits);
  const storedPlaces = new Set(stored.map(placeOf));
  const isSame = stored.length === SKILL_BITS.length && SKILL_BITS.every((entry) => storedPlaces.has(placeOf(entry)));
  if (isSame) return;
  await db.transaction(async (tx) => {
    await tx.delete(searchSkillBits);
    await tx.insert(searchSkillBits).values([...SKILL_BITS]);
    await tx.execute(sql`select refresh_candidate_search(user_id) from applicant_profiles`);
  });
}
