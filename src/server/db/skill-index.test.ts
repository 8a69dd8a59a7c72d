/**
 * The background skill indexer when reading a text fails: a worker thread's limits, busy threads,
 * and a run that breaks off. Nothing may be left pending for good.
 */
import { eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CpuTaskError } from '#server/lib/worker-pool/cpu-pool.ts';
import { createUserWithSession } from '#tests/factories/users.ts';
import { useTestApp } from '#tests/setup/test-app.ts';
import { createResume } from './resumes.queries.ts';
import { resumes } from './schema.ts';
import { startSkillIndexing, type TRecognizeSkills } from './skill-index.ts';

const t = useTestApp();

/** Two resumes waiting for their skills, the first written first. */
async function createPendingResumes(): Promise<[number, number]> {
  const developer = await createUserWithSession(t.app, { userType: 'developer' });
  const first = await createResume(t.db, {
    userId: developer.user.id,
    fileName: 'first.md',
    content: 'first: Go',
    file: null,
    source: 'uploaded',
  });
  const second = await createResume(t.db, {
    userId: developer.user.id,
    fileName: 'second.md',
    content: 'second: Go',
    file: null,
    source: 'uploaded',
  });
  return [first.id, second.id];
}

async function readRecognizedSkills(resumeId: number): Promise<string[] | null> {
  const [row] = await t.db.select({ skills: resumes.recognizedSkills }).from(resumes).where(eq(resumes.id, resumeId));
  return row!.skills;
}

/** Indexes with `recognize` until the indexer is done. */
async function indexWith(recognize: TRecognizeSkills): Promise<void> {
  await t.app.backgroundTasks.settle();
  startSkillIndexing(t.app, recognize);
  await t.app.backgroundTasks.settle();
}

describe('skill indexing when reading a text fails', () => {
  it('takes a text the worker never finishes in time as showing no skills after three tries, and reads the rest', async () => {
    const [first, second] = await createPendingResumes();
    let triesOfFirst = 0;
    await indexWith(async (text) => {
      if (!text.startsWith('first')) return { held: ['go'], learning: [], notHeld: [] };
      triesOfFirst += 1;
      throw new CpuTaskError('timeout', 'recognize-skills took longer than 10000 ms');
    });
    expect(triesOfFirst).toBe(3);
    expect(await readRecognizedSkills(first)).toEqual([]);
    expect(await readRecognizedSkills(second)).toEqual(['go']);
  });

  it('reads a text that the worker finishes on a second try', async () => {
    const [first] = await createPendingResumes();
    let timeouts = 1;
    await indexWith(async () => {
      if (timeouts === 0) return { held: ['go'], learning: [], notHeld: [] };
      timeouts -= 1;
      throw new CpuTaskError('timeout', 'recognize-skills took longer than 10000 ms');
    });
    expect(await readRecognizedSkills(first)).toEqual(['go']);
  });

  it('waits while every worker thread is busy, then reads the text', async () => {
    const [first, second] = await createPendingResumes();
    let busyAnswers = 2;
    await indexWith(async () => {
      if (busyAnswers > 0) {
        busyAnswers -= 1;
        throw new CpuTaskError('busy', 'every worker thread is busy (recognize-skills)');
      }
      return { held: ['go'], learning: [], notHeld: [] };
    });
    expect(busyAnswers).toBe(0);
    expect(await readRecognizedSkills(first)).toEqual(['go']);
    expect(await readRecognizedSkills(second)).toEqual(['go']);
  });

  it('tries a run that broke off again, and leaves nothing pending', async () => {
    const [first, second] = await createPendingResumes();
    let failures = 1;
    await indexWith(async () => {
      if (failures > 0) {
        failures -= 1;
        throw new Error('Connection terminated unexpectedly');
      }
      return { held: ['go'], learning: [], notHeld: [] };
    });
    expect(await readRecognizedSkills(first)).toEqual(['go']);
    expect(await readRecognizedSkills(second)).toEqual(['go']);
    expect(await t.db.select({ id: resumes.id }).from(resumes).where(isNull(resumes.recognizedSkills))).toEqual([]);
  });
});
