/**
 * Keeps what candidate search reads beside resumes and profiles in step: `resumes.recognized_skills`
 * (what each resume's text shows), `applicant_profiles.text_skill_keys` (what the profile's own words
 * show) and the profile's search columns (skill keys, role family). A write leaves the recognized
 * skills null; the indexer fills them in a worker thread (a long text takes ~100 ms to scan), after
 * the write's answer and at start for rows written before. The texts are read with the resume
 * engine, which db/ does not import: buildApp gives it as `app.skillReader` (TSkillReader).
 */
import { setTimeout } from 'node:timers/promises';
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Executor } from '#server/db/client.ts';
import { lockResumeOwner } from '#server/db/resumes.queries.ts';
import { applicantProfiles, resumes } from '#server/db/schema.ts';
import { CpuTaskError } from '../lib/worker-pool/cpu-pool.ts';

const BATCH_SIZE = 20;
/**
 * When every worker thread is taken by requests, the indexer (which nobody waits for) steps back this
 * long and tries again, for up to five minutes per text.
 */
const BUSY_RETRY_MS = 250;
const BUSY_RETRIES = 1_200;
/** How many more times a text the worker could not finish is tried. */
const UNFINISHED_RETRIES = 2;
/** A run that failed (the database or a worker thread gone) is tried again after these pauses, then left to the next write or start. */
const RUN_RETRY_DELAYS_MS = [1_000, 5_000];

/** What a text says of the skills it names, as keys: held, being learnt, not held (resume-engine/skills/recognize-skills.ts). */
export type TTextSkills = { held: string[]; learning: string[]; notHeld: string[] };

export type TRecognizeSkills = (text: string) => Promise<TTextSkills>;

const NO_SKILLS: TTextSkills = { held: [], learning: [], notHeld: [] };

type TProfileRow = typeof applicantProfiles.$inferSelect;

/** What the index reads texts with (the resume engine's skills, given by buildApp). */
export type TSkillReader = {
  /** In a worker thread; throws CpuTaskError when the thread could not finish. */
  recognizeSkills: TRecognizeSkills;
  /** The version of the rules toSearchColumns follows: rows of an older one are recomputed. */
  searchColumnsVersion: number;
  /** A profile's search columns (skill keys and categories, role family, career start) from its texts. */
  toSearchColumns: (
    profile: Pick<TProfileRow, 'jobTitle' | 'skills' | 'bio' | 'experience' | 'workExperience'>,
    writtenAt: Date,
  ) => Partial<TProfileRow>;
};

/**
 * Reads one text's skills, waiting while the worker threads are busy. A text they could not finish
 * within their limits is tried twice more (a machine under load can be slow once), then taken as
 * showing none (and logged): trying it for ever would hold up every row after it.
 */
async function readSkills(recognize: TRecognizeSkills, text: string, log: FastifyBaseLogger): Promise<TTextSkills> {
  let busyAnswers = 0;
  let unfinished = 0;
  for (;;) {
    try {
      return await recognize(text);
    } catch (error) {
      if (!(error instanceof CpuTaskError)) throw error;
      if (error.reason === 'busy') {
        busyAnswers += 1;
        if (busyAnswers === BUSY_RETRIES) throw error;
        await setTimeout(BUSY_RETRY_MS);
        continue;
      }
      unfinished += 1;
      if (unfinished > UNFINISHED_RETRIES) {
        log.warn({ err: error, characters: text.length }, 'skills of a text left unread');
        return NO_SKILLS;
      }
    }
  }
}

/** A row waiting for its skills: its text, and its updated_at as text (the version it was read at). */
type TPendingText = { id: number; text: string; version: string };

/**
 * Reads the skills of pending rows in batches, in a worker thread, and writes each only if the row is
 * still the version that was read (a change meanwhile left it pending again); returns how many it wrote.
 */
async function indexPendingTexts<TRow extends TPendingText>(
  recognize: TRecognizeSkills,
  findPending: () => Promise<TRow[]>,
  writeSkills: (row: TRow, skills: TTextSkills) => Promise<boolean>,
): Promise<number> {
  let indexed = 0;
  for (;;) {
    const pending = await findPending();
    if (pending.length === 0) return indexed;
    let writtenInBatch = 0;
    for (const row of pending) {
      const skills = row.text ? await recognize(row.text) : NO_SKILLS;
      if (await writeSkills(row, skills)) writtenInBatch += 1;
    }
    indexed += writtenInBatch;
    // Every row changed under us: their writers start indexing again, so this run may stop instead of spinning.
    if (writtenInBatch === 0) return indexed;
  }
}

// As text: a JavaScript Date keeps milliseconds, PostgreSQL microseconds, and they must compare equal.
const versionOf = (column: typeof resumes.updatedAt | typeof applicantProfiles.updatedAt) => sql<string>`${column}::text`;

/** Resumes whose skills are not known yet. */
const indexPendingResumeSkills = (db: Executor, recognize: TRecognizeSkills) =>
  indexPendingTexts(
    recognize,
    () =>
      db
        .select({ id: resumes.id, userId: resumes.userId, text: resumes.content, version: versionOf(resumes.updatedAt) })
        .from(resumes)
        .where(isNull(resumes.recognizedSkills))
        .orderBy(asc(resumes.id))
        .limit(BATCH_SIZE),
    (row, skills) =>
      // The owner's lock first, as every write that moves the primary flag takes it: the search row
      // this update refreshes is otherwise locked in the opposite order by a set-primary or a delete.
      db.transaction(async (tx) => {
        await lockResumeOwner(tx, { userId: row.userId });
        const written = await tx
          .update(resumes)
          .set({ recognizedSkills: skills.held })
          .where(and(eq(resumes.id, row.id), sql`${versionOf(resumes.updatedAt)} = ${row.version}`))
          .returning({ id: resumes.id });
        return written.length > 0;
      }),
  );

/** Profiles whose texts (bio, experience, work history) changed since their skills were read. */
const indexPendingProfileTexts = (db: Executor, recognize: TRecognizeSkills) =>
  indexPendingTexts(
    recognize,
    () =>
      db
        .select({
          id: applicantProfiles.id,
          text: sql<string>`concat_ws(e'\n', ${applicantProfiles.bio}, ${applicantProfiles.experience}, ${applicantProfiles.workExperience})`,
          version: versionOf(applicantProfiles.updatedAt),
        })
        .from(applicantProfiles)
        .where(isNull(applicantProfiles.textSkillKeys))
        .orderBy(asc(applicantProfiles.id))
        .limit(BATCH_SIZE),
    async (row, skills) => {
      const written = await db
        .update(applicantProfiles)
        .set({ textSkillKeys: skills.held, textNotHeldSkillKeys: skills.notHeld, textLearningSkillKeys: skills.learning })
        .where(and(eq(applicantProfiles.id, row.id), sql`${versionOf(applicantProfiles.updatedAt)} = ${row.version}`))
        .returning({ id: applicantProfiles.id });
      return written.length > 0;
    },
  );

const SEARCH_COLUMNS_BATCH_SIZE = 200;

/**
 * Recomputes the search columns (skill keys and categories, role family, career start) of profiles
 * written before the current rules: rows of an older SEARCH_COLUMNS_VERSION, whatever wrote them, in
 * batches. A stated length of career counts back from the profile's last write, as it would have then.
 */
async function indexProfileSearchColumns(db: Executor, { searchColumnsVersion, toSearchColumns }: TSkillReader): Promise<void> {
  for (;;) {
    const pending = await db
      .select({
        id: applicantProfiles.id,
        jobTitle: applicantProfiles.jobTitle,
        skills: applicantProfiles.skills,
        bio: applicantProfiles.bio,
        experience: applicantProfiles.experience,
        workExperience: applicantProfiles.workExperience,
        updatedAt: applicantProfiles.updatedAt,
      })
      .from(applicantProfiles)
      .where(lt(applicantProfiles.searchColumnsVersion, searchColumnsVersion))
      .orderBy(asc(applicantProfiles.id))
      .limit(SEARCH_COLUMNS_BATCH_SIZE);
    if (pending.length === 0) return;
    await db.transaction(async (tx) => {
      for (const profile of pending) {
        // updated_at stays: recomputing derived columns is not a change of the profile.
        await tx.update(applicantProfiles).set(toSearchColumns(profile, profile.updatedAt)).where(eq(applicantProfiles.id, profile.id));
      }
    });
  }
}

type TIndexerState = { again: boolean };

const runningIndexers = new WeakMap<object, TIndexerState>();

/**
 * Indexes until nothing is pending: profiles of older search columns, then resumes, then profile
 * texts, again while writes come in (`again`). A failed run is tried again after a pause.
 */
async function indexUntilDone(
  db: Executor,
  log: FastifyBaseLogger,
  reader: TSkillReader,
  recognize: TRecognizeSkills,
  state: TIndexerState,
): Promise<void> {
  const read: TRecognizeSkills = (text) => readSkills(recognize, text, log);
  for (let failures = 0; ; failures += 1) {
    try {
      do {
        state.again = false;
        await indexProfileSearchColumns(db, reader);
        await indexPendingResumeSkills(db, read);
        await indexPendingProfileTexts(db, read);
      } while (state.again);
      return;
    } catch (error) {
      const pause = RUN_RETRY_DELAYS_MS[failures];
      if (pause === undefined) throw error;
      log.warn({ err: error }, `skill indexing failed; trying again in ${pause} ms`);
      await setTimeout(pause);
    }
  }
}

/**
 * Indexes pending resumes and profile texts (and, after an upgrade, profiles of older search columns)
 * in the background after a write and at start. One run per database at a time: a write during a run
 * makes that run look again instead of starting a second one. `recognize` is the engine's worker
 * thread (app.skillReader), unless a test gives its own.
 */
export function startSkillIndexing(app: FastifyInstance, recognize: TRecognizeSkills = app.skillReader.recognizeSkills): void {
  const { db } = app.ctx;
  const running = runningIndexers.get(db);
  if (running) {
    running.again = true;
    return;
  }
  const state: TIndexerState = { again: false };
  runningIndexers.set(db, state);
  app.backgroundTasks.start(app.log, 'skill indexing', async () => {
    try {
      await indexUntilDone(db, app.log, app.skillReader, recognize, state);
    } finally {
      runningIndexers.delete(db);
    }
  });
}
