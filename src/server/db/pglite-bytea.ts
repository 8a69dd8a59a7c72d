/**
 * bytea on PGlite. Its own conversion goes through PostgreSQL's hex text one byte at a time in
 * JavaScript: about 9 s to write a 4 MB Word file and 1.5 s to read it, on the request thread, during
 * which no other request is answered.
 * - Writes: the bytes go to the engine as they are, as a binary parameter (the protocol's bind sends
 *   any byte array in binary format). The hex text of a 10 MB file was 20 MB of string that the
 *   protocol writer then measured and copied character by character.
 * - Reads: the engine answers in text, and Node's hex codec decodes it in milliseconds.
 */
import { types, type PGlite } from '@electric-sql/pglite';

function passBytesAsBinary(value: unknown): string {
  if (!(value instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
  // PGlite's types say serializers return text; its bind sends a returned byte array in binary format.
  return value as unknown as string;
}

function parseBytea(text: string): Uint8Array {
  const bytes = Buffer.from(text.slice(2), 'hex');
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

export function useNativeByteaConversion(client: PGlite): void {
  client.serializers[types.BYTEA] = passBytesAsBinary;
  client.parsers[types.BYTEA] = parseBytea;
}
