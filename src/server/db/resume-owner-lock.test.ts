/**
 * The resume owner's lock on PostgreSQL, where writes really run side by side: writers of one
 * owner's resumes take turns on it, but a row that only refers to the user (a notification, an
 * analysis, the search row a trigger refreshes) checks its key without waiting. A lock that made
 * them wait deadlocked the skill indexer (which holds it while it waits for a resume) with a resume
 * edit or an analysis (which hold the resume while their key check waits).
 */
import { setTimeout } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createUserWithSession } from '#tests/factories/users.ts';
import { useTestApp } from '#tests/setup/test-app.ts';
import { createNotification } from './notify.queries.ts';
import { lockResumeOwner } from './resumes.queries.ts';

const WAIT_MS = 3_000;

describe.runIf(Boolean(process.env.DATABASE_URL))('the resume owner lock, on PostgreSQL', () => {
  const t = useTestApp();

  it('lets a row that refers to the user be written while another transaction holds the lock', async () => {
    const { user } = await createUserWithSession(t.app, { userType: 'developer' });
    let release!: () => void;
    let announceLocked!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const locked = new Promise<void>((resolve) => (announceLocked = resolve));
    const holder = t.db.transaction(async (tx) => {
      await lockResumeOwner(tx, { userId: user.id });
      announceLocked();
      await released;
    });
    await locked;
    const write = createNotification(t.db, { userId: user.id, kind: 'contact', title: 'Written while the owner is locked' });
    const outcome = await Promise.race([write.then(() => 'written'), setTimeout(WAIT_MS, 'kept waiting')]);
    release();
    await holder;
    await write;
    expect(outcome).toBe('written');
  });
});
