import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: used for session ids and reset tokens. */
export function createRandomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as SHA-256: they are random, so a fast hash is enough to make a leak useless. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
