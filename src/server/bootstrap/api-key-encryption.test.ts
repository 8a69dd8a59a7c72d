import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#tests/setup/test-app.ts';
import { apiKeys } from '../db/schema.ts';
import { getServiceKey, SERVICE_NAMES } from '#server/db/service-keys.queries.ts';
import { encryptPlaintextApiKeys } from './api-key-encryption.ts';
import { ensurePlatformDefaults } from './platform-defaults.ts';

describe('encrypting plaintext API keys at start', () => {
  const t = useTestApp();

  it('encrypts the keys an earlier version stored in plaintext, once, and leaves empty and encrypted ones alone', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    await ensurePlatformDefaults(t.db, pino({ level: 'silent' }));
    await t.db
      .update(apiKeys)
      .set({ keyValue: ' sk-plaintext-openai ', isActive: true })
      .where(eq(apiKeys.serviceName, SERVICE_NAMES.openai));
    const readStored = async () => Object.fromEntries((await t.db.select().from(apiKeys)).map((row) => [row.serviceName, row.keyValue]));

    expect(await getServiceKey(t.db, t.secrets, SERVICE_NAMES.openai)).toBe('sk-plaintext-openai');
    await encryptPlaintextApiKeys(t.db, t.secrets, log);
    const stored = await readStored();
    expect(stored[SERVICE_NAMES.openai]).toMatch(/^enc:v1:/);
    expect(t.secrets.open(stored[SERVICE_NAMES.openai]!, SERVICE_NAMES.openai)).toBe('sk-plaintext-openai');
    expect(stored[SERVICE_NAMES.unsplash]).toBe('');
    expect(await getServiceKey(t.db, t.secrets, SERVICE_NAMES.openai)).toBe('sk-plaintext-openai');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('plaintext API keys encrypted');
    expect(lines[0]).not.toContain('sk-plaintext-openai');

    // The next start finds nothing to do.
    await encryptPlaintextApiKeys(t.db, t.secrets, log);
    expect(await readStored()).toEqual(stored);
    expect(lines).toHaveLength(1);
  });
});
