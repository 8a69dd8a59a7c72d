/**
 * Keeps what candidate search reads beside resumes and profiles in step: `resumes.recognized_skills`
 * (what each resume's text shows), `applicant_profiles.text_skill_keys` (what the profile's own words
 * show) and the profile's search columns (skill keys, role family). A write leaves the recognized
 * skills null; the indexer fills them in a worker thread (a long text takes ~100 ms to scan), after
 * the write's answer and at start for rows written before.
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

/** Reads the skills of every profile whose texts changed since; returns how many it indexed. */
async function indexPendingProfileTexts(db: Executor): Promise<number> {
  let indexed = 0;
  for (;;) {
    const pending = await db
      .select({
        id: applicantProfiles.id,
        texts: sql<string>`concat_ws(e'\n', ${applicantProfiles.bio}, ${applicantProfiles.experience}, ${applicantProfiles.workExperience})`,
        version: sql<string>`${applicantProfiles.updatedAt}::text`,
      })
      .from(applicantProfiles)
      .where(isNull(applicantProfiles.textSkillKeys))
      .orderBy(asc(applicantProfiles.id))
      .limit(BATCH_SIZE);
    if (pending.length === 0) return indexed;
    let writtenInBatch = 0;
    for (const profile of pending) {
      const skills = profile.texts ? await runInWorker('recognize-skills', { text: profile.texts }) : [];
      // Only if the texts are still the ones read: a change meanwhile left the row null again.
      const written = await db
        .update(applicantProfiles)
        .set({ textSkillKeys: skills })
        .where(and(eq(applicantProfiles.id, profile.id), sql`${applicantProfiles.updatedAt}::text = ${profile.version}`))
        .returning({ id: applicantProfiles.id });
      writtenInBatch += written.length;
    }
    indexed += writtenInBatch;
    if (writtenInBatch === 0) return indexed;
  }
}

/**
 * Indexes pending resumes and profile texts in the background after a write. One run per database
 * at a time: a write during a run makes that run look again instead of starting a second one.
 */
export function startSkillIndexing(app: FastifyInstance): void {
  const { db } = app.ctx;
  const running = runningIndexers.get(db);
  if (running) {
    running.again = true;
    return;
  }
  const state = { again: false };
  runningIndexers.set(db, state);
  app.backgroundTasks.start(app.log, 'skill indexing', async () => {
    try {
      do {
        state.again = false;
        await indexPendingResumeSkills(db);
        await indexPendingProfileTexts(db);
      } while (state.again);
    } finally {
      runningIndexers.delete(db);
    }
  });
}
