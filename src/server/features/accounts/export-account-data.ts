/**
 * GET /api/account/export: the signed-in user's data as a zip (account-export.ts builds it), a few
 * times a day, each download audited.
 */
import type { TAppContext } from '#server/context.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { enforceRateLimit } from '#server/db/rate-limits.queries.ts';
import { AppError } from '#server/lib/app-error.ts';
import { CPU_BUSY_RETRY_SECONDS, CpuTaskError } from '#server/lib/worker-pool/cpu-pool.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { buildAccountExport } from './account-export.ts';

const DAY_MINUTES = 24 * 60;
const EXPORT_BUSY = 'We are preparing many exports right now. Please try again in a minute.';

export async function exportAccountData({ db, config }: Pick<TAppContext, 'db' | 'config'>, actor: TActor): Promise<Uint8Array> {
  const { id } = actor.viewer;
  const perDay = config.dataExportsPerDay;
  await enforceRateLimit(
    db,
    `export:user:${id}`,
    { max: perDay, windowMinutes: DAY_MINUTES },
    `You can download your data ${perDay} times a day.`,
  );
  let zip: Uint8Array;
  try {
    zip = await buildAccountExport(db, id);
  } catch (error) {
    if (!(error instanceof CpuTaskError)) throw error;
    throw new AppError('SERVICE_UNAVAILABLE', EXPORT_BUSY, { retryAfterSeconds: CPU_BUSY_RETRY_SECONDS });
  }
  await writeAuditLog(db, {
    action: 'user.data_exported',
    resourceType: 'user',
    resourceId: id,
    userId: id,
    ipAddress: actor.ipAddress,
  });
  return zip;
}
