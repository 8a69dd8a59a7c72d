/**
 * Runs once before all test files: prepares one migrated database that every test file copies.
 * - PGlite (default): a migrated in-memory instance dumped to a tarball; each file loads the dump.
 * - PostgreSQL (DATABASE_URL set): a migrated template database; each file creates its own from it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres, wrapPglite } from '#server/db/client.ts';

export const TEMPLATE_DATABASE = 'devmatch_test_template';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  export interface ProvidedContext {
    pgliteSnapshotPath: string;
    postgresTemplateUrl: string;
  }
}

export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
    await admin.query(`create database ${TEMPLATE_DATABASE}`);
    await admin.end();
    const templateUrl = withDatabaseName(databaseUrl, TEMPLATE_DATABASE);
    const template = openPostgres(templateUrl, 1);
    await template.migrate();
    await template.close();
    project.provide('postgresTemplateUrl', templateUrl);
    project.provide('pgliteSnapshotPath', '');
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'devmatch-test-'));
  const client = await PGlite.create();
  await wrapPglite(client).migrate();
  const dump = await client.dumpDataDir('none');
  const path = join(dir, 'migrated.tar');
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('pgliteSnapshotPath', path);
  project.provide('postgresTemplateUrl', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
