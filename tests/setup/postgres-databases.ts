/** Throwaway databases on the PostgreSQL server of a test run (DATABASE_URL), dropped after use. */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { withDatabaseName } from './global-db.ts';

export type TPostgresDatabase = { url: string; drop: () => Promise<void> };

async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabaseName(serverUrl, 'postgres') });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new database on the server `anyDatabaseUrl` points at, empty or a copy of `template`. `drop`
 * ends any connection still open to it (a killed server's, for one).
 */
export async function createPostgresDatabase(anyDatabaseUrl: string, options: { template?: string } = {}): Promise<TPostgresDatabase> {
  const name = `devmatch_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  await runOnServer(anyDatabaseUrl, `create database ${name}${options.template ? ` template ${options.template}` : ''}`);
  return {
    url: withDatabaseName(anyDatabaseUrl, name),
    drop: () => runOnServer(anyDatabaseUrl, `drop database if exists ${name} with (force)`),
  };
}
