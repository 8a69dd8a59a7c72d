/**
 * bytea on PGlite. Its own conversion goes through PostgreSQL's hex text one byte at a time in
 * JavaScript: about 9 s to write a 4 MB Word file and 1.5 s to read it, on the request thread, during
 * which no other request is answered.
 * - Writes: the bytes go to the engine as they are, as a binary parameter (the protocol's bind sends
 *   any byte array in binary format). The hex text of a 10 MB file was 20 MB of string that the
 *   protocol writer then measured and copied character by character. PGlite's Bind writer then copied
 *   the bytes five times over (a slice, a growing parameter buffer, its flush, the growing message, its
 *   flush): 50 MB of garbage per 10 MB upload, collected on the request thread. writeBindMessage puts
 *   them in the message once.
 * - Reads: the engine answers in text, and Node's hex codec decodes it in milliseconds.
 */
import { protocol, types, type PGlite } from '@electric-sql/pglite';

function passBytesAsBinary(value: unknown): string {
  if (!(value instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
  // PGlite's types say serializers return text; its bind sends a returned byte array in binary format.
  return value as unknown as string;
}

function parseBytea(text: string): Uint8Array {
  const bytes = Buffer.from(text.slice(2), 'hex');
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

type TBindConfig = {
  portal?: string;
  statement?: string;
  binary?: boolean;
  values?: unknown[];
  valueMapper?: (value: unknown, index: number) => unknown;
};

const BIND = 0x42;

/**
 * The same Bind message as PGlite's writer, byte for byte, sized first and written once: byte arrays
 * in binary format, other values as UTF-8 text, null and undefined as SQL NULL.
 * NOTE: https://www.postgresql.org/docs/current/protocol-message-formats.html (Bind)
 */
export function writeBindMessage({ portal = '', statement = '', binary = false, values = [], valueMapper }: TBindConfig = {}): Uint8Array {
  const params = values.map((value, index) => {
    const mapped = valueMapper ? valueMapper(value, index) : value;
    if (mapped === null || mapped === undefined) return null;
    if (ArrayBuffer.isView(mapped)) return { isBinary: true, bytes: new Uint8Array(mapped.buffer, mapped.byteOffset, mapped.byteLength) };
    if (mapped instanceof ArrayBuffer) return { isBinary: true, bytes: new Uint8Array(mapped) };
    return { isBinary: false, bytes: Buffer.from(String(mapped)) };
  });
  const names = [Buffer.from(portal), Buffer.from(statement)];
  const length =
    4 +
    names.reduce((sum, name) => sum + name.length + 1, 0) +
    2 +
    2 * params.length +
    2 +
    params.reduce((sum, param) => sum + 4 + (param?.bytes.length ?? 0), 0) +
    2;
  const message = new Uint8Array(1 + length);
  const view = new DataView(message.buffer);
  message[0] = BIND;
  view.setInt32(1, length);
  let offset = 5;
  for (const name of names) {
    message.set(name, offset);
    offset += name.length + 1;
  }
  view.setUint16(offset, params.length);
  offset += 2;
  for (const param of params) {
    view.setInt16(offset, param?.isBinary ? 1 : 0);
    offset += 2;
  }
  view.setUint16(offset, params.length);
  offset += 2;
  for (const param of params) {
    view.setInt32(offset, param ? param.bytes.length : -1);
    offset += 4;
    if (!param) continue;
    message.set(param.bytes, offset);
    offset += param.bytes.length;
  }
  // As PGlite writes it: the result format count, 0 (all text) unless binary.
  view.setInt16(offset, binary ? 1 : 0);
  return message;
}

export function useNativeByteaConversion(client: PGlite): void {
  client.serializers[types.BYTEA] = passBytesAsBinary;
  client.parsers[types.BYTEA] = parseBytea;
  // The writer is shared by every PGlite instance; all get the same messages, only cheaper.
  protocol.serialize.bind = writeBindMessage;
}
