/**
 * The crash test's writes and checks. Concurrent writers (Word uploads, improvements generated and
 * applied, employer notes) run against a real server until it is killed; every write answered 2xx
 * goes into a ledger. After the restart the ledger is checked over the API, and the database for
 * anything half-written.
 */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TApplicantProfileResponse } from '#shared/schemas/profiles.ts';
import type { TImprovement, TApplyImprovementsResponse } from '#shared/schemas/resume-ai.ts';
import type { TNote } from '#shared/schemas/candidate-search.ts';
import type { TResume, TResumeDetail } from '#shared/schemas/resumes/resume.ts';
import type { Database } from '#server/db/client.ts';
import type { TServerProcess } from '#tests/setup/server-process.ts';
import { rowsOf } from './database-snapshot.ts';
import { callApi, readBodySha256, readJson, sha256Hex, signUpOver, uploadResumeOver, type THttpAccount } from './http-api.ts';
import { readResumeFixture } from './resumes.ts';

const UPLOAD_FIXTURES = ['backend-engineer-hard-wrapped.docx', 'junior-developer-entry-level.docx', 'data-scientist-strong.docx'].map(
  (name) => readResumeFixture(name),
);
const IMPROVED_FIXTURE = readResumeFixture('fullstack-engineer-strong.docx');
const UPLOADERS = 2;
const IMPROVERS = 2;
const NOTE_WRITERS = 2;
/** A round in which some kind of write is never answered (a server refusing it) is killed here, and fails. */
const ROUND_TIMEOUT_MS = 20_000;
/** The worker pool's queue is full (503): the upload or improvement is tried again. */
const BUSY = 503;

type TCrashAccounts = {
  uploaders: THttpAccount[];
  /** Developers who improve and apply, each on their one uploaded resume. */
  improvers: (THttpAccount & { resumeId: number })[];
  employer: THttpAccount;
};

type TNoteState = { applicantId: number; acked: string | null; unanswered: string | null };

/** Every write the server answered 2xx, with what it created. */
type TWriteLedger = {
  uploads: { userId: number; resumeId: number; fileName: string; fileSize: number; sha256: string }[];
  improvementIds: number[];
  applies: { userId: number; resumeId: number; content: string }[];
  /** Per applicant: the last note answered, and a later one sent but never answered (either may be stored). */
  notes: TNoteState[];
  /** Answers no write should get (anything but 2xx and 503). */
  unexpected: string[];
};

type TWriteKind = 'upload' | 'improve' | 'apply' | 'note';
const WRITE_KINDS: TWriteKind[] = ['upload', 'improve', 'apply', 'note'];

export type TRoundFigures = { answered: number; inFlightAtKill: number; sent: number; isTimedOut: boolean };

/** Signs up the writers on `server`; each improver uploads the resume it will improve. */
export async function createCrashAccounts(
  server: Pick<TServerProcess, 'url' | 'dataDir'>,
): Promise<{ accounts: TCrashAccounts; ledger: TWriteLedger }> {
  const { url } = server;
  const signUps = await Promise.all([
    ...Array.from({ length: UPLOADERS + IMPROVERS }, () => signUpOver(server)),
    signUpOver(server, { userType: 'employer' }),
  ]);
  const employer = signUps.pop()!;
  const uploaders = signUps.slice(0, UPLOADERS);
  const improvers = await Promise.all(
    signUps.slice(UPLOADERS).map(async (account) => {
      const response = await uploadResumeOver(url, { ...account, userId: account.user.id, bytes: IMPROVED_FIXTURE, fileName: 'cv.docx' });
      return { ...account, resumeId: (await readJson<TResume>(response, 201)).id };
    }),
  );
  // Two developers are candidates the employer writes notes on, one note at a time each.
  const notes = await Promise.all(
    signUps.slice(0, NOTE_WRITERS).map(async (account) => {
      const response = await callApi(url, 'GET', `/api/applicant/profile/${account.user.id}`, { cookie: account.cookie });
      const { profile } = await readJson<TApplicantProfileResponse>(response, 200);
      return { applicantId: profile.id, acked: null, unanswered: null };
    }),
  );
  return {
    accounts: { uploaders, improvers, employer },
    ledger: { uploads: [], improvementIds: [], applies: [], notes, unexpected: [] },
  };
}

/**
 * Runs every writer at once against `server` and SIGKILLs it `killDelayMs` after each kind of write
 * has been answered 2xx at least once in the round, with the writers' requests in flight. (Notes
 * answer far faster than Word parsing, so a count of answers alone would often kill the server
 * before an upload or an apply got far.)
 */
export async function writeUntilKilled(
  server: TServerProcess,
  accounts: TCrashAccounts,
  ledger: TWriteLedger,
  { killDelayMs, round }: { killDelayMs: number; round: number },
): Promise<TRoundFigures> {
  const figures: TRoundFigures = { answered: 0, inFlightAtKill: 0, sent: 0, isTimedOut: false };
  let inFlight = 0;
  let killing: Promise<void> | null = null;
  const killNow = () => {
    if (killing) return;
    figures.inFlightAtKill = inFlight;
    killing = server.kill();
  };
  const deadline = setTimeout(() => {
    figures.isTimedOut = true;
    killNow();
  }, ROUND_TIMEOUT_MS);
  let killTimer: NodeJS.Timeout | undefined;

  /** One request; null when the server died before answering in full. */
  async function send<T>(request: () => Promise<Response>, okStatus: number): Promise<T | null> {
    if (killing) return null;
    inFlight += 1;
    figures.sent += 1;
    try {
      const response = await request();
      const text = await response.text();
      if (response.status !== okStatus) {
        if (response.status !== BUSY) ledger.unexpected.push(`${response.url} ${response.status}: ${text.slice(0, 300)}`);
        return null;
      }
      return JSON.parse(text) as T;
    } catch {
      return null;
    } finally {
      inFlight -= 1;
    }
  }
  const answeredKinds = new Set<TWriteKind>();
  const answered = (kind: TWriteKind) => {
    figures.answered += 1;
    answeredKinds.add(kind);
    if (answeredKinds.size === WRITE_KINDS.length && !killTimer) killTimer = setTimeout(killNow, killDelayMs);
  };

  async function upload(account: THttpAccount) {
    for (let sequence = 0; !killing; sequence += 1) {
      const bytes = UPLOAD_FIXTURES[sequence % UPLOAD_FIXTURES.length]!;
      const fileName = `round-${round}-${sequence}.docx`;
      const resume = await send<TResume>(() => uploadResumeOver(server.url, { ...account, userId: account.user.id, bytes, fileName }), 201);
      if (!resume) continue;
      ledger.uploads.push({
        userId: account.user.id,
        resumeId: resume.id,
        fileName: resume.fileName,
        fileSize: resume.fileSize,
        sha256: sha256Hex(bytes),
      });
      answered('upload');
    }
  }

  async function improveAndApply(account: TCrashAccounts['improvers'][number]) {
    const { cookie, resumeId } = account;
    while (!killing) {
      const improvement = await send<TImprovement>(
        () => callApi(server.url, 'POST', `/api/resume/${resumeId}/improve`, { cookie, body: {} }),
        200,
      );
      if (!improvement) continue;
      ledger.improvementIds.push(improvement.id);
      answered('improve');
      const body = { improvedContent: improvement.improvedContent };
      const applied = await send<TApplyImprovementsResponse>(
        () => callApi(server.url, 'POST', `/api/resume/${resumeId}/apply-improvements`, { cookie, body }),
        201,
      );
      if (!applied) continue;
      ledger.applies.push({ userId: account.user.id, resumeId: applied.resume.id, content: improvement.improvedContent });
      answered('apply');
    }
  }

  async function writeNotes(state: TNoteState) {
    const { employer } = accounts;
    for (let sequence = 0; !killing; sequence += 1) {
      const note = `Round ${round}, note ${sequence}: strong TypeScript background.`;
      state.unanswered = note;
      const body = { applicantId: state.applicantId, note };
      const saved = await send<TNote>(
        () => callApi(server.url, 'POST', `/api/employer/${employer.user.id}/notes`, { cookie: employer.cookie, body }),
        200,
      );
      if (!saved) continue;
      state.acked = note;
      state.unanswered = null;
      answered('note');
    }
  }

  await Promise.all([...accounts.uploaders.map(upload), ...accounts.improvers.map(improveAndApply), ...ledger.notes.map(writeNotes)]);
  clearTimeout(deadline);
  clearTimeout(killTimer);
  await killing;
  return figures;
}

/** Over the API of the restarted server: every write answered 2xx is there, whole. */
export async function expectAnsweredWritesKept(url: string, accounts: TCrashAccounts, ledger: TWriteLedger): Promise<void> {
  const developers = [...accounts.uploaders, ...accounts.improvers];
  for (const developer of developers) {
    const listed = await readJson<TResume[]>(
      await callApi(url, 'GET', `/api/applicant/${developer.user.id}/resumes`, { cookie: developer.cookie }),
      200,
    );
    const byId = new Map(listed.map((resume) => [resume.id, resume]));
    for (const upload of ledger.uploads.filter((entry) => entry.userId === developer.user.id)) {
      expect(byId.get(upload.resumeId), `uploaded resume ${upload.resumeId}`).toMatchObject({
        fileName: upload.fileName,
        fileSize: upload.fileSize,
        hasOriginalFile: true,
      });
      const original = await callApi(url, 'GET', `/api/resume/${upload.resumeId}/original`, { cookie: developer.cookie });
      expect(await readBodySha256(original), `Word file of resume ${upload.resumeId}`).toBe(upload.sha256);
    }
    for (const applied of ledger.applies.filter((entry) => entry.userId === developer.user.id)) {
      expect(byId.has(applied.resumeId), `improved version ${applied.resumeId}`).toBe(true);
      const detail = await readJson<TResumeDetail>(
        await callApi(url, 'GET', `/api/resume/${applied.resumeId}`, { cookie: developer.cookie }),
        200,
      );
      expect(detail.fileContent).toBe(applied.content);
    }
  }
  const { employer } = accounts;
  const notes = await readJson<TNote[]>(
    await callApi(url, 'GET', `/api/employer/${employer.user.id}/notes`, { cookie: employer.cookie }),
    200,
  );
  for (const state of ledger.notes) {
    const stored = notes.find((note) => note.applicantId === state.applicantId)?.note ?? null;
    // The unanswered note may or may not have been saved; before any answer there may be no note at all.
    const allowed = [state.acked, ...(state.unanswered === null ? [] : [state.unanswered])];
    expect(allowed, `note on applicant ${state.applicantId}`).toContain(stored);
  }
}

/**
 * Rows a write left half done, by query. Each write is one transaction, so all must be empty:
 * a resume and its Word file, its audit entry and (for an improved version) its improvement marked
 * applied are written together or not at all.
 */
const HALF_WRITTEN_QUERIES = {
  resumesWithoutText: sql`select id from resumes where btrim(content) = ''`,
  uploadsWithoutTheirWordFile: sql`
    select r.id from resumes r left join stored_files f on f.id = r.original_file_id
    where r.parent_resume_id is null
      and (f.id is null or f.byte_size <> length(f.data) or f.sha256 <> encode(sha256(f.data), 'hex') or r.file_size <> f.byte_size)`,
  storedFilesOfNothing: sql`
    select f.id from stored_files f
    where not exists (select 1 from resumes r where r.original_file_id = f.id)
      and not exists (select 1 from users u where u.profile_picture_file_id = f.id)`,
  uploadsWithoutAuditEntry: sql`
    select r.id from resumes r
    where r.parent_resume_id is null
      and not exists (select 1 from audit_logs a where a.action = 'resume.uploaded' and a.resource_id = r.id::text)`,
  uploadAuditEntriesWithoutResume: sql`
    select a.id from audit_logs a
    where a.action = 'resume.uploaded' and not exists (select 1 from resumes r where r.id::text = a.resource_id)`,
  versionsWithoutAppliedImprovement: sql`
    select r.id from resumes r
    where r.parent_resume_id is not null and not exists (
      select 1 from audit_logs a join resume_improvements i on i.id = (a.details->>'improvementId')::int
      where a.action = 'resume.improvements_applied' and a.resource_id = r.id::text
        and i.status = 'applied' and i.resume_id = r.parent_resume_id and i.improved_content = r.content)`,
  appliedImprovementsWithoutOneVersion: sql`
    select i.id from resume_improvements i
    where i.status = 'applied' and (
      select count(*) from audit_logs a join resumes r on r.id::text = a.resource_id
      where a.action = 'resume.improvements_applied' and (a.details->>'improvementId')::int = i.id) <> 1`,
  improvementsWithoutAuditEntry: sql`
    select i.id from resume_improvements i
    where not exists (
      select 1 from audit_logs a where a.action = 'resume.improvement_generated' and (a.details->>'improvementId')::int = i.id)`,
  improvementsWithWrongDecisionTime: sql`
    select id from resume_improvements where (status = 'pending') <> (decided_at is null)`,
  resumesWithSeveralPendingImprovements: sql`
    select resume_id from resume_improvements where status = 'pending' group by resume_id having count(*) > 1`,
  developersWithoutOnePrimaryResume: sql`
    select user_id from resumes group by user_id having count(*) filter (where is_primary) <> 1`,
};

/** In the database: nothing half-written, and every answered improvement (the API shows only the pending one) is stored. */
export async function expectNothingHalfWritten(db: Database, ledger: TWriteLedger): Promise<void> {
  const found: Record<string, unknown[]> = {};
  for (const [name, query] of Object.entries(HALF_WRITTEN_QUERIES)) found[name] = rowsOf(await db.execute(query));
  expect(found).toEqual(Object.fromEntries(Object.keys(HALF_WRITTEN_QUERIES).map((name) => [name, []])));
  const ids = ledger.improvementIds;
  if (ids.length === 0) return;
  const stored = rowsOf<{ id: number }>(
    await db.execute(
      sql`select id from resume_improvements where id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    ),
  );
  expect(stored.map((row) => row.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
}
