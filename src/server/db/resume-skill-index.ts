/**
 * Keeps `resumes.recognized_skills` (what each resume's text shows) and
 * the search columns of `applicant_profiles` (skill keys, role family) in step for candidate search. A resume write leaves
 * recognized_skills null; `indexPendingResumeSkills` fills it in a worker thread (a long resume
 * takes ~100 ms to scan), after the write's answer and at start for rows written before.
 */
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '#server/db/client.ts';
import { applicantProfiles, resumes } from '#server/db/schema.ts';
import { runInWorker } from '../lib/worker-pool/cpu-pool.ts';
import { SEARCH_COLUMNS_VERSION, toSearchColumns } from '../resume-engine/skills/search-columns.ts';

const BATCH_SIZE = 20;

/** Indexes every resume whose skills are not known yet; returns how many it indexed. */
async function indexPendingResumeSkills(db: Executor): Promise<number> {
  let indexed = 0;
  for (;;) {
    const pending = await db
      // As text: a JavaScript Date keeps milliseconds, PostgreSQL microseconds, and they must compare equal.
      .select({ id: resumes.id, content: resumes.content, version: sql<string>`${resumes.updatedAt}::text` })
      .from(resumes)
      .where(isNull(resumes.recognizedSkills))
      .orderBy(asc(resumes.id))
      .limit(BATCH_SIZE);
    if (pending.length === 0) return indexed;
    let writtenInBatch = 0;
    for (const resume of pending) {
      const skills = await runInWorker('recognize-skills', { text: resume.content });
      // Only if the content is still the one scanned: an edit meanwhile left the row null again.
      const written = await db
        .update(resumes)
        .set({ recognizedSkills: skills })
        .where(and(eq(resumes.id, resume.id), sql`${resumes.updatedAt}::text = ${resume.version}`))
        .returning({ id: resumes.id });
      writtenInBatch += written.length;
    }
    indexed += writtenInBatch;
    // Every row changed under us: their writers start indexing again, so this run may stop instead of spinning.
    if (writtenInBatch === 0) return indexed;
  }
}

/**
 * Recomputes the search columns (skill keys and categories, role family) of profiles written before
 * the current rules: rows of an older SEARCH_COLUMNS_VERSION, whatever wrote them.
 */
export async function indexProfileSearchColumns(db: Executor): Promise<void> {
  const pending = await db
    .select({ id: applicantProfiles.id, jobTitle: applicantProfiles.jobTitle, skills: applicantProfiles.skills })
    .from(applicantProfiles)
    .where(lt(applicantProfiles.searchColumnsVersion, SEARCH_COLUMNS_VERSION));
  for (const profile of pending) {
    await db.update(applicantProfiles).set(toSearchColumns(profile)).where(eq(applicantProfiles.id, profile.id));
  }
}

const runningIndexers = new WeakMap<object, { again: boolean }>();

/**
 * Indexes pending resumes in the background after a resume write. One run per database at a time:
 * a write during a run makes that run look again instead of starting a second one.
 */
export function startResumeSkillIndexing(app: FastifyInstance): void {
  const { db } = app.ctx;
  const running = runningIndexers.get(db);
  if (running) {
    running.again = true;
    return;
  }
  const state = { again: false };
  runningIndexers.set(db, state);
  app.backgroundTasks.start(app.log, 'resume skill indexing', async () => {
    try {
      do {
        state.again = false;
        await indexPendingResumeSkills(db);
      } while (state.again);
    } finally {
      runningIndexers.delete(db);
    }
  });
}
