import { describe, expect, it } from 'vitest';
import type { TUserRow } from '../db/users.queries.ts';
import { createSessionCache } from './session-cache.ts';

const NOW = Date.UTC(2026, 10, 25, 12);

function buildSession(userId: number) {
  const user = { id: userId, email: `u${userId}@example.com`, username: `u${userId}`, fullName: 'U', userType: 'developer' } as TUserRow;
  return { user, expiresAt: NOW + 3_600_000, lastSeenAt: NOW, lastSignInAt: NOW };
}

function createLiveCache(maxEntries = 100) {
  const cache = createSessionCache({ maxEntries, maxEntryAgeMs: 60_000 });
  cache.onLive(true);
  return cache;
}

describe('session cache', () => {
  it('keeps nothing until notices arrive, and forgets everything when they may be missed', () => {
    const cache = createSessionCache({ maxEntries: 100, maxEntryAgeMs: 60_000 });
    cache.set('a', buildSession(1), cache.getVersion(), NOW);
    expect(cache.get('a', NOW)).toBeUndefined();

    cache.onLive(true);
    cache.set('a', buildSession(1), cache.getVersion(), NOW);
    expect(cache.get('a', NOW)?.user.id).toBe(1);
    cache.onLive(false);
    expect(cache.get('a', NOW)).toBeUndefined();
    cache.set('a', buildSession(1), cache.getVersion(), NOW);
    expect(cache.get('a', NOW)).toBeUndefined();
  });

  it('drops a session when the database says it ended, and every session of a changed user', () => {
    const cache = createLiveCache();
    cache.set('a', buildSession(1), cache.getVersion(), NOW);
    cache.set('b', buildSession(1), cache.getVersion(), NOW);
    cache.set('c', buildSession(2), cache.getVersion(), NOW);

    cache.onNotice('s:a');
    expect(cache.get('a', NOW)).toBeUndefined();
    expect(cache.get('b', NOW)).toBeDefined();

    cache.onNotice('u:1');
    expect(cache.get('b', NOW)).toBeUndefined();
    expect(cache.get('c', NOW)?.user.id).toBe(2);
  });

  it('does not keep what a lookup read before a change was reported', () => {
    const cache = createLiveCache();
    const versionAtLookup = cache.getVersion();
    // The session ends while the lookup is on its way back with the old row.
    cache.onNotice('s:a');
    cache.set('a', buildSession(1), versionAtLookup, NOW);
    expect(cache.get('a', NOW)).toBeUndefined();
  });

  it('holds at most maxEntries, dropping the least recently used', () => {
    const cache = createLiveCache(2);
    cache.set('a', buildSession(1), cache.getVersion(), NOW);
    cache.set('b', buildSession(2), cache.getVersion(), NOW);
    expect(cache.get('a', NOW)).toBeDefined();
    cache.set('c', buildSession(3), cache.getVersion(), NOW);
    expect(cache.get('b', NOW)).toBeUndefined();
    expect(cache.get('a', NOW)).toBeDefined();
    expect(cache.get('c', NOW)).toBeDefined();
  });

  it('asks the database again once an entry is a minute old', () => {
    const cache = createLiveCache();
    cache.set('a', buildSession(1), cache.getVersion(), NOW);
    expect(cache.get('a', NOW + 60_000)).toBeDefined();
    expect(cache.get('a', NOW + 60_001)).toBeUndefined();
  });
});
