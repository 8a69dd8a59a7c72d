/**
 * DATA_DIR is private to the server's user: a real server process started on a folder that an older
 * install left open, with an outbox mail written, leaves nothing in it readable by anyone else.
 */
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServerBundle, killStartedServers, startServer, type TServerBundle } from '#tests/setup/server-process.ts';

const GROUP_AND_OTHER_BITS = 0o077;

/** Every file and folder under `dir` (with `dir` itself) whose mode lets group or others in. */
function findOpenEntries(dir: string): string[] {
  const open = (statSync(dir).mode & GROUP_AND_OTHER_BITS) !== 0 ? [dir] : [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isSymbolicLink()) continue;
    if ((statSync(path).mode & GROUP_AND_OTHER_BITS) !== 0) open.push(`${path} ${(statSync(path).mode & 0o777).toString(8)}`);
  }
  return open;
}

// The embedded database's files are the point; the PostgreSQL run has nothing more to add.
describe.skipIf(Boolean(process.env.DATABASE_URL))('DATA_DIR access', () => {
  let bundle: TServerBundle;
  let root: string;
  beforeAll(() => {
    bundle = buildServerBundle();
    root = mkdtempSync(join(tmpdir(), 'devmatch-data-dir-'));
  });
  afterAll(async () => {
    await killStartedServers();
    bundle?.remove();
    rmSync(root, { recursive: true, force: true });
  });

  it('is 0700 with every file 0600 after a start and an outbox mail, an existing open folder included', async () => {
    const dataDir = join(root, 'data');
    // What an install from before this rule left: a world-readable folder and mail.
    mkdirSync(join(dataDir, 'outbox'), { recursive: true });
    chmodSync(dataDir, 0o755);
    writeFileSync(join(dataDir, 'outbox', 'old.eml'), 'reset link', { mode: 0o644 });
    chmodSync(join(dataDir, 'outbox', 'old.eml'), 0o644);

    const admin = { ADMIN_EMAIL: 'owner@devmatch.test', ADMIN_PASSWORD: 'a-long-admin-password' };
    const server = await startServer(bundle, { DATA_DIR: dataDir, ...admin, LOG_LEVEL: 'warn' });
    const reset = await fetch(`${server.url}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.ADMIN_EMAIL }),
    });
    expect(reset.status).toBe(200);
    await expect.poll(() => readdirSync(join(dataDir, 'outbox')).length, { timeout: 15_000 }).toBe(2);
    expect(await server.stop()).toBe(0);

    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(readdirSync(join(dataDir, 'db')).length).toBeGreaterThan(10);
    expect(findOpenEntries(dataDir)).toEqual([]);
    expect(server.output()).toContain('DATA_DIR was open to other users');
  }, 120_000);
});
