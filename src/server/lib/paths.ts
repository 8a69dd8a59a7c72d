import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package root, found from this file whether it runs from src/ (tests) or the dist/ bundle. */
function findPackageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('DevMatch: package.json not found above ' + fileURLToPath(import.meta.url));
    dir = parent;
  }
  return dir;
}

export const PACKAGE_ROOT = findPackageRoot();
export const MIGRATIONS_DIR = join(PACKAGE_ROOT, 'src/server/db/migrations');
export const CLIENT_DIST_DIR = join(PACKAGE_ROOT, 'dist/client');
