/**
 * One round of alerts. For each due saved search: the developers who newly match it (changed since
 * its last alert, never named by it); one digest e-mail and one bell notification per employer with
 * news. For each due job alert: the open jobs published since, that fit the developer. Nothing is
 * sent when nothing is new. Each alert is claimed before it is recorded (db/alerts.queries.ts), so
 * rounds on several servers name each match once.
 */
import { ALERT_MIN_SCORE, ALERT_TOP_MATCHES, type TAlertRound, ZSearchCriteriaSchema } from '#shared/schemas/candidate-search.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { TAppContext } from '#server/context.ts';
import { createNotification } from '#server/db/notify.queries.ts';
import { findUserById } from '#server/db/users.queries.ts';
import { hasCriteria } from '#server/matching/candidate-scoring.ts';
import { findTagFilter } from '#server/db/tag-filter.queries.ts';
import { findNewMatches } from '#server/matching/candidate-matches.ts';
import { findNewJobMatches } from '#server/matching/job-matching/match-jobs.ts';
import { explainMatch } from '#server/matching/match-explanation.ts';
import { prepareCriteria } from '#server/matching/search-criteria.ts';
import { buildJobDigestMail, buildSearchDigestMail, countSearchDigest, type TSearchDigestEntry } from './alert-mail.ts';
import {
  claimJobAlert,
  claimSearchAlert,
  listDueJobAlerts,
  listDueSearchAlerts,
  listJobAlertHits,
  listSearchAlertHits,
  recordJobAlertHits,
  recordSearchAlertHits,
} from '#server/db/alerts.queries.ts';

export type TAlertDeps = Pick<TAppContext, 'db' | 'config' | 'mailer'> & { log: FastifyBaseLogger };
type TRoundOptions = { now: Date; force: boolean };

/** A saved search's news, claimed and recorded; null when another round claimed it or nothing is new. */
async function collectSearchNews(
  deps: TAlertDeps,
  search: Awaited<ReturnType<typeof listDueSearchAlerts>>[number],
  now: Date,
): Promise<TSearchDigestEntry | null> {
  const { db } = deps;
  if (!search.checkedAt) return null;
  const saved = ZSearchCriteriaSchema.parse(search.criteria);
  const criteria = prepareCriteria(saved);
  const found = await findNewMatches(db, {
    criteria,
    onlyProfileIds: await findTagFilter(db, { companyId: search.companyId, tagIds: saved.tagIds }),
    since: search.checkedAt,
    excluded: await listSearchAlertHits(db, { savedSearchId: search.id }),
    minScore: ALERT_MIN_SCORE,
    limit: ALERT_TOP_MATCHES,
  });
  const isClaimed = await db.transaction(async (tx) => {
    if (!(await claimSearchAlert(tx, { id: search.id, checkedAt: search.checkedAt!, now }))) return false;
    await recordSearchAlertHits(tx, { savedSearchId: search.id, profileIds: found.profileIds });
    return true;
  });
  if (!isClaimed || found.profileIds.length === 0) return null;
  const isAsking = hasCriteria(criteria);
  return {
    searchName: search.name,
    total: found.profileIds.length,
    matches: found.rows.map((row) => ({
      userId: row.userId,
      fullName: row.fullName,
      jobTitle: row.jobTitle,
      score: row.score,
      recommendation: explainMatch(criteria, row, isAsking).recommendation,
    })),
  };
}

async function runSearchAlerts(deps: TAlertDeps, options: TRoundOptions): Promise<number> {
  const { db, config, mailer } = deps;
  const newsByEmployer = new Map<number, TSearchDigestEntry[]>();
  for (const search of await listDueSearchAlerts(db, options)) {
    const news = await collectSearchNews(deps, search, options.now);
    if (news) newsByEmployer.set(search.employerId, [...(newsByEmployer.get(search.employerId) ?? []), news]);
  }
  for (const [employerId, entries] of newsByEmployer) {
    const employer = await findUserById(db, employerId);
    if (!employer) continue;
    const total = countSearchDigest(entries);
    await createNotification(db, {
      userId: employerId,
      kind: 'search-alert',
      title: `${total} new ${total === 1 ? 'developer matches' : 'developers match'} your saved searches`,
      body: entries.map((entry) => `${entry.searchName}: ${entry.matches.map((match) => match.fullName).join(', ')}`).join(' · '),
      link: '/employer',
    });
    await mailer.send(buildSearchDigestMail({ to: employer.email, employerName: employer.fullName, entries, appUrl: config.appUrl }));
  }
  return newsByEmployer.size;
}

async function runJobAlerts(deps: TAlertDeps, options: TRoundOptions): Promise<number> {
  const { db, config, mailer } = deps;
  let sent = 0;
  for (const alert of await listDueJobAlerts(db, options)) {
    const found = await findNewJobMatches(deps, {
      userId: alert.userId,
      since: alert.checkedAt,
      excluded: await listJobAlertHits(db, { userId: alert.userId }),
      minScore: ALERT_MIN_SCORE,
      limit: ALERT_TOP_MATCHES,
    });
    const jobIds = found?.qualifiedJobIds ?? [];
    const isClaimed = await db.transaction(async (tx) => {
      if (!(await claimJobAlert(tx, { userId: alert.userId, checkedAt: alert.checkedAt, now: options.now }))) return false;
      await recordJobAlertHits(tx, { userId: alert.userId, jobIds });
      return true;
    });
    const developer = isClaimed && found && found.jobs.length > 0 ? await findUserById(db, alert.userId) : undefined;
    if (!developer || !found) continue;
    const total = jobIds.length;
    await createNotification(db, {
      userId: developer.id,
      kind: 'job-alert',
      title: `${total} new ${total === 1 ? 'job fits' : 'jobs fit'} you`,
      body: found.jobs.map(({ job }) => `${job.title} at ${job.company.name}`).join(' · '),
      link: '/jobs',
    });
    await mailer.send(
      buildJobDigestMail({
        to: developer.email,
        developerName: developer.fullName,
        jobs: found.jobs.map(({ job, fit }) => ({ jobId: job.id, title: job.title, companyName: job.company.name, fit })),
        total,
        appUrl: config.appUrl,
      }),
    );
    sent += 1;
  }
  return sent;
}

/** Sends what is due (everything that is on, with `force`); counts the digests sent. */
export async function runAlertRound(deps: TAlertDeps, options: TRoundOptions): Promise<TAlertRound> {
  const searchAlerts = await runSearchAlerts(deps, options);
  const jobAlerts = await runJobAlerts(deps, options);
  deps.log.info({ searchAlerts, jobAlerts }, 'alert round done');
  return { searchAlerts, jobAlerts };
}
