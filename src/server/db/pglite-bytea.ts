/**
 * PGlite converts bytea values to and from PostgreSQL's hex text one byte at a time in JavaScript:
 * about 9 s to write a 4 MB Word file and 1.5 s to read it, on the request thread, during which no
 * other request is answered. Node's own hex codec does the same in milliseconds.
 */
import { types, type PGlite } from '@electric-sql/pglite';

function serializeBytea(value: unknown): string {
  if (!(value instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
  return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
}

function parseBytea(text: string): Uint8Array {
  const bytes = Buffer.from(text.slice(2), 'hex');
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

export function useNativeByteaConversion(client: PGlite): void {
  client.serializers[types.BYTEA] = serializeBytea;
  client.parsers[types.BYTEA] = parseBytea;
}
