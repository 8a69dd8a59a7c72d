/**
 * Encrypts in place the API keys that earlier versions stored in plaintext. Run at every start; a
 * row changed meanwhile (by an admin, or another server doing the same) is left as it is.
 */
import { and, eq, ne, notLike } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { apiKeys } from '../db/schema.ts';
import { SEALED_VALUE_MARK, type TSecretBox } from '../lib/secret-box.ts';

export async function encryptPlaintextApiKeys(db: Database, secrets: TSecretBox, log: FastifyBaseLogger): Promise<void> {
  const plaintextRows = await db
    .select({ id: apiKeys.id, serviceName: apiKeys.serviceName, keyValue: apiKeys.keyValue })
    .from(apiKeys)
    .where(and(ne(apiKeys.keyValue, ''), notLike(apiKeys.keyValue, `${SEALED_VALUE_MARK}%`)));
  const encrypted: string[] = [];
  for (const row of plaintextRows) {
    const [updated] = await db
      .update(apiKeys)
      .set({ keyValue: secrets.seal(row.keyValue.trim(), row.serviceName) })
      .where(and(eq(apiKeys.id, row.id), eq(apiKeys.keyValue, row.keyValue)))
      .returning({ id: apiKeys.id });
    if (updated) encrypted.push(row.serviceName);
  }
  if (encrypted.length > 0) log.info({ apiKeys: encrypted }, 'plaintext API keys encrypted');
}
