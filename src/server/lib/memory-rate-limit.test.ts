import { describe, expect, it } from 'vitest';
import { createMemoryRateLimit } from './memory-rate-limit.ts';

describe('createMemoryRateLimit', () => {
  it('allows max hits per key in a window, then says how long to wait, and starts again after it', () => {
    const limit = createMemoryRateLimit({ max: 2, windowMinutes: 10 });
    const start = 1_000_000;
    expect(limit.hit('a', start)).toBeNull();
    expect(limit.hit('a', start + 1000)).toBeNull();
    expect(limit.hit('a', start + 60_000)).toBe(540);
    expect(limit.hit('b', start + 60_000)).toBeNull();
    expect(limit.hit('a', start + 600_000)).toBeNull();
  });

  it('keeps at most maxKeys keys, forgetting the oldest', () => {
    const limit = createMemoryRateLimit({ max: 1, windowMinutes: 10 }, 2);
    limit.hit('a', 0);
    limit.hit('b', 0);
    limit.hit('c', 0);
    expect(limit.hit('a', 1)).toBeNull();
    expect(limit.hit('c', 1)).toBe(600);
  });
});
