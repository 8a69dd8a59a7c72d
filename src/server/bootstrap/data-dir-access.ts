/**
 * DATA_DIR holds password hashes and resumes (the embedded database), reset links (the outbox when
 * SMTP_URL is unset) and the API key secret: only the server's own user may read or write it.
 */
import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

const GROUP_AND_OTHER_BITS = 0o077;

/**
 * Sets the process umask so that everything written from now on (database files, mails) is
 * owner-only, whatever mode the library that writes it asks for; then creates DATA_DIR as 0700,
 * or takes group and other access away from an existing one and everything in it.
 */
export function restrictDataDirAccess(dataDir: string, log: FastifyBaseLogger): void {
  process.umask(GROUP_AND_OTHER_BITS);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const tightened = removeGroupAndOtherAccess(dataDir);
  if (tightened > 0) log.warn({ dataDir, tightened }, 'DATA_DIR was open to other users: removed group and other access from its files');
}

/**
 * Walks the tree (not following links) and returns how many entries it changed. Also for the
 * embedded database's folder once it has opened: PGlite unpacks a new database with chmod 0666,
 * which the umask does not limit.
 */
export function removeGroupAndOtherAccess(path: string): number {
  const stats = lstatSync(path);
  if (stats.isSymbolicLink()) return 0;
  let changed = 0;
  if ((stats.mode & GROUP_AND_OTHER_BITS) !== 0) {
    chmodSync(path, stats.mode & 0o700);
    changed += 1;
  }
  if (stats.isDirectory()) {
    for (const entry of readdirSync(path)) changed += removeGroupAndOtherAccess(join(path, entry));
  }
  return changed;
}
