/**
 * Sessions the server has looked up recently, so a signed-in request need not ask the database who
 * it is (decision 013). Correct only because every change that could end or alter a session reaches
 * it: migration 0007's triggers NOTIFY on every ended or shortened session and every changed user,
 * whatever wrote it, and the database client delivers the notices (db/client.ts). While notices could
 * be missed (the listening connection is down) the cache is empty and unused.
 */
import type { TUserRow } from '../db/users.queries.ts';

export type TCachedSession = {
  user: TUserRow;
  /** When the session ends regardless of use (epoch ms). */
  expiresAt: number;
  /** When it was last marked as used (epoch ms); it ends after the idle timeout from here. */
  lastSeenAt: number;
  /** The user's last recorded sign-in (epoch ms, 0 for never), as this server last read or wrote it. */
  lastSignInAt: number;
};

type TEntry = TCachedSession & { cachedAt: number };

export function createSessionCache({ maxEntries, maxEntryAgeMs }: { maxEntries: number; maxEntryAgeMs: number }) {
  // A Map keeps insertion order: re-inserting on use makes the first key the least recently used.
  const entries = new Map<string, TEntry>();
  let isLive = false;
  // Bumped by every eviction: a lookup that started before one may have read what it removed.
  let evictions = 0;

  function evict(match: (idHash: string, entry: TEntry) => boolean): void {
    evictions += 1;
    for (const [idHash, entry] of entries) if (match(idHash, entry)) entries.delete(idHash);
  }

  return {
    get(idHash: string, now: number): TCachedSession | undefined {
      const entry = entries.get(idHash);
      if (!entry) return undefined;
      entries.delete(idHash);
      if (now - entry.cachedAt > maxEntryAgeMs) return undefined;
      entries.set(idHash, entry);
      return entry;
    },

    /** Marks the point a database lookup starts from; pass it to `set` with what the lookup found. */
    getVersion(): number {
      return evictions;
    },

    set(idHash: string, session: TCachedSession, versionAtLookup: number, now: number): void {
      if (!isLive || versionAtLookup !== evictions) return;
      entries.delete(idHash);
      entries.set(idHash, { ...session, cachedAt: now });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },

    /** The once-a-minute last-seen refresh this server wrote itself. */
    markSeen(idHash: string, lastSeenAt: number): void {
      const entry = entries.get(idHash);
      if (entry) entry.lastSeenAt = lastSeenAt;
    },

    /** The sign-in this server recorded for the session's user (it sends no notice). */
    markSignedIn(idHash: string, lastSignInAt: number): void {
      const entry = entries.get(idHash);
      if (entry) entry.lastSignInAt = lastSignInAt;
    },

    /** A notice from the database: 's:<id hash>' a session ended or shortened, 'u:<user id>' a user changed. */
    onNotice(payload: string): void {
      const key = payload.slice(2);
      if (payload.startsWith('s:')) {
        evictions += 1;
        entries.delete(key);
      } else {
        const userId = Number(key);
        evict((_idHash, entry) => entry.user.id === userId);
      }
    },

    onLive(live: boolean): void {
      isLive = live;
      evict(() => true);
    },
  };
}
