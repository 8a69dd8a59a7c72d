/**
 * A bounded in-memory cache whose values are made on demand, once: callers asking for a key while
 * its value is being made wait for that one making instead of starting another. The least recently
 * used values go first once there are more than `maxEntries` or their sizes pass `maxSize`. A failed
 * making is not kept, so the next caller tries again.
 */
export type TSingleFlightCache<T> = {
  get: (key: string, make: () => Promise<T>) => Promise<T>;
};

export function createSingleFlightCache<T>(limits: {
  maxEntries: number;
  maxSize?: number;
  sizeOf?: (value: T) => number;
}): TSingleFlightCache<T> {
  const { maxEntries, maxSize = Infinity, sizeOf = () => 0 } = limits;
  // A Map keeps insertion order: re-inserting on use makes the first key the least recently used.
  const values = new Map<string, { value: T; size: number }>();
  const making = new Map<string, Promise<T>>();
  let totalSize = 0;

  function keep(key: string, value: T): void {
    const size = sizeOf(value);
    if (size > maxSize) return;
    values.set(key, { value, size });
    totalSize += size;
    while (values.size > maxEntries || totalSize > maxSize) {
      const [oldestKey, oldest] = values.entries().next().value!;
      values.delete(oldestKey);
      totalSize -= oldest.size;
    }
  }

  return {
    get(key, make) {
      const kept = values.get(key);
      if (kept) {
        values.delete(key);
        values.set(key, kept);
        return Promise.resolve(kept.value);
      }
      const pending = making.get(key);
      if (pending) return pending;
      const made = make()
        .then((value) => {
          keep(key, value);
          return value;
        })
        .finally(() => making.delete(key));
      making.set(key, made);
      return made;
    },
  };
}
