/**
 * Keeps each server's CandidateIndex exact (decision 007). Before every search the index reads what
 * changed since its last look, as of the search's own moment, so a search sees every write committed
 * before it, whichever server made it:
 *   - the rows whose writing transaction (change_xid, indexed) the last look's snapshot could not see;
 *   - the removals (candidate_search_removals) the same way.
 * The first search loads every row. Looks take turns, and a search waits for one that began after it
 * arrived; searches that arrive together share one.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { CANDIDATE_REMOVALS_KEPT_HOURS } from '#server/db/candidate-search-removals.queries.ts';
import { takeTurns, toRows, unseenBy } from '#server/db/change-tracking.ts';
import { candidateSearch as cs, candidateSearchRemovals as removals } from '#server/db/schema.ts';
import { CandidateIndex, type TCandidateSearchRow } from './candidate-index.ts';

/** A server whose last look is older than half the time removals are kept loads everything again. */
const RELOAD_AFTER_MS = (CANDIDATE_REMOVALS_KEPT_HOURS / 2) * 60 * 60 * 1000;
const LOAD_SLICE_ROWS = 2_000;

type TIndexState = {
  index: CandidateIndex;
  /** The snapshot (pg_snapshot as text) before which every change is in the index; null before the first load. */
  snapshot: string | null;
  lookedAt: number;
};

/** Each database's index, and the call that brings it up to date in turns. */
const followedIndexes = new WeakMap<Database, { state: TIndexState; catchUp: () => Promise<void> }>();

const rowColumns = {
  profileId: cs.profileId,
  userId: cs.userId,
  isListed: cs.isListed,
  openToRemote: cs.openToRemote,
  openToRelocation: cs.openToRelocation,
  profileScore: cs.profileScore,
  levelRank: cs.levelRank,
  careerStartYear: cs.careerStartYear,
  roleFamilyCode: cs.roleFamilyCode,
  payFloor: cs.payFloor,
  payCeiling: cs.payCeiling,
  updatedAt: cs.updatedAt,
  listedSkillKeys: cs.listedSkillKeys,
  shownSkillKeys: cs.shownSkillKeys,
  titleWords: cs.titleWords,
  placeWords: cs.placeWords,
  place: cs.place,
};

/** The database's snapshot now and, after an earlier one, the profiles removed since: one statement. */
async function readSnapshotAndRemovals(db: Database, since: string | null): Promise<{ snapshot: string; removed: number[] }> {
  const removedSince =
    since === null
      ? sql`'{}'::integer[]`
      : sql`array(${db.select({ profileId: removals.profileId }).from(removals).where(unseenBy(removals.changeXid, since))})`;
  const [row] = toRows<{ snapshot: string; removed: number[] }>(
    await db.execute(sql`select pg_current_snapshot()::text as snapshot, ${removedSince} as removed`),
  );
  return row!;
}

async function look(db: Database, state: TIndexState): Promise<void> {
  const { index } = state;
  const isReload = state.snapshot === null || Date.now() - state.lookedAt > RELOAD_AFTER_MS;
  // The snapshot is taken before the rows are read: whatever commits after it is read again next time, which is harmless.
  const { snapshot, removed } = await readSnapshotAndRemovals(db, isReload ? null : state.snapshot);
  if (isReload) {
    const rows: TCandidateSearchRow[] = await db.select(rowColumns).from(cs);
    index.clear();
    // In slices, so other requests go on while 100,000 rows are taken in.
    for (let start = 0; start < rows.length; start += LOAD_SLICE_ROWS) {
      for (const row of rows.slice(start, start + LOAD_SLICE_ROWS)) index.upsert(row);
      await new Promise((resolve) => setImmediate(resolve));
    }
  } else {
    const changed = await db.select(rowColumns).from(cs).where(unseenBy(cs.changeXid, state.snapshot!));
    // A removed row never comes back (profile ids are not reused), so the order does not matter.
    for (const row of changed) index.upsert(row);
    for (const profileId of removed) index.remove(profileId);
  }
  state.snapshot = snapshot;
  state.lookedAt = Date.now();
}

/** The index of `db` with every change committed before this call. */
export async function getCandidateIndex(db: Database): Promise<CandidateIndex> {
  let followed = followedIndexes.get(db);
  if (!followed) {
    const state: TIndexState = { index: new CandidateIndex(), snapshot: null, lookedAt: 0 };
    followed = { state, catchUp: takeTurns(() => look(db, state)) };
    followedIndexes.set(db, followed);
  }
  await followed.catchUp();
  return followed.state.index;
}
