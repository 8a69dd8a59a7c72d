/**
 * The API key of a third-party service for the code that calls it (the AI model, the image
 * service), whoever owns the admin screens for them.
 */
import { and, eq } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { apiKeys } from './schema.ts';

export const SERVICE_NAMES = { openai: 'openai', unsplash: 'unsplash' } as const;

/** The service's key when it is set and switched on, else null. */
export async function getServiceKey(db: Executor, serviceName: string): Promise<string | null> {
  const [row] = await db
    .select({ keyValue: apiKeys.keyValue })
    .from(apiKeys)
    .where(and(eq(apiKeys.serviceName, serviceName), eq(apiKeys.isActive, true)));
  return row?.keyValue.trim() || null;
}
