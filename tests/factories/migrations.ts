/** Migration tests: a database brought to just before the migration under test, then that migration run. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { MIGRATIONS_DIR } from '#server/lib/paths.ts';

export async function runMigrationFile(client: PGlite, fileName: string): Promise<void> {
  for (const statement of readFileSync(join(MIGRATIONS_DIR, fileName), 'utf8').split('--> statement-breakpoint')) {
    if (statement.trim()) await client.exec(statement);
  }
}

/** Runs every migration that comes before `fileName`, in order. */
export async function runMigrationsBefore(client: PGlite, fileName: string): Promise<void> {
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  for (const earlier of files.slice(0, files.indexOf(fileName))) await runMigrationFile(client, earlier);
}
