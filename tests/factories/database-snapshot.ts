/**
 * A cheap fingerprint of the whole database: each public table's row count and an md5 of its rows'
 * versions, in one query. Every insert, update and delete leaves a row version with a new position
 * (ctid) and writing transaction (xmin), so two equal snapshots mean no row was added, removed or
 * changed in between, without reading the rows themselves (stored files are megabytes).
 * NOTE: https://www.postgresql.org/docs/current/ddl-system-columns.html
 */
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';

export type TDatabaseSnapshot = Record<string, string>;

/** The rows of `db.execute`, whichever driver answered. */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

async function listTables(db: Database): Promise<string[]> {
  const result = await db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  return rowsOf<{ name: string }>(result).map((row) => row.name);
}

/** Builds the snapshot function once per database: the table list is read when it is made. */
export async function createDatabaseSnapshotter(db: Database): Promise<() => Promise<TDatabaseSnapshot>> {
  const tables = await listTables(db);
  const query = sql.raw(
    tables
      .map(
        (table) =>
          `select '${table}' as name, count(*)::text || ':' || md5(coalesce(string_agg(t.ctid::text || t.xmin::text, '|' order by t.ctid), '')) as fingerprint from "${table}" t`,
      )
      .join(' union all '),
  );
  return async () => {
    const rows = rowsOf<{ name: string; fingerprint: string }>(await db.execute(query));
    return Object.fromEntries(rows.map((row) => [row.name, row.fingerprint]));
  };
}

/** The tables whose fingerprint differs between two snapshots. */
export function diffSnapshots(before: TDatabaseSnapshot, after: TDatabaseSnapshot): string[] {
  return Object.keys(before).filter((table) => before[table] !== after[table]);
}

/** The next transaction id PostgreSQL will assign: only a transaction that writes takes one. */
async function readNextTransactionId(db: Database): Promise<string> {
  const result = await db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xid`);
  return rowsOf<{ xid: string }>(result)[0]!.xid;
}

/**
 * Watches the database between calls for many calls in a row. While the next transaction id stays
 * the same nothing was written, so the snapshot is skipped. On a server shared with other databases
 * their writes move the id on too; then the snapshots decide.
 * NOTE: https://www.postgresql.org/docs/current/functions-info.html#FUNCTIONS-PG-SNAPSHOT
 */
export async function createDatabaseWatch(db: Database): Promise<{ listChanges: () => Promise<string[]> }> {
  const snapshot = await createDatabaseSnapshotter(db);
  // The id is read before the snapshot: a write in between is then seen again next time, never missed.
  let last = { xid: await readNextTransactionId(db), tables: await snapshot() };
  return {
    /** The tables changed since the previous call (or since the watch began). */
    async listChanges() {
      const xid = await readNextTransactionId(db);
      if (xid === last.xid) return [];
      const tables = await snapshot();
      const changed = diffSnapshots(last.tables, tables);
      last = { xid, tables };
      return changed;
    },
  };
}
