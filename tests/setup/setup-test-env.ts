import { afterEach, vi } from 'vitest';

// A stray console.error is a bug the test did not catch: fail the test that caused it.
let consoleErrors: unknown[][] = [];
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  consoleErrors.push(args);
});
afterEach(() => {
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length > 0) throw new Error(`console.error was called:\n${errors.map((args) => args.map(String).join(' ')).join('\n')}`);
});
