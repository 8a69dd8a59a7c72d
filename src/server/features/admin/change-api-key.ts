/** An admin sets or replaces an API key (stored encrypted) or turns it on or off, audited in the same transaction. */
import type { TApiKey } from '#shared/schemas/admin.ts';
import type { TAppContext } from '#server/context.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { API_KEY_NOT_FOUND, toApiKeyAudit, toMaskedApiKey } from './api-key-values.ts';
import { findApiKey, updateApiKey } from './api-keys.queries.ts';

type TDeps = Pick<TAppContext, 'db' | 'secrets'>;

function changeApiKey({ db, secrets }: TDeps, actor: TActor, apiKeyId: number, change: { keyValue: string } | { isActive: boolean }) {
  return db.transaction(async (tx) => {
    const before = await findApiKey(tx, { apiKeyId });
    if (!before) throw new AppError('NOT_FOUND', API_KEY_NOT_FOUND);
    const isKeyChange = 'keyValue' in change;
    const changes = isKeyChange ? { keyValue: secrets.seal(change.keyValue, before.serviceName) } : change;
    const apiKey = (await updateApiKey(tx, { apiKeyId, changes }))!;
    const audit = isKeyChange
      ? toApiKeyAudit(actor, 'admin.api_key_updated', apiKey)
      : toApiKeyAudit(actor, 'admin.api_key_toggled', apiKey, { isActive: change.isActive });
    await writeAuditLog(tx, audit);
    return toMaskedApiKey(secrets, apiKey);
  });
}

export function setApiKey(ctx: TDeps, actor: TActor, params: { apiKeyId: number; keyValue: string }): Promise<TApiKey> {
  return changeApiKey(ctx, actor, params.apiKeyId, { keyValue: params.keyValue });
}

export function toggleApiKey(ctx: TDeps, actor: TActor, params: { apiKeyId: number; isActive: boolean }): Promise<TApiKey> {
  return changeApiKey(ctx, actor, params.apiKeyId, { isActive: params.isActive });
}
