/**
 * The API key of a third-party service for the code that calls it (the AI model, the image
 * service), whoever owns the admin screens for them. Keys are stored encrypted (lib/secret-box.ts).
 */
import { and, eq } from 'drizzle-orm';
import type { TSecretBox } from '../lib/secret-box.ts';
import type { Executor } from './client.ts';
import { apiKeys } from './schema.ts';

export const SERVICE_NAMES = { openai: 'openai', unsplash: 'unsplash' } as const;

/** The 'unsplash' API key row created at start: empty and switched off until an admin sets it. */
export const UNSPLASH_API_KEY_DEFAULT = {
  serviceName: SERVICE_NAMES.unsplash,
  description: 'Unsplash API access key for blog cover photos (optional)',
  keyValue: '',
  isActive: false,
};

/** The service's key when it is set, readable and switched on, else null. */
export async function getServiceKey(db: Executor, secrets: TSecretBox, serviceName: string): Promise<string | null> {
  const [row] = await db
    .select({ keyValue: apiKeys.keyValue })
    .from(apiKeys)
    .where(and(eq(apiKeys.serviceName, serviceName), eq(apiKeys.isActive, true)));
  return row ? secrets.open(row.keyValue, serviceName) || null : null;
}
