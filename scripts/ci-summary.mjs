/** Prints one closing line for CI, 'N passed, N failed', from the JSON reports of every test run. */
import { existsSync, readFileSync } from 'node:fs';

const reports = ['vitest-pglite', 'playwright', 'vitest-dates', 'vitest-postgres'];
let passed = 0;
let failed = 0;
for (const name of reports) {
  const path = `.tmp/reports/${name}.json`;
  if (!existsSync(path)) {
    console.log(`${name}: no report`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(path, 'utf8'));
  // Vitest reports numPassedTests / numFailedTests; Playwright reports stats.expected / unexpected.
  const runPassed = report.numPassedTests ?? report.stats?.expected ?? 0;
  const runFailed = report.numFailedTests ?? (report.stats ? report.stats.unexpected + report.stats.flaky : 0);
  console.log(`${name}: ${runPassed} passed, ${runFailed} failed`);
  passed += runPassed;
  failed += runFailed;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
