import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createSecretBox, loadSecretBox, SECRET_FILE_NAME } from './secret-box.ts';

/** A logger whose lines the test can read. */
function createRecordingLogger() {
  const lines: string[] = [];
  return { log: pino({ level: 'info' }, { write: (line: string) => void lines.push(line) }), lines };
}

describe('secret box', () => {
  const dirs: string[] = [];
  const createDataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'devmatch-secret-'));
    dirs.push(dir);
    return join(dir, 'data');
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('stores a key as versioned AES-GCM text that decrypts back, different every time', () => {
    const { log } = createRecordingLogger();
    const box = createSecretBox('app-secret-one', log);
    const sealed = box.seal('sk-live-123456', 'openai');
    expect(sealed).toMatch(/^enc:v1:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+$/);
    expect(sealed).not.toContain('sk-live');
    expect(box.seal('sk-live-123456', 'openai')).not.toBe(sealed);
    expect(box.open(sealed, 'openai')).toBe('sk-live-123456');
    expect(box.seal('', 'openai')).toBe('');
    expect(box.open('', 'openai')).toBe('');
    // Plaintext left by an earlier version reads as it is.
    expect(box.open(' sk-old ', 'openai')).toBe('sk-old');
  });

  it('signs a message so that only the same secret and purpose verify it', () => {
    const { log } = createRecordingLogger();
    const box = createSecretBox('app-secret-one', log);
    const signature = box.sign('42.nonce', 'device');
    expect(signature).toMatch(/^[\w-]{43}$/);
    expect(box.verify('42.nonce', signature, 'device')).toBe(true);
    expect(box.verify('43.nonce', signature, 'device')).toBe(false);
    expect(box.verify('42.nonce', signature, 'other purpose')).toBe(false);
    expect(box.verify('42.nonce', signature.slice(1), 'device')).toBe(false);
    expect(createSecretBox('app-secret-two', log).verify('42.nonce', signature, 'device')).toBe(false);
  });

  it('treats a value it cannot decrypt as unusable, with a log line that holds no key', () => {
    const { log, lines } = createRecordingLogger();
    const sealed = createSecretBox('app-secret-one', log).seal('sk-live-123456', 'openai');
    const otherSecret = createSecretBox('app-secret-two', log);
    expect(otherSecret.open(sealed, 'openai')).toBeNull();
    // Bound to its service: a value copied into another row does not decrypt either.
    expect(createSecretBox('app-secret-one', log).open(sealed, 'unsplash')).toBeNull();
    expect(otherSecret.open('enc:v1:garbage', 'openai')).toBeNull();
    expect(otherSecret.open('enc:v9:a:b:c', 'openai')).toBeNull();
    expect(lines).toHaveLength(4);
    expect(lines[0]).toContain('stored API key cannot be decrypted');
    expect(lines.join('\n')).not.toContain('sk-live');
  });

  it('without APP_SECRET generates a 0600 secret file once and reuses it on the next start', () => {
    const dataDir = createDataDir();
    const first = createRecordingLogger();
    const sealed = loadSecretBox({ appSecret: undefined, dataDir, log: first.log }).seal('sk-live-123456', 'openai');
    const path = join(dataDir, SECRET_FILE_NAME);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(path, 'utf8'), 'base64')).toHaveLength(32);
    expect(first.lines.join('\n')).toContain('generated a secret');
    const secretText = readFileSync(path, 'utf8');
    expect(first.lines.join('\n')).not.toContain(secretText);

    const second = createRecordingLogger();
    const restarted = loadSecretBox({ appSecret: undefined, dataDir, log: second.log });
    expect(readFileSync(path, 'utf8')).toBe(secretText);
    expect(restarted.open(sealed, 'openai')).toBe('sk-live-123456');
    expect(second.lines).toEqual([]);
  });

  it('uses APP_SECRET when set (no file), and refuses a damaged secret file', () => {
    const dataDir = createDataDir();
    const { log } = createRecordingLogger();
    const sealed = loadSecretBox({ appSecret: 'shared-secret', dataDir, log }).seal('sk-1', 'openai');
    expect(loadSecretBox({ appSecret: 'shared-secret', dataDir: createDataDir(), log }).open(sealed, 'openai')).toBe('sk-1');
    expect(() => statSync(join(dataDir, SECRET_FILE_NAME))).toThrow();

    loadSecretBox({ appSecret: undefined, dataDir, log });
    writeFileSync(join(dataDir, SECRET_FILE_NAME), 'short');
    expect(() => loadSecretBox({ appSecret: undefined, dataDir, log })).toThrow(/does not hold a 32-byte base64 secret/);
  });
});
