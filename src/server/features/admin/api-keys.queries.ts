import { asc, eq } from 'drizzle-orm';
import type { TApiKey } from '#shared/schemas/admin.ts';
import type { Executor } from '#server/db/client.ts';
import { apiKeys } from '#server/db/schema.ts';

const API_KEY_COLUMNS = {
  id: apiKeys.id,
  serviceName: apiKeys.serviceName,
  description: apiKeys.description,
  keyValue: apiKeys.keyValue,
  isActive: apiKeys.isActive,
};

const withIsSet = (row: Omit<TApiKey, 'isSet'>): TApiKey => ({ ...row, isSet: row.keyValue !== '' });

export async function getApiKeys(db: Executor): Promise<TApiKey[]> {
  const rows = await db.select(API_KEY_COLUMNS).from(apiKeys).orderBy(asc(apiKeys.serviceName));
  return rows.map(withIsSet);
}

/** Sets the key's value or its active switch; undefined when no key has this id. */
export async function updateApiKey(
  db: Executor,
  { apiKeyId, changes }: { apiKeyId: number; changes: { keyValue: string } | { isActive: boolean } },
): Promise<TApiKey | undefined> {
  const [apiKey] = await db
    .update(apiKeys)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(apiKeys.id, apiKeyId))
    .returning(API_KEY_COLUMNS);
  return apiKey && withIsSet(apiKey);
}
