/**
 * A stored file's SHA-256, hex. WebCrypto hashes on libuv's thread pool: a 10 MB upload costs the
 * request thread nothing, where createHash held it for 10-25 ms (and, inside a transaction, the
 * embedded database with it).
 */
import { webcrypto } from 'node:crypto';

export async function hashFile(bytes: Buffer): Promise<string> {
  return Buffer.from(await webcrypto.subtle.digest('SHA-256', bytes)).toString('hex');
}
