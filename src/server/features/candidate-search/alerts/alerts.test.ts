import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { TSavedSearch } from '#shared/schemas/candidate-search.ts';
import type { TNotificationList } from '#shared/schemas/notifications.ts';
import { createAdminWithSession } from '#tests/factories/admins.ts';
import { createCandidate } from '#tests/factories/candidates.ts';
import { createHiringEmployer, createUnconfirmedEmployerWithOpenJob, postJob } from '#tests/factories/jobs.ts';
import { openConfirmationLink } from '#tests/factories/auth.ts';
import { savedSearches } from '#server/db/schema.ts';
import { EMPLOYER_NOT_VERIFIED_FOR_ALERTS } from '../employer-lists.routes.ts';
import { createUserWithSession } from '#tests/factories/users.ts';
import { useTestApp } from '#tests/setup/test-app.ts';
import { runAlertCheck } from './alert-job.ts';
import { runAlertRound } from './alert-round.ts';

const t = useTestApp();
const log = pino({ level: 'silent' });
const deps = () => ({ ...t.app.ctx, log });

type TAccount = { user: { id: number; email: string }; cookie: string };
const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, account?: TAccount | null, payload?: object) =>
  t.app.inject({ method, url, headers: account ? { cookie: account.cookie } : {}, ...(payload ? { payload } : {}) });

/** A round as the daily job would run it: a day after alerts were switched on. */
const nextDay = () => new Date(Date.now() + 21 * 3_600_000);
const mailsTo = (email: string) => t.mails.filter((mail) => mail.to === email);

async function saveSearchWithAlerts(employer: TAccount, criteria: object, alertFrequency = 'daily') {
  const base = `/api/employer/${employer.user.id}/saved-searches`;
  const saved = (await call('POST', base, employer, { name: `Search ${Math.random()}`, criteria })).json<TSavedSearch>();
  const switched = await call('PUT', `${base}/${saved.id}/alerts`, employer, { alertFrequency });
  expect(switched.statusCode).toBe(200);
  return switched.json<TSavedSearch>();
}

describe('saved-search alerts', () => {
  it('switches alerts on a saved search; refuses bad values, other employers and unknown searches', async () => {
    const employer = await createUserWithSession(t.app, { userType: 'employer' });
    const saved = await saveSearchWithAlerts(employer, { skills: ['Rust'] }, 'weekly');
    expect(saved.alertFrequency).toBe('weekly');
    const url = `/api/employer/${employer.user.id}/saved-searches/${saved.id}/alerts`;
    const bad = await call('PUT', url, employer, { alertFrequency: 'hourly' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: expect.stringContaining("Alerts must be 'off', 'daily' or 'weekly'") });
    const other = await createUserWithSession(t.app, { userType: 'employer' });
    expect((await call('PUT', url, other, { alertFrequency: 'off' })).statusCode).toBe(403);
    expect(
      (await call('PUT', `/api/employer/${other.user.id}/saved-searches/${saved.id}/alerts`, other, { alertFrequency: 'off' })).statusCode,
    ).toBe(404);
    expect((await call('PUT', url, null, { alertFrequency: 'off' })).statusCode).toBe(401);
    const listed = (await call('GET', `/api/employer/${employer.user.id}/saved-searches`, employer)).json<TSavedSearch[]>();
    expect(listed.map((search) => search.alertFrequency)).toEqual(['weekly']);
  });

  it('names developers who newly match, once, in one digest per employer with their scores; nothing when nothing is new', async () => {
    const employer = await createUserWithSession(t.app, { userType: 'employer', fullName: 'Erin Employer' });
    const before = await createCandidate(t.app, { jobTitle: 'Go Developer', skills: ['Go', 'PostgreSQL'] }, { fullName: 'Old Match' });
    const search = await saveSearchWithAlerts(employer, { jobTitle: 'Go Developer', skills: ['Go'] });
    await saveSearchWithAlerts(employer, { jobTitle: 'Data Engineer', skills: ['Spark'] });
    const newcomer = await createCandidate(t.app, { jobTitle: 'Go Developer', skills: ['Go', 'Kubernetes'] }, { fullName: 'New Match' });
    await createCandidate(t.app, { jobTitle: 'Java Developer', skills: ['Java'] }, { fullName: 'Not A Match' });

    expect(await runAlertRound(deps(), { now: new Date(), force: false })).toEqual({ searchAlerts: 0, jobAlerts: 0 });
    expect(await runAlertRound(deps(), { now: nextDay(), force: false })).toEqual({ searchAlerts: 1, jobAlerts: 0 });
    const [digest] = mailsTo(employer.user.email);
    expect(digest!.subject).toBe('1 new developer matches your saved searches');
    expect(digest!.text).toContain(`${search.name}: 1 new match`);
    expect(digest!.text).toMatch(/New Match, Go Developer: \d+% match/);
    expect(digest!.text).toContain(`/candidate/${newcomer.user.id}`);
    expect(digest!.text).not.toContain('Old Match');
    expect(digest!.text).not.toContain('Not A Match');
    const bell = (await call('GET', '/api/notifications', employer)).json<TNotificationList>();
    expect(bell.items[0]).toMatchObject({ kind: 'search-alert', title: '1 new developer matches your saved searches', link: '/employer' });
    expect(before.user.id).not.toBe(newcomer.user.id);

    // The newcomer changes again: already named. Nothing else is new: no digest.
    await call('PATCH', `/api/applicant/profile/${newcomer.applicantId}`, newcomer, { bio: 'Go and Kubernetes.' });
    const dayAfter = new Date(nextDay().getTime() + 21 * 3_600_000);
    expect(await runAlertRound(deps(), { now: dayAfter, force: false })).toEqual({ searchAlerts: 0, jobAlerts: 0 });
    expect(mailsTo(employer.user.email)).toHaveLength(1);
  });

  it('waits for the employer to confirm their address: no switching on (403), no digest until then', async () => {
    const employer = await createUserWithSession(t.app, { userType: 'employer' }, { isVerified: false });
    const base = `/api/employer/${employer.user.id}/saved-searches`;
    const saved = (
      await call('POST', base, employer, { name: 'Zig people', criteria: { jobTitle: 'Zig Developer', skills: ['Zig'] } })
    ).json<TSavedSearch>();
    const switching = await call('PUT', `${base}/${saved.id}/alerts`, employer, { alertFrequency: 'daily' });
    expect(switching.statusCode).toBe(403);
    expect(switching.json()).toMatchObject({ message: EMPLOYER_NOT_VERIFIED_FOR_ALERTS });
    expect((await call('GET', base, employer)).json<TSavedSearch[]>().map((search) => search.alertFrequency)).toEqual(['off']);
    expect((await call('PUT', `${base}/${saved.id}/alerts`, employer, { alertFrequency: 'off' })).statusCode).toBe(200);

    // Switched on before the rule: the round passes it by until the address is confirmed.
    await t.db.update(savedSearches).set({ alertFrequency: 'daily', alertsCheckedAt: new Date() }).where(eq(savedSearches.id, saved.id));
    await createCandidate(t.app, { jobTitle: 'Zig Developer', skills: ['Zig'] }, { fullName: 'Zig Match' });
    await runAlertRound(deps(), { now: nextDay(), force: false });
    expect(mailsTo(employer.user.email)).toEqual([]);
    expect(await openConfirmationLink(t, employer.user.email)).toBe('verified');
    await runAlertRound(deps(), { now: nextDay(), force: false });
    expect(mailsTo(employer.user.email).map((mail) => mail.text)).toEqual([expect.stringContaining('Zig Match')]);
  });

  it("carries a saved search's level filters: only developers at the level, with the years asked for, are news", async () => {
    const employer = await createUserWithSession(t.app, { userType: 'employer' });
    const search = await saveSearchWithAlerts(employer, {
      jobTitle: 'Crystal Developer',
      skills: ['Crystal'],
      experienceLevel: 'senior',
      levelIsRequired: true,
      minYearsExperience: 5,
    });
    expect(search.criteria).toMatchObject({ levelIsRequired: true, minYearsExperience: 5 });
    const profile = { jobTitle: 'Crystal Developer', skills: ['Crystal'], experience: '9 years building software' };
    await createCandidate(t.app, { ...profile, experienceLevel: 'senior' }, { fullName: 'Seasoned Senior' });
    await createCandidate(t.app, { ...profile, experienceLevel: 'mid' }, { fullName: 'Capable Mid' });
    await createCandidate(
      t.app,
      { jobTitle: 'Crystal Developer', skills: ['Crystal'], experienceLevel: 'senior' },
      { fullName: 'Undated Senior' },
    );
    await runAlertRound(deps(), { now: nextDay(), force: false });
    const [digest] = mailsTo(employer.user.email);
    expect(digest!.text).toContain('Seasoned Senior');
    expect(digest!.text).not.toContain('Capable Mid');
    expect(digest!.text).not.toContain('Undated Senior');
  });

  it('names each match once when two rounds run at the same time (as on two servers)', async () => {
    const employer = await createUserWithSession(t.app, { userType: 'employer' });
    await saveSearchWithAlerts(employer, { jobTitle: 'Elixir Developer', skills: ['Elixir'] });
    await createCandidate(t.app, { jobTitle: 'Elixir Developer', skills: ['Elixir'] });
    const now = nextDay();
    const rounds = await Promise.all([runAlertRound(deps(), { now, force: false }), runAlertRound(deps(), { now, force: false })]);
    expect(rounds.map((round) => round.searchAlerts).sort()).toEqual([0, 1]);
    expect(mailsTo(employer.user.email)).toHaveLength(1);
  });
});

describe('job alerts', () => {
  it('tells a developer of new open jobs that fit them, once', async () => {
    const developer = await createCandidate(
      t.app,
      { jobTitle: 'Go Developer', skills: ['Go', 'PostgreSQL'] },
      { fullName: 'Dana Developer' },
    );
    expect((await call('GET', '/api/applicant/job-alerts', developer)).json()).toEqual({ frequency: 'off' });
    expect((await call('PUT', '/api/applicant/job-alerts', developer, { frequency: 'daily' })).json()).toEqual({ frequency: 'daily' });
    const employer = await createHiringEmployer(t.app, 'Northwind Labs');
    const goJob = await postJob(t.app, employer, { title: 'Go Engineer', requiredSkills: ['Go', 'PostgreSQL'], workplaceType: 'remote' });
    await postJob(t.app, employer, {
      title: 'iOS Engineer',
      requiredSkills: ['Swift', 'SwiftUI'],
      niceToHaveSkills: [],
      workplaceType: 'remote',
    });

    expect(await runAlertRound(deps(), { now: nextDay(), force: false })).toMatchObject({ jobAlerts: 1 });
    const [digest] = mailsTo(developer.user.email);
    expect(digest!.subject).toBe('1 new job fits you on DevMatch');
    expect(digest!.text).toMatch(/Go Engineer at Northwind Labs: \d+% fit/);
    expect(digest!.text).toContain(`/jobs/${goJob.id}`);
    expect(digest!.text).not.toContain('iOS Engineer');
    const bell = (await call('GET', '/api/notifications', developer)).json<TNotificationList>();
    expect(bell.items[0]).toMatchObject({ kind: 'job-alert', title: '1 new job fits you', link: '/jobs' });

    const dayAfter = new Date(nextDay().getTime() + 21 * 3_600_000);
    expect(await runAlertRound(deps(), { now: dayAfter, force: false })).toMatchObject({ jobAlerts: 0 });
    expect(mailsTo(developer.user.email)).toHaveLength(1);
  });

  it('leaves out, as recommendations do, the jobs of an employer yet to confirm their address, until they do', async () => {
    const developer = await createCandidate(t.app, { jobTitle: 'Zig Developer', skills: ['Zig'] });
    await call('PUT', '/api/applicant/job-alerts', developer, { frequency: 'daily' });
    const { employer, job } = await createUnconfirmedEmployerWithOpenJob(t.app, {
      title: 'Zig Engineer',
      requiredSkills: ['Zig'],
      niceToHaveSkills: [],
      workplaceType: 'remote',
    });
    const recommendedIds = async () =>
      (await call('GET', '/api/jobs/recommended', developer)).json<{ jobs: { job: { id: number } }[] }>().jobs.map((found) => found.job.id);
    expect(await recommendedIds()).not.toContain(job.id);
    expect((await call('GET', `/api/jobs/${job.id}/fit`, developer)).statusCode).toBe(404);
    await runAlertRound(deps(), { now: nextDay(), force: false });
    expect(mailsTo(developer.user.email)).toEqual([]);

    expect(await openConfirmationLink(t, employer.user.email)).toBe('verified');
    expect(await recommendedIds()).toContain(job.id);
    expect((await call('GET', `/api/jobs/${job.id}/fit`, developer)).statusCode).toBe(200);
  });

  it('refuses bad values, employers and anonymous callers', async () => {
    const employer = await createUserWithSession(t.app, { userType: 'employer' });
    const developer = await createUserWithSession(t.app);
    expect((await call('PUT', '/api/applicant/job-alerts', developer, { frequency: 'monthly' })).statusCode).toBe(400);
    expect((await call('PUT', '/api/applicant/job-alerts', employer, { frequency: 'daily' })).statusCode).toBe(403);
    expect((await call('GET', '/api/applicant/job-alerts', null)).statusCode).toBe(401);
  });
});

describe('when rounds run', () => {
  it('runs the daily round once a day from the configured hour; an admin may run one now', async () => {
    // ALERTS_HOUR_UTC is 7. A day in the past: its round finds nothing due, so it moves no alert on.
    expect(await runAlertCheck(deps(), new Date('2024-02-29T03:00:00Z'))).toBe('not-due');
    expect(await runAlertCheck(deps(), new Date('2024-02-29T09:00:00Z'))).toBe('sent');
    expect(await runAlertCheck(deps(), new Date('2024-02-29T23:59:00Z'))).toBe('already-claimed');
    expect(await runAlertCheck(deps(), new Date('2024-03-01T06:59:00Z'))).toBe('not-due');
    expect(await runAlertCheck(deps(), new Date('2024-03-01T07:00:00Z'))).toBe('sent');

    const developer = await createCandidate(t.app, { jobTitle: 'Rust Developer', skills: ['Rust'] });
    await call('PUT', '/api/applicant/job-alerts', developer, { frequency: 'weekly' });
    const employer = await createHiringEmployer(t.app);
    await postJob(t.app, employer, { title: 'Rust Engineer', requiredSkills: ['Rust'], niceToHaveSkills: [], workplaceType: 'remote' });
    const admin = await createAdminWithSession(t.app, t.db);
    expect((await call('POST', '/api/admin/alerts/run', developer)).statusCode).toBe(403);
    const run = await call('POST', '/api/admin/alerts/run', admin);
    expect(run.statusCode).toBe(200);
    expect(run.json()).toMatchObject({ jobAlerts: 1 });
    expect(mailsTo(developer.user.email)).toHaveLength(1);
  });
});
