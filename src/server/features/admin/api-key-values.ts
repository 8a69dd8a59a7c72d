/**
 * How a stored API key leaves the server: masked in lists, whole only through the audited reveal.
 * Audit entries and logs name the service, never a key's value.
 */
import type { TApiKey } from '#shared/schemas/admin.ts';
import type { TAppContext } from '#server/context.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TSecretBox } from '#server/lib/secret-box.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { findApiKey, type TStoredApiKey } from './api-keys.queries.ts';

export const API_KEY_NOT_FOUND = 'API key not found';
export const UNREADABLE_KEY = 'The stored key cannot be decrypted (was APP_SECRET changed?). Enter the key again.';
const MASK = '••••••••';
// Shorter keys show no characters at all: their last 4 would be too much of them.
const MASK_REVEALS_FROM_LENGTH = 8;

function maskKey(clear: string): string {
  if (!clear) return '';
  return clear.length >= MASK_REVEALS_FROM_LENGTH ? MASK + clear.slice(-4) : MASK;
}

/** The row as the admin screens see it; a key that cannot be decrypted counts as not set. */
export function toMaskedApiKey(secrets: TSecretBox, { keyValue, ...row }: TStoredApiKey): TApiKey {
  const clear = secrets.open(keyValue, row.serviceName) ?? '';
  return { ...row, keyValue: maskKey(clear), isSet: clear !== '' };
}

/** An audit entry about a key: it names the service, never the value. */
export function toApiKeyAudit(actor: TActor, action: string, apiKey: TStoredApiKey, details: Record<string, unknown> = {}) {
  return {
    action,
    resourceType: 'api_key',
    resourceId: apiKey.id,
    userId: actor.viewer.id,
    ipAddress: actor.ipAddress,
    details: { serviceName: apiKey.serviceName, ...details },
  };
}

/** The clear key of a row that exists ('' when not set, null when it cannot be decrypted); 404 otherwise. */
export async function findClearKey({ db, secrets }: Pick<TAppContext, 'db' | 'secrets'>, apiKeyId: number) {
  const apiKey = await findApiKey(db, { apiKeyId });
  if (!apiKey) throw new AppError('NOT_FOUND', API_KEY_NOT_FOUND);
  return { apiKey, clear: secrets.open(apiKey.keyValue, apiKey.serviceName) };
}
