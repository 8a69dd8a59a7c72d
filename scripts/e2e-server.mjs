/** Starts the built server for the browser tests on a fresh embedded database. */
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

const build = spawnSync(process.execPath, ['scripts/ensure-build.mjs'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
rmSync(process.env.DATA_DIR ?? '.tmp/e2e-data', { recursive: true, force: true });
const server = spawn(process.execPath, ['dist/server/index.js'], { stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
