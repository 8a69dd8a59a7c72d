/**
 * Fixed-window counters kept in this process, for limits on anonymous reads: checking one costs no
 * database write, which is the point of a limit on reads that should cost little. Each app server
 * counts on its own, so behind N servers a client gets up to N times the allowance: these limits
 * bound load, they are not a quota. At most `maxKeys` keys are kept; the oldest window goes first.
 */
export type TMemoryRateLimit = {
  /** Counts a hit on `key`; null when allowed, else the seconds until its window ends. */
  hit: (key: string, now?: number) => number | null;
};

export function createMemoryRateLimit(rule: { max: number; windowMinutes: number }, maxKeys = 50_000): TMemoryRateLimit {
  const windowMs = rule.windowMinutes * 60_000;
  const windows = new Map<string, { count: number; endsAt: number }>();
  return {
    hit(key, now = Date.now()) {
      let window = windows.get(key);
      if (!window || window.endsAt <= now) {
        windows.delete(key);
        window = { count: 0, endsAt: now + windowMs };
        windows.set(key, window);
        if (windows.size > maxKeys) windows.delete(windows.keys().next().value!);
      }
      if (window.count >= rule.max) return Math.max(1, Math.ceil((window.endsAt - now) / 1000));
      window.count += 1;
      return null;
    },
  };
}
