/**
 * The daily alert round: every server checks each minute; from ALERTS_HOUR_UTC on, the one that
 * claims the day in job_runs runs the round, like the daily blog post. Daily alerts go out each day,
 * weekly ones on the day their week is up.
 */
import { claimJobRun, finishJobRun } from '#server/db/job-runs.queries.ts';
import { startMinuteCheck } from '#server/lib/minute-check.ts';
import { runAlertRound, type TAlertDeps } from './alert-round.ts';

export const ALERT_ROUND_JOB = 'alert-round';

type TAlertCheck = 'not-due' | 'already-claimed' | 'sent' | 'failed';

const toUtcDate = (date: Date) => date.toISOString().slice(0, 10);

/** Runs today's round when it is due and this call wins the day's claim. */
export async function runAlertCheck(deps: TAlertDeps, now = new Date()): Promise<TAlertCheck> {
  const { db, config, log } = deps;
  if (now.getUTCHours() < config.alertsHourUtc) return 'not-due';
  const runDate = toUtcDate(now);
  if (!(await claimJobRun(db, { job: ALERT_ROUND_JOB, runDate }))) return 'already-claimed';
  try {
    const round = await runAlertRound(deps, { now, force: false });
    await finishJobRun(db, { job: ALERT_ROUND_JOB, runDate, result: round });
    return 'sent';
  } catch (error) {
    await finishJobRun(db, { job: ALERT_ROUND_JOB, runDate, result: { error: error instanceof Error ? error.message : String(error) } });
    log.error({ err: error }, 'alert round failed');
    return 'failed';
  }
}

/** Checks now and then every minute; the returned stop function waits for a check under way. */
export function startAlertJob(deps: TAlertDeps): () => Promise<void> {
  return startMinuteCheck(() => runAlertCheck(deps), deps.log, 'alert check failed');
}
