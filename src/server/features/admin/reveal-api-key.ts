/** An admin reads an API key in full: the one way its clear value leaves the server, and audited. */
import type { TAppContext } from '#server/context.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { findClearKey, toApiKeyAudit, UNREADABLE_KEY } from './api-key-values.ts';

export async function revealApiKey(
  ctx: Pick<TAppContext, 'db' | 'secrets'>,
  actor: TActor,
  params: { apiKeyId: number },
): Promise<{ keyValue: string }> {
  const { apiKey, clear } = await findClearKey(ctx, params.apiKeyId);
  if (clear === null) throw new AppError('CONFLICT', UNREADABLE_KEY);
  await writeAuditLog(ctx.db, toApiKeyAudit(actor, 'admin.api_key_revealed', apiKey));
  return { keyValue: clear };
}
