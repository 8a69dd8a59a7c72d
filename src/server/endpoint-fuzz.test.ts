/**
 * Issue 14, bad input: every API route, called by an actor the authorization matrix lets through,
 * with hostile variants of its valid request (fast-check, fixed seed) and, on upload routes, the
 * multipart edge cases. No answer may be a 5xx, every refusal is JSON with a message, and a refused
 * request changes no table. The route list is the server's own, so a new route cannot go unfuzzed.
 *
 * FUZZ_SEED and FUZZ_RUNS (cases per route) make longer or different runs.
 */
import type { RouteOptions } from 'fastify';
import sampleJsonResume from '@jsonresume/schema/sample.resume.json' with { type: 'json' };
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_IMAGE_ALT_FIELD, BLOG_IMAGE_FIELD, BLOG_IMAGE_MAX_BYTES } from '#shared/schemas/blog.ts';
import { JSON_RESUME_MAX_BYTES } from '#shared/schemas/resumes/json-resume.ts';
import { PROFILE_PICTURE_MAX_BYTES } from '#shared/schemas/profiles.ts';
import { RESUME_MAX_BYTES } from '#shared/schemas/resumes/resume.ts';
import {
  ACTORS,
  callAs,
  createOwnResume,
  openFreshAccountSession,
  openSession,
  seedMatrixFixtures,
  type TActor,
  type TMatrixFixtures,
  type TMatrixRequest,
} from '#tests/factories/authorization-fixtures.ts';
import { ACTOR_INDEX, AUTHORIZATION_MATRIX } from '#tests/factories/authorization-matrix.ts';
import { createDatabaseWatch } from '#tests/factories/database-snapshot.ts';
import { listHostileUploads, type TUploadTarget } from '#tests/factories/hostile-uploads.ts';
import { createRequestMutationArbitrary, listSchemaKeys, type TFuzzCase } from '#tests/factories/request-fuzz.ts';
import { useTestApp } from '#tests/setup/test-app.ts';

const DEFAULT_SEED = 20_261_125;
const DEFAULT_RUNS = 16;
const SEED = Number(process.env.FUZZ_SEED ?? DEFAULT_SEED);
const RUNS = Number(process.env.FUZZ_RUNS ?? DEFAULT_RUNS);
// A route's cases must finish inside its test: cases still running would be blamed on the next route.
const CASES_TIMEOUT_MS = Math.max(60_000, RUNS * 1_000);

const liveRoutes = new Map<string, RouteOptions>();
const t = useTestApp(
  // The API key test must not reach the real image service; the message limits are tested on their own.
  {
    UNSPLASH_API_URL: 'http://127.0.0.1:9',
    CONTACT_MESSAGES_PER_CANDIDATE_PER_DAY: '1000',
    MESSAGES_PER_PAIR_PER_HOUR: '1000',
    DATA_EXPORTS_PER_DAY: '1000',
  },
  {
    onRoute: (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) if (method !== 'HEAD' && route.url.startsWith('/api/')) liveRoutes.set(`${method} ${route.url}`, route);
    },
  },
);

/** The upload routes: their form field, a file they take, a file of the other kind and their size cap. */
const UPLOAD_TARGETS: Record<string, (fx: TMatrixFixtures) => TUploadTarget> = {
  'POST /api/applicant/:userId/resume': (fx) => ({
    field: 'resume',
    fileName: 'resume.docx',
    valid: fx.docx,
    otherKind: { bytes: fx.png, fileName: 'photo.png' },
    maxBytes: RESUME_MAX_BYTES,
  }),
  'POST /api/applicant/:userId/resume/json-resume': (fx) => ({
    field: 'resume',
    fileName: 'resume.json',
    // Longer than the cut-off copies the edge cases make of it, which then are not JSON.
    valid: Buffer.from(JSON.stringify(sampleJsonResume)),
    otherKind: { bytes: fx.docx, fileName: 'resume.docx' },
    maxBytes: JSON_RESUME_MAX_BYTES,
  }),
  'POST /api/users/:userId/profile-picture': (fx) => ({
    field: 'profilePicture',
    fileName: 'me.png',
    valid: fx.png,
    otherKind: { bytes: fx.docx, fileName: 'resume.docx' },
    maxBytes: PROFILE_PICTURE_MAX_BYTES,
  }),
  'POST /api/admin/blog/posts/:id/image': (fx) => ({
    field: BLOG_IMAGE_FIELD,
    fileName: 'cover.png',
    valid: fx.png,
    otherKind: { bytes: fx.docx, fileName: 'resume.docx' },
    maxBytes: BLOG_IMAGE_MAX_BYTES,
    fields: [{ field: BLOG_IMAGE_ALT_FIELD, bytes: Buffer.from('A test cover') }],
  }),
  'POST /api/employer/:employerId/company/logo': (fx) => ({
    field: 'logo',
    fileName: 'logo.png',
    valid: fx.png,
    otherKind: { bytes: fx.docx, fileName: 'resume.docx' },
    maxBytes: PROFILE_PICTURE_MAX_BYTES,
  }),
};

/**
 * Refusals that write by design: a wrong password is counted (rate limits) and audited; an upload
 * counts against the user's hourly allowance whether it is accepted or not.
 */
const UPLOAD_REFUSAL = { statuses: [400, 409, 413, 415], tables: ['rate_limit_counters'] };
const COUNTED_REFUSALS: Record<string, { statuses: number[]; tables: string[] }> = {
  'POST /api/auth/login': { statuses: [401], tables: ['audit_logs', 'rate_limit_counters'] },
  'POST /api/account/password': { statuses: [400], tables: ['audit_logs', 'rate_limit_counters'] },
  'DELETE /api/account': { statuses: [400], tables: ['audit_logs', 'rate_limit_counters'] },
  'POST /api/applicant/:userId/resume': UPLOAD_REFUSAL,
  'POST /api/users/:userId/profile-picture': UPLOAD_REFUSAL,
  'POST /api/employer/:employerId/company/logo': UPLOAD_REFUSAL,
  'POST /api/admin/blog/posts/:id/image': UPLOAD_REFUSAL,
};

/**
 * The first actor the matrix lets call the route: anonymous for public routes, else the owner. A
 * route no actor may call with the fixtures (an invitation is accepted by its invitee alone) is
 * fuzzed as the first signed-in actor: its hostile input must still be refused cleanly.
 */
function pickActor(route: string): TActor {
  const { statuses } = AUTHORIZATION_MATRIX[route]!;
  return ACTORS.find((actor) => statuses[ACTOR_INDEX[actor]]! < 400) ?? ACTORS.find((actor) => statuses[ACTOR_INDEX[actor]] !== 401)!;
}

/** Route-specific seeds: adding a route does not change the cases of the others. */
function getRouteSeed(route: string): number {
  let hash = SEED;
  for (const char of route) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619);
  return hash;
}

const isMultipart = (request: TMatrixRequest) => request.headers?.['content-type']?.startsWith('multipart/form-data') ?? false;

/** The start of a body for a message, printable. */
const printable = (body: string) => body.slice(0, 200).replace(/[^\x20-\x7e]/g, '?');

/** What is wrong with a refusal's body: it must be JSON with a message. */
function checkRefusalBody(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === 'string' && parsed.message.length > 0 ? null : `no message in ${printable(body)}`;
  } catch {
    return `body is not JSON: ${printable(body)}`;
  }
}

type TFuzzRun = { cases: number; accepted: number; violations: string[] };
/** A case from the route's current valid request; `statuses`, when given, are the only right answers. */
type TCaseMaker = (base: TMatrixRequest) => TFuzzCase & { statuses?: number[] };

describe('endpoint fuzz', () => {
  let fx: TMatrixFixtures;
  const casesByRoute = new Map<string, number>();
  let accepted = 0;

  beforeAll(async () => {
    fx = await seedMatrixFixtures(t);
  });

  afterAll(() => {
    const total = [...casesByRoute.values()].reduce((sum, count) => sum + count, 0);
    process.stdout.write(
      `endpoint fuzz: seed ${SEED}, ${RUNS} runs per route, ${casesByRoute.size} routes, ${total} cases (${accepted} accepted)\n`,
    );
  });

  /**
   * Puts back what accepted hostile requests may have taken from the world the valid requests rely
   * on: a drawn string such as '1' is a real id, and a field set to false may hide the developer.
   */
  async function repairFixtures() {
    const cookie = await openSession(t, 'developerOwn', fx);
    const profile = { url: `/api/applicant/profile/${fx.applicantId}`, payload: { isVisibleToEmployers: true } };
    await callAs(t, cookie, 'PATCH', profile, 200);
    if ((await callAs(t, cookie, 'GET', { url: `/api/resume/${fx.resumeId}` })).statusCode === 404) fx.resumeId = await createOwnResume(fx);
  }

  /** The actor's session, or a new account's for a route that ends the account calling it. */
  function openActorSession(route: string, actor: TActor) {
    return AUTHORIZATION_MATRIX[route]!.endsCallersAccount ? openFreshAccountSession(t, actor) : openSession(t, actor, fx);
  }

  /** A valid request to mutate; making it may write a resume, whose skills are indexed in the background. */
  async function makeBase(route: string): Promise<TMatrixRequest> {
    const make = () => AUTHORIZATION_MATRIX[route]!.request(fx, true);
    const base = await Promise.resolve(make()).catch(async () => {
      await repairFixtures();
      return make();
    });
    await t.app.backgroundTasks.settle();
    return base;
  }

  /**
   * Runs the cases in order as the route's allowed actor. Every answer of 400 or more is checked
   * against the database as it was before the case; an accepted case may change data, so the cases
   * after it start from a new valid request.
   */
  async function runCases(route: string, makers: TCaseMaker[]): Promise<TFuzzRun> {
    const [method] = route.split(' ') as [string];
    const actor = pickActor(route);
    const run: TFuzzRun = { cases: 0, accepted: 0, violations: [] };
    let base = await makeBase(route);
    const cookie = await openActorSession(route, actor);
    const watch = await createDatabaseWatch(t.db);
    for (const make of makers) {
      const { label, request, statuses } = make(base);
      const response = await callAs(t, cookie, method, request);
      const status = response.statusCode;
      const where = `${route} as ${actor}, ${label}: ${status}`;
      run.cases += 1;
      if (statuses && !statuses.includes(status)) {
        run.violations.push(`${where}, expected ${statuses.join(' or ')} ${printable(response.body)}`);
      }
      if (status >= 400) {
        if (status >= 500) run.violations.push(`${where} ${printable(response.body)}`);
        const bodyProblem = checkRefusalBody(response.body);
        if (bodyProblem) run.violations.push(`${where} ${bodyProblem}`);
        const counted = COUNTED_REFUSALS[route];
        const mayWrite = counted?.statuses.includes(status) ? counted.tables : [];
        const changed = (await watch.listChanges()).filter((table) => !mayWrite.includes(table));
        if (changed.length > 0) run.violations.push(`${where} refused but changed ${changed.join(', ')}`);
      } else {
        run.accepted += 1;
        // Mails and indexing run after the answer; the next case must not meet them half done.
        await t.app.backgroundTasks.settle();
        if ((await watch.listChanges()).length > 0) {
          base = await makeBase(route);
          await watch.listChanges();
        }
      }
    }
    casesByRoute.set(route, (casesByRoute.get(route) ?? 0) + run.cases);
    accepted += run.accepted;
    return run;
  }

  it('has a valid request for every API route, and an upload profile for every multipart route', async () => {
    expect([...liveRoutes.keys()].filter((route) => !AUTHORIZATION_MATRIX[route]).sort(), 'routes without a valid request').toEqual([]);
    const uploads: string[] = [];
    for (const route of liveRoutes.keys()) if (isMultipart(await AUTHORIZATION_MATRIX[route]!.request(fx, false))) uploads.push(route);
    expect(uploads.sort()).toEqual(Object.keys(UPLOAD_TARGETS).sort());
  });

  // In the matrix's order, which keeps the API key routes (which would reach for the image service) last.
  for (const route of Object.keys(AUTHORIZATION_MATRIX)) {
    it(
      `${route}: hostile input`,
      async () => {
        const options = liveRoutes.get(route);
        expect(options, 'route is not registered').toBeDefined();
        const schema = (options!.schema ?? {}) as { body?: unknown; querystring?: unknown };
        const base = await AUTHORIZATION_MATRIX[route]!.request(fx, false);
        const target = {
          pattern: route.split(' ')[1]!,
          bodyKeys: listSchemaKeys(schema.body),
          queryKeys: [...listSchemaKeys(schema.querystring), ...new URLSearchParams(base.url.split('?')[1]).keys()],
          bodyLimitBytes: t.app.ctx.config.bodyLimitBytes,
        };
        const [method] = route.split(' ') as [string];
        const body = schema.body !== undefined || UPLOAD_TARGETS[route] ? 'read' : method === 'GET' ? 'none' : 'parsed';
        const mutations = fc.sample(createRequestMutationArbitrary(target, body), { seed: getRouteSeed(route), numRuns: RUNS });
        expect((await runCases(route, mutations)).violations).toEqual([]);
      },
      CASES_TIMEOUT_MS,
    );
  }

  for (const route of Object.keys(UPLOAD_TARGETS)) {
    it(
      `${route}: multipart edge cases answer 400, 413 or 415 with a message and store nothing`,
      async () => {
        const makers = listHostileUploads(UPLOAD_TARGETS[route]!(fx)).map((upload): TCaseMaker => (base) => ({
          label: upload.label,
          request: { url: base.url, ...upload.request },
          statuses: upload.accepted ? [200, 201] : [400, 413, 415],
        }));
        expect((await runCases(route, makers)).violations).toEqual([]);
      },
      CASES_TIMEOUT_MS,
    );
  }

  it(
    'covers every route, and the server still answers every valid request afterwards',
    async () => {
      expect([...liveRoutes.keys()].filter((route) => (casesByRoute.get(route) ?? 0) < RUNS).sort(), 'routes not fuzzed').toEqual([]);
      const failures: string[] = [];
      for (const route of Object.keys(AUTHORIZATION_MATRIX)) {
        const [method] = route.split(' ') as [string];
        const response = await callAs(t, await openActorSession(route, pickActor(route)), method, await makeBase(route));
        if (response.statusCode >= 500) failures.push(`${route}: ${response.statusCode} ${printable(response.body)}`);
        await t.app.backgroundTasks.settle();
      }
      expect(failures).toEqual([]);
    },
    CASES_TIMEOUT_MS,
  );
});
