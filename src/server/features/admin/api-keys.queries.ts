import { asc, eq } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { apiKeys } from '#server/db/schema.ts';

/** A row as stored: `keyValue` encrypted (or '' when not set). */
export type TStoredApiKey = { id: number; serviceName: string; description: string; keyValue: string; isActive: boolean };

const API_KEY_COLUMNS = {
  id: apiKeys.id,
  serviceName: apiKeys.serviceName,
  description: apiKeys.description,
  keyValue: apiKeys.keyValue,
  isActive: apiKeys.isActive,
};

export function getApiKeys(db: Executor): Promise<TStoredApiKey[]> {
  return db.select(API_KEY_COLUMNS).from(apiKeys).orderBy(asc(apiKeys.serviceName));
}

export async function findApiKey(db: Executor, { apiKeyId }: { apiKeyId: number }): Promise<TStoredApiKey | undefined> {
  const [apiKey] = await db.select(API_KEY_COLUMNS).from(apiKeys).where(eq(apiKeys.id, apiKeyId));
  return apiKey;
}

/** Sets the key's (already encrypted) value or its active switch; undefined when no key has this id. */
export async function updateApiKey(
  db: Executor,
  { apiKeyId, changes }: { apiKeyId: number; changes: { keyValue: string } | { isActive: boolean } },
): Promise<TStoredApiKey | undefined> {
  const [apiKey] = await db
    .update(apiKeys)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(apiKeys.id, apiKeyId))
    .returning(API_KEY_COLUMNS);
  return apiKey;
}
