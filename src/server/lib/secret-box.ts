/**
 * Encrypts third-party API keys at rest (AES-256-GCM, decision 008) and signs what the server hands
 * out to be given back unchanged (HMAC-SHA256: login device cookies; the keyed hashes that count
 * resume link visitors without recording who they are). Each key is derived
 * (HKDF-SHA256) from APP_SECRET, or else from a random secret generated once into
 * DATA_DIR/app-secret.key, with its own purpose, so no value made for one use passes for another.
 * Stored form of a key: `enc:v1:<iv>:<tag>:<ciphertext>` (base64), bound to the service name so a
 * value copied into another row does not decrypt.
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/** Starts every encrypted value, whatever its format version. */
export const SEALED_VALUE_MARK = 'enc:';
const SEALED_PREFIX = `${SEALED_VALUE_MARK}v1:`;
const CIPHER = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;
const HKDF_SALT = 'devmatch';
const HKDF_INFO = 'api-keys v1';
export const SECRET_FILE_NAME = 'app-secret.key';

export type TSecretBox = {
  /** The stored form of `plain` for this service ('' stays '': no key set). */
  seal: (plain: string, serviceName: string) => string;
  /**
   * The clear value of a stored one: '' when none is set, null when it cannot be decrypted (logged).
   * A value without the prefix is plaintext from before encryption, read as is until the next start seals it.
   */
  open: (stored: string, serviceName: string) => string | null;
  /** The signature (base64url) of `message` for `purpose`. */
  sign: (message: string, purpose: string) => string;
  /** Whether `signature` is `sign(message, purpose)`, compared in constant time. */
  verify: (message: string, signature: string, purpose: string) => boolean;
};

function deriveKey(secret: string | Buffer, info: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, HKDF_SALT, info, KEY_BYTES));
}

export function createSecretBox(secret: string | Buffer, log: FastifyBaseLogger): TSecretBox {
  const key = deriveKey(secret, HKDF_INFO);

  function seal(plain: string, serviceName: string): string {
    if (plain === '') return '';
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(CIPHER, key, iv).setAAD(Buffer.from(serviceName));
    const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64'));
    return SEALED_PREFIX + parts.join(':');
  }

  function open(stored: string, serviceName: string): string | null {
    if (!stored.startsWith(SEALED_VALUE_MARK)) return stored.trim();
    try {
      if (!stored.startsWith(SEALED_PREFIX)) throw new Error('unknown format version');
      const [iv, tag, ciphertext] = stored
        .slice(SEALED_PREFIX.length)
        .split(':')
        .map((part) => Buffer.from(part, 'base64'));
      const decipher = createDecipheriv(CIPHER, key, iv!, { authTagLength: TAG_BYTES }).setAAD(Buffer.from(serviceName));
      decipher.setAuthTag(tag!);
      return Buffer.concat([decipher.update(ciphertext!), decipher.final()]).toString('utf8');
    } catch {
      log.warn(
        { serviceName },
        'stored API key cannot be decrypted (was APP_SECRET or app-secret.key changed?); the key counts as not set until an admin enters it again',
      );
      return null;
    }
  }

  // Derived once per purpose: signing is on hot paths (every login, every public resume view).
  const signingKeys = new Map<string, Buffer>();
  function sign(message: string, purpose: string): string {
    let signingKey = signingKeys.get(purpose);
    if (!signingKey) signingKeys.set(purpose, (signingKey = deriveKey(secret, `signature ${purpose}`)));
    return createHmac('sha256', signingKey).update(message).digest('base64url');
  }

  function verify(message: string, signature: string, purpose: string): boolean {
    const expected = Buffer.from(sign(message, purpose));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  return { seal, open, sign, verify };
}

/** The secret file's contents, creating it (0600, 32 random bytes) on the first start. */
function readOrCreateSecretFile(dataDir: string, log: FastifyBaseLogger): Buffer {
  const path = join(dataDir, SECRET_FILE_NAME);
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': never overwrite a secret that exists, or every stored key would become unreadable.
    writeFileSync(path, randomBytes(KEY_BYTES).toString('base64'), { mode: 0o600, flag: 'wx' });
    log.warn({ path }, 'APP_SECRET is not set: generated a secret for encrypting API keys; keep this file with the data');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = Buffer.from(readFileSync(path, 'utf8').trim(), 'base64');
  if (secret.length !== KEY_BYTES) throw new Error(`${path} does not hold a ${KEY_BYTES}-byte base64 secret; restore it or set APP_SECRET`);
  return secret;
}

/** The box for this process: APP_SECRET when set, else the generated secret file in DATA_DIR. */
export function loadSecretBox(params: { appSecret: string | undefined; dataDir: string; log: FastifyBaseLogger }): TSecretBox {
  const secret = params.appSecret ?? readOrCreateSecretFile(params.dataDir, params.log);
  return createSecretBox(secret, params.log);
}
