/**
 * A cheap fingerprint of the whole database: each public table's row count and an md5 of its rows,
 * in one query. Two equal snapshots mean no row was added, removed or changed in between.
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
          `select '${table}' as name, count(*)::text || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as fingerprint from "${table}" t`,
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
