/**
 * What an in-memory copy of a table needs to stay exact on any server (decision 007): the rows
 * written by transactions a snapshot could not see, found through an indexed change_xid column, and
 * looks that take turns so that a reader waits for a look that began after it arrived.
 */
import { and, gte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Written by a transaction that `snapshot` (pg_snapshot as text) did not see: one still running then, or later. */
export function unseenBy(changeXid: AnyPgColumn, snapshot: string): SQL {
  return and(
    gte(changeXid, sql`pg_snapshot_xmin(${snapshot}::pg_snapshot)`),
    sql`not pg_visible_in_snapshot(${changeXid}, ${snapshot}::pg_snapshot)`,
  )!;
}

/** db.execute's rows: node-postgres and PGlite both answer with `rows`. */
export const toRows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Runs `look` in turns. Each call waits for a look that began after it arrived, so it sees every
 * write committed before it; calls that arrive while one look runs share the next one.
 */
export function takeTurns(look: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  let next: Promise<void> | null = null;
  return () => {
    if (!next) {
      const started = running.then(() => {
        next = null;
        return look();
      });
      next = started;
      running = started.catch(() => undefined);
    }
    return next;
  };
}
