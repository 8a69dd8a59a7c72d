/** An admin's round of alerts, run now rather than at the day's hour: everything that is on, with its audit entry. */
import type { TAlertRound } from '#shared/schemas/candidate-search.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { runAlertRound, type TAlertDeps } from './alert-round.ts';

export async function runAlertsNow(ctx: Omit<TAlertDeps, 'log'>, actor: TActor): Promise<TAlertRound> {
  const round = await runAlertRound({ ...ctx, log: actor.log }, { now: new Date(), force: true });
  await writeAuditLog(ctx.db, {
    action: 'alerts.run',
    resourceType: 'alerts',
    resourceId: null,
    userId: actor.viewer.id,
    ipAddress: actor.ipAddress,
    details: round,
  });
  return round;
}
