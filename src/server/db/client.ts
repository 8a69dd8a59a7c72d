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
import { useNativeByteaConversion } from './pglite-bytea.ts';
import { usePreparedStatements } from './pglite-prepared-statements.ts';
import { useTransactionTurns } from './pglite-transaction-turns.ts';
import { ListeningClient } from './postgres-connection.ts';

export type TSchema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, TSchema>;
export type Transaction = PgTransaction<PgQueryResultHKT, TSchema, ExtractTablesWithRelations<TSchema>>;
/** Either the database or an open transaction: query functions accept both. */
export type Executor = Database | Transaction;

/**
 * PostgreSQL's NOTIFY, heard by every server sharing the database; a notice is sent when its
 * transaction commits. On the session channel (migration 0007's triggers: a session ended or its
 * user changed) notices of this process's own writes arrive before the write's query resolves
 * (every pool connection listens there, and a listening session hears its own NOTIFY at commit);
 * other servers' arrive moments after their commit.
 */
export type TNoticeFeed = {
  /**
   * `onNotice` gets each payload sent on `channel` (a constant SQL identifier). `onLive(false)` says
   * notices may be missed from now on (the listening connection was lost) and `onLive(true)` that
   * they arrive again; the first call comes once the subscription is in place. Returns the unsubscribe.
   */
  subscribe: (channel: string, onNotice: (payload: string) => void, onLive: (isLive: boolean) => void) => Promise<() => Promise<void>>;
};

const LISTENER_RETRY_MS = 1000;

export type DatabaseHandle = {
  db: Database;
  driver: 'pglite' | 'postgres';
  notices: TNoticeFeed;
  /** Applies pending migrations, then writes search_skill_bits when it changed; safe to call from several servers at once. */
  migrate: () => Promise<void>;
  /**
   * What PostgreSQL's autovacuum does on a server: fresh planner statistics and dead row versions
   * reclaimed. The embedded engine has no background workers, so housekeeping calls this; on a
   * server it does nothing.
   */
  maintain: () => Promise<void>;
  close: () => Promise<void>;
};

// Any constant works; it only has to be the same for every DevMatch server sharing the database.
const MIGRATION_LOCK_ID = 4_207_310;

type TNoticeHandlers = Map<string, Set<(payload: string) => void>>;

/**
 * Notices from a PostgreSQL server: each subscription's own connection LISTENs and hands each notice
 * to the channel's subscribers; a lost connection reports `onLive(false)` and reconnects after a pause.
 */
function createNoticeSubscriber(
  connectionString: string,
  listeners: {
    noticeHandlers: TNoticeHandlers;
    dispatchNotice: (message: pg.Notification) => void;
    onIdleError: ((error: Error) => void) | undefined;
  },
): TNoticeFeed['subscribe'] {
  const { noticeHandlers, dispatchNotice, onIdleError } = listeners;
  return async (channel, onNotice, onLive) => {
    const channelHandlers = noticeHandlers.get(channel) ?? new Set();
    noticeHandlers.set(channel, channelHandlers.add(onNotice));
    let listener: pg.Client | null = null;
    let isStopped = false;
    let retryTimer: NodeJS.Timeout | undefined;
    const retryLater = () => {
      if (isStopped || retryTimer) return;
      retryTimer = setTimeout(() => {
        retryTimer = undefined;
        void connect();
      }, LISTENER_RETRY_MS);
    };
    const connect = async () => {
      const client = new pg.Client({ connectionString });
      client.on('notification', dispatchNotice);
      client.on('error', (error) => onIdleError?.(error));
      client.on('end', () => {
        if (listener !== client) return;
        listener = null;
        onLive(false);
        retryLater();
      });
      try {
        await client.connect();
        await client.query(`LISTEN ${channel}`);
      } catch (error) {
        onIdleError?.(error as Error);
        await client.end().catch(() => undefined);
        return retryLater();
      }
      if (isStopped) return void (await client.end());
      listener = client;
      onLive(true);
    };
    await connect();
    return async () => {
      isStopped = true;
      clearTimeout(retryTimer);
      channelHandlers.delete(onNotice);
      await listener?.end().catch(() => undefined);
    };
  };
}

/** `onIdleError`: an idle connection died (server restart, failover, terminated backend). */
export function openPostgres(connectionString: string, poolSize = 10, onIdleError?: (error: Error) => void): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: poolSize, Client: ListeningClient });
  // pg drops the dead connection and the next query opens a new one; without a listener the pool's
  // 'error' event would be an uncaught exception and end the process.
  pool.on('error', (error) => onIdleError?.(error));
  const openClients = new Set<pg.PoolClient>();
  const noticeHandlers: TNoticeHandlers = new Map();
  const dispatchNotice = (message: pg.Notification) => {
    for (const handler of noticeHandlers.get(message.channel) ?? []) handler(message.payload ?? '');
  };
  pool.on('connect', (client) => {
    openClients.add(client);
    client.on('notification', dispatchNotice);
  });
  pool.on('remove', (client) => openClients.delete(client));
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    driver: 'postgres',
    notices: {
      // Pool connections come and go; a dedicated connection hears other servers' notices all the time.
      subscribe: createNoticeSubscriber(connectionString, { noticeHandlers, dispatchNotice, onIdleError }),
    },
    async migrate() {
      // Several app servers may start together: an advisory lock lets exactly one migrate at a time.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        const migrating = drizzlePg(client, { schema }) as unknown as Database;
        await migratePg(migrating as never, { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    maintain: async () => undefined,
    async close() {
      await pool.end();
      // pool.end() resolves before the connections have closed; wait for them, so the database can be
      // dropped or copied as a template right away.
      const deadline = Date.now() + 5_000;
      while (openClients.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
    },
  };
}

/**
 * VACUUM (ANALYZE) table by table: the engine runs one statement at a time, so requests go on between
 * tables instead of waiting for the whole database. Without it the planner never has statistics
 * (the resume list was read with a bitmap scan and a sort instead of its ordered index) and updated
 * rows (sessions, rate-limit windows) leave dead versions behind for ever.
 */
async function vacuumEachTable(client: PGlite): Promise<void> {
  const { rows } = await client.query<{ name: string }>(
    `select quote_ident(schemaname) || '.' || quote_ident(tablename) as name from pg_tables where schemaname in ('public', 'drizzle')`,
  );
  for (const { name } of rows) await client.exec(`vacuum (analyze) ${name}`);
}

/** Wraps an existing PGlite instance (tests hand in one loaded from a migrated snapshot). */
export function wrapPglite(client: PGlite): DatabaseHandle {
  usePreparedStatements(client);
  useNativeByteaConversion(client);
  useTransactionTurns(client);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    // One process owns an embedded database, and PGlite hands out notices as the committing query
    // returns: nothing is ever missed.
    notices: {
      async subscribe(channel, onNotice, onLive) {
        const unsubscribe = await client.listen(channel, onNotice);
        onLive(true);
        return async () => {
          onLive(false);
          await unsubscribe();
        };
      },
    },
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
    },
    maintain: () => vacuumEachTable(client),
    close: () => client.close(),
  };
}

// PostgreSQL's defaults size its buffers for a server of its own; embedded, every buffer page counts in
// the app's memory, and the operating system caches the files anyway (decision 013).
const PGLITE_MEMORY_SETTINGS = ['-c', 'shared_buffers=32MB'];

export async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, startParams: [...PGlite.defaultStartParams, ...PGLITE_MEMORY_SETTINGS] });
  return wrapPglite(client);
}
