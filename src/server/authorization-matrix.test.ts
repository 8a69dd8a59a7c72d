/**
 * Issue 14: every API route, called as every actor, answers as the authorization matrix says, and a
 * refused call changes nothing in the database. The route list is the server's own, so a new route
 * without a matrix entry fails here.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ACTORS,
  openFreshAccountSession,
  openSession,
  seedMatrixFixtures,
  callAs,
  TEAM_ACTORS,
  uploadOwnPicture,
  withUnconfirmedEmployer,
  type TActor,
  type TMatrixFixtures,
  type TTeamActor,
} from '#tests/factories/authorization-fixtures.ts';
import { ACTOR_INDEX, AUTHORIZATION_MATRIX } from '#tests/factories/authorization-matrix.ts';
import { createDatabaseSnapshotter, diffSnapshots, type TDatabaseSnapshot } from '#tests/factories/database-snapshot.ts';
import { useTestApp } from '#tests/setup/test-app.ts';

const liveRoutes = new Set<string>();
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
      for (const method of methods) if (method !== 'HEAD' && route.url.startsWith('/api/')) liveRoutes.add(`${method} ${route.url}`);
    },
  },
);

/** `resume`: the case addresses developerOwn's resume of that kind in place of the featured one. */
type TCase = { route: string; actor: TActor | TTeamActor; expected: number; resume?: 'sent' | 'draft' };

const isAllowed = (status: number) => status < 400;

function listCases(filter: (status: number) => boolean): TCase[] {
  return Object.entries(AUTHORIZATION_MATRIX).flatMap(([route, entry]) =>
    ACTORS.map((actor) => ({ route, actor, expected: entry.statuses[ACTOR_INDEX[actor]]! })).filter((c) => filter(c.expected)),
  );
}

/** The employers' cases once developerOwn hides their profile; all of them refusals. */
function listHiddenCases(): TCase[] {
  return Object.entries(AUTHORIZATION_MATRIX).flatMap(([route, { hidden }]) =>
    hidden
      ? [
          { route, actor: 'employerOwn' as const, expected: hidden[0] },
          { route, actor: 'employerOther' as const, expected: hidden[1] },
        ]
      : [],
  );
}

/** The employers' cases on developerOwn's resumes that are not featured: 404 but for what was sent to employerOwn's job. */
function listNotFeaturedCases(): TCase[] {
  return Object.entries(AUTHORIZATION_MATRIX).flatMap(([route, { notFeatured }]) =>
    notFeatured
      ? (['sent', 'draft'] as const).flatMap((resume) => [
          { route, actor: 'employerOwn' as const, expected: notFeatured[resume][0], resume },
          { route, actor: 'employerOther' as const, expected: notFeatured[resume][1], resume },
        ])
      : [],
  );
}

/** employerOwn's colleagues on the company's routes, each with their own id in the path (the matrix's `team`). */
function listTeamCases(): TCase[] {
  return Object.entries(AUTHORIZATION_MATRIX).flatMap(([route, { team }]) =>
    team ? TEAM_ACTORS.map((actor, index) => ({ route, actor, expected: team[index]! })) : [],
  );
}

const isTeamActor = (actor: TActor | TTeamActor): actor is TTeamActor => (TEAM_ACTORS as readonly string[]).includes(actor);

/** A company route's request as a colleague sends it: the path names them, not employerOwn. */
function asCaller(fx: TMatrixFixtures, actor: TActor | TTeamActor, requestUrl: string): string {
  if (!isTeamActor(actor)) return requestUrl;
  return requestUrl.replace(`/api/employer/${fx.accounts.employerOwn.user.id}/`, `/api/employer/${fx.team[actor].user.id}/`);
}

/** Runs refused cases one by one, each between two snapshots of the database; returns the violations. */
async function runRefusedCases(fx: TMatrixFixtures, cases: TCase[]): Promise<string[]> {
  const snapshot = await createDatabaseSnapshotter(t.db);
  const violations: string[] = [];
  for (const c of cases) {
    const violation = await runCase(fx, c, snapshot);
    if (violation) violations.push(violation);
  }
  return violations;
}

/** Runs allowed cases one by one, letting background work settle after each; returns the violations. */
async function runAllowedCases(fx: TMatrixFixtures, cases: TCase[]): Promise<string[]> {
  const violations: string[] = [];
  for (const c of cases) {
    const violation = await runCase(fx, c);
    if (violation) violations.push(violation);
    // Mails and indexing run after the answer; the next call must not meet them half done.
    await t.app.backgroundTasks.settle();
  }
  return violations;
}

/** The start of a body for a message: binary answers (pictures, Word files) as '?'. */
const printable = (body: string) => body.slice(0, 200).replace(/[^\x20-\x7e]/g, '?');

/** Calls one route as one actor; the violation found, or null. */
async function runCase(fx: TMatrixFixtures, c: TCase, snapshot?: () => Promise<TDatabaseSnapshot>): Promise<string | null> {
  const [method] = c.route.split(' ') as [string];
  const entry = AUTHORIZATION_MATRIX[c.route]!;
  const resumeId = { sent: fx.sentResumeId, draft: fx.draftResumeId, featured: fx.resumeId }[c.resume ?? 'featured'];
  const named = await entry.request({ ...fx, resumeId }, !snapshot);
  const request = { ...named, url: asCaller(fx, c.actor, named.url) };
  const cookie =
    entry.endsCallersAccount && !isTeamActor(c.actor) ? await openFreshAccountSession(t, c.actor) : await openSession(t, c.actor, fx);
  const label = `${c.route} as ${c.actor}${c.resume ? ` on the ${c.resume} resume` : ''}`;
  return withUnconfirmedEmployer(fx, c.actor, async () => {
    const before = snapshot && (await snapshot());
    const response = await callAs(t, cookie, method, request);
    if (response.statusCode !== c.expected)
      return `${label}: expected ${c.expected}, got ${response.statusCode} ${printable(response.body)}`;
    if (!before || !snapshot) return null;
    const changed = diffSnapshots(before, await snapshot());
    return changed.length > 0 ? `${label}: refused with ${c.expected} but changed ${changed.join(', ')}` : null;
  });
}

describe('authorization matrix', () => {
  let fx: TMatrixFixtures;
  let checked = 0;
  beforeAll(async () => {
    fx = await seedMatrixFixtures(t);
  });

  it('has one entry for every API route and none for a route that is gone', () => {
    const entries = new Set(Object.keys(AUTHORIZATION_MATRIX));
    expect([...liveRoutes].filter((route) => !entries.has(route)).sort(), 'routes without a matrix entry').toEqual([]);
    expect([...entries].filter((route) => !liveRoutes.has(route)).sort(), 'matrix entries without a route').toEqual([]);
  });

  // Every entry has a status for every actor (the unconfirmed employer too): the next route cannot leave one out.
  it('gives every route a status for every actor', () => {
    const incomplete = Object.entries(AUTHORIZATION_MATRIX).filter(([, entry]) => entry.statuses.length !== ACTORS.length);
    expect(incomplete.map(([route]) => route)).toEqual([]);
  });

  it('notices a change in any table', async () => {
    const snapshot = await createDatabaseSnapshotter(t.db);
    const before = await snapshot();
    await openSession(t, 'developerOther', fx);
    expect(diffSnapshots(before, await snapshot())).toEqual(['sessions']);
  });

  // Issue 41: the company's data routes say what a viewer and a removed member get; the next one cannot leave it out.
  it('says what colleagues get on every route of a company', () => {
    const companyRoutes = Object.keys(AUTHORIZATION_MATRIX).filter((route) => /^\w+ \/api\/(employer\/|conversations\/:)/.test(route));
    expect(companyRoutes.filter((route) => !AUTHORIZATION_MATRIX[route]!.team)).toEqual([]);
  });

  it("lets a viewer read the company's data and change none, and keeps a removed member out of it; a refused call changes nothing", async () => {
    const cases = listTeamCases();
    checked += cases.length;
    expect(
      await runRefusedCases(
        fx,
        cases.filter((c) => !isAllowed(c.expected)),
      ),
    ).toEqual([]);
    expect(
      await runAllowedCases(
        fx,
        cases.filter((c) => isAllowed(c.expected)),
      ),
    ).toEqual([]);
  }, 120_000);

  it('refuses whom it should, with the exact status, and a refused call changes nothing', async () => {
    const cases = listCases((status) => !isAllowed(status));
    checked += cases.length;
    expect(await runRefusedCases(fx, cases)).toEqual([]);
  }, 120_000);

  it('answers employers 404 for a resume that is not featured, unless sent to their job, and a refused call changes nothing', async () => {
    const cases = listNotFeaturedCases();
    checked += cases.length;
    expect(
      await runRefusedCases(
        fx,
        cases.filter((c) => !isAllowed(c.expected)),
      ),
    ).toEqual([]);
    const allowed = cases.filter((c) => isAllowed(c.expected));
    expect(allowed.length).toBeGreaterThan(0);
    expect(await runAllowedCases(fx, allowed)).toEqual([]);
  }, 120_000);

  // Last: allowed calls change data (and start background work), which the refused calls must not see.
  it('lets through whom it should', async () => {
    const cases = listCases(isAllowed);
    checked += cases.length;
    expect(await runAllowedCases(fx, cases)).toEqual([]);
  }, 120_000);

  // After the allowed calls, which need developerOwn visible (favourites, notes, messages).
  it('answers employers 404 for the data of a developer hidden from them, and changes nothing', async () => {
    const hide = { url: `/api/applicant/profile/${fx.applicantId}`, payload: { isVisibleToEmployers: false } };
    await callAs(t, await openSession(t, 'developerOwn', fx), 'PATCH', hide, 200);
    // The allowed DELETE took it away; a picture that is there must be hidden too.
    await uploadOwnPicture(fx);
    const cases = listHiddenCases();
    checked += cases.length;
    expect(await runRefusedCases(fx, cases)).toEqual([]);
    process.stdout.write(
      `authorization matrix: ${Object.keys(AUTHORIZATION_MATRIX).length} routes, ${checked} route x actor cases, 0 violations\n`,
    );
  }, 120_000);
});
