/**
 * One `Database` type for both drivers: PGlite (embedded Postgres in WASM, the default) and
 * node-postgres (a real server, when DATABASE_URL is set). Queries are written once against it.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';
import { MIGRATIONS_DIR } from '../lib/paths.ts';

export type TSchema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, TSchema>;
export type Transaction = PgTransaction<PgQueryResultHKT, TSchema, ExtractTablesWithRelations<TSchema>>;
/** Either the database or an open transaction: query functions accept both. */
export type Executor = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Applies pending migrations; safe to call from several servers at once. */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

// Any constant works; it only has to be the same for every DevMatch server sharing the database.
const MIGRATION_LOCK_ID = 4_207_310;

/** `onIdleError`: an idle connection died (server restart, failover, terminated backend). */
export function openPostgres(connectionString: string, poolSize = 10, onIdleError?: (error: Error) => void): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // pg drops the dead connection and the next query opens a new one; without a listener the pool's
  // 'error' event would be an uncaught exception and end the process.
  pool.on('error', (error) => onIdleError?.(error));
  const openClients = new Set<pg.PoolClient>();
  pool.on('connect', (client) => openClients.add(client));
  pool.on('remove', (client) => openClients.delete(client));
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    driver: 'postgres',
    async migrate() {
      // Several app servers may start together: an advisory lock lets exactly one migrate at a time.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    async close() {
      await pool.end();
      // pool.end() resolves before the connections have closed; wait for them, so the database can be
      // dropped or copied as a template right away.
      const deadline = Date.now() + 5_000;
      while (openClients.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
    },
  };
}

/** Wraps an existing PGlite instance (tests hand in one loaded from a migrated snapshot). */
export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  };
}

export async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  return wrapPglite(client);
}
