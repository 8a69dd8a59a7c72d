/**
 * Hostile variants of a valid API request, drawn by fast-check: path parameters, query strings and
 * JSON bodies with wrong types, oversized strings and arrays, astral, right-to-left, combining and
 * ill-formed Unicode, NUL bytes, deep nesting, unknown fields, invalid JSON and wrong content types.
 * A variant is a mutation applied to the route's current valid request, so it stays meaningful when
 * the fixtures it addresses are replaced.
 */
import fc from 'fast-check';
import { z } from 'zod';
import { SESSION_COOKIE } from '#server/plugins/auth.ts';
import type { TMatrixRequest } from './authorization-fixtures.ts';

export type TFuzzCase = { label: string; request: TMatrixRequest };
/** Turns the route's current valid request into a hostile one. */
type TRequestMutation = (base: TMatrixRequest) => TFuzzCase;

/** What a route's mutations start from: its pattern and the field names its schemas know. */
type TFuzzTarget = { pattern: string; bodyKeys: string[]; queryKeys: string[]; bodyLimitBytes: number };

type TJson = null | boolean | number | string | TJson[] | { [key: string]: TJson } | RawJson;

/** JSON text placed as it is: nesting deeper than JSON.stringify could write. */
class RawJson {
  constructor(readonly text: string) {}
}

const JSON_CONTENT_TYPE = { 'content-type': 'application/json' };

const SPECIAL_STRINGS = [
  '',
  ' ',
  '\u0000',
  'Jane\u0000Doe',
  '\ud800',
  'a\udfffb',
  'emoji half \ud83d',
  '\u202eevil\u202c',
  'שלום עולם',
  'مرحبا',
  'e\u0301\u0302\u0303\u0304'.repeat(40),
  'Z\u0351\u0352\u0353\u0354\u0355\u0356\u0357\u0358\u0359\u035a',
  '𝕳𝖊𝖑𝖑𝖔 😀👩‍👩‍👧‍👦',
  '\ufeffBOM',
  '\uffff\ufffe',
  '\u2028\u2029',
  'null',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '0x1F',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00%ff',
  '{{7*7}}${7*7}',
  '__proto__',
];

const OVERSIZED_LENGTHS = [256, 1_001, 5_001, 20_001, 100_001];

/** Strings of every awkward kind: special cases, arbitrary code points, graphemes, NUL and lone surrogates inserted, oversized. */
function hostileStringArbitrary(): fc.Arbitrary<string> {
  const breaker = fc.constantFrom('\u0000', '\ud800', '\udc00', '\u202e', '\u0301');
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...SPECIAL_STRINGS) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
    {
      weight: 2,
      arbitrary: fc.tuple(fc.string({ maxLength: 20 }), breaker, fc.string({ maxLength: 20 })).map(([a, b, c]) => `${a}${b}${c}`),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.constantFrom(...OVERSIZED_LENGTHS), fc.constantFrom('x', 'é', '😀', '\u0000')).map(([n, c]) => c.repeat(n)),
    },
  );
}

const SPECIAL_NUMBERS = [0, -0, -1, 1.5, -2.5, 2 ** 31, 2 ** 31 - 1, -(2 ** 31), 2 ** 53 + 2, Number.MAX_VALUE, Number.MIN_VALUE, 1e-7];

function deepJson(depth: number, open: '[' | '{"a":'): RawJson {
  const close = open === '[' ? ']' : '}';
  return new RawJson(`${open.repeat(depth)}1${close.repeat(depth)}`);
}

/** Any JSON value where the schema expects something else: wrong types, huge arrays, deep nesting. */
function hostileValueArbitrary(): fc.Arbitrary<TJson> {
  const scalar: fc.Arbitrary<TJson> = fc.oneof(
    hostileStringArbitrary(),
    fc.constantFrom(null, true, false, ...SPECIAL_NUMBERS),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
  );
  return fc.oneof(
    { weight: 6, arbitrary: scalar },
    { weight: 1, arbitrary: fc.constantFrom<TJson>([], {}, [null], [[]], { '': null }) },
    { weight: 2, arbitrary: fc.array(scalar, { maxLength: 5 }) },
    { weight: 1, arbitrary: fc.dictionary(hostileStringArbitrary(), scalar, { maxKeys: 3 }) },
    {
      weight: 1,
      // Short items: a long array of oversized strings would outgrow any body limit (and JavaScript's strings).
      arbitrary: fc
        .tuple(fc.constantFrom(101, 1_001, 20_001), fc.constantFrom<TJson>('TypeScript', '', '\u0000', '𝕏', null, 0, -1, {}))
        .map(([n, item]) => Array.from({ length: n }, () => item)),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(100, 5_000, 100_000), fc.constantFrom('[' as const, '{"a":' as const))
        .map(([d, o]) => deepJson(d, o)),
    },
  );
}

/** JSON text of a value that may hold raw parts. */
function toJsonText(value: TJson): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, inner: unknown) => {
    if (!(inner instanceof RawJson)) return inner;
    raws.push(inner.text);
    return `\u0001raw${raws.length - 1}\u0001`;
  });
  return text.replace(/"\\u0001raw(\d+)\\u0001"/g, (_match, index: string) => raws[Number(index)]!);
}

/** Percent-encodes a path segment or query value; a lone surrogate becomes the (invalid) UTF-8 bytes of its code unit. */
function encodeHostile(value: string): string {
  let encoded = '';
  for (const char of value) {
    const unit = char.charCodeAt(0);
    const isLone = char.length === 1 && unit >= 0xd800 && unit <= 0xdfff;
    encoded += isLone
      ? `%ED%${(0xa0 | ((unit >> 6) & 0x0f)).toString(16)}%${(0x80 | (unit & 0x3f)).toString(16)}`
      : encodeURIComponent(char);
  }
  return encoded;
}

// Numbers written loosely (' 999999', '0x7fffffff') name ids no fixture has, so they cannot take one away.
const RAW_SEGMENTS = [
  '%',
  '%zz',
  '%00',
  '%ff',
  '..',
  '.',
  '%2e%2e',
  '%2F',
  '-1',
  '0',
  '1.5',
  '1e9',
  '0x7fffffff',
  'NaN',
  'Infinity',
  ' 999999',
  '+999999',
  '2147483648',
  '99999999999999999999999',
];

/** A path segment: a number no id can be, raw bytes no decoder accepts, or any hostile string. */
function hostileSegmentArbitrary(): fc.Arbitrary<{ raw: string; shown: string }> {
  return fc.oneof(
    fc.constantFrom(...RAW_SEGMENTS).map((raw) => ({ raw, shown: raw })),
    fc
      .oneof(fc.integer({ min: -(2 ** 40), max: 0 }), fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }))
      .map((n) => ({ raw: String(n), shown: String(n) })),
    hostileStringArbitrary().map((value) => ({ raw: encodeHostile(value) || '%20', shown: value })),
  );
}

/** At most 60 printable characters of a value, for a case's label. */
function showValue(value: unknown): string {
  const text =
    typeof value === 'string'
      ? JSON.stringify(value)
      : value instanceof RawJson
        ? `<nested ${value.text.length} chars>`
        : toJsonText(value as TJson);
  const printable = (text ?? 'undefined').replace(/[^\x20-\x7e]/g, '?');
  return printable.length > 60 ? `${printable.slice(0, 57)}... (${text.length} chars)` : printable;
}

function splitUrl(url: string): { path: string; query: URLSearchParams } {
  const [path, query = ''] = url.split('?', 2) as [string, string?];
  return { path, query: new URLSearchParams(query) };
}

function withBody(base: TMatrixRequest, payload: string | Buffer | undefined, headers: Record<string, string>): TMatrixRequest {
  const { 'content-type': _dropped, ...rest } = base.headers ?? {};
  return { url: base.url, headers: { ...rest, ...headers }, ...(payload === undefined ? {} : { payload }) };
}

/** Every path into a JSON value (objects and arrays), the value itself first. */
function listPaths(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== 'object' || prefix.length > 4) return [prefix];
  return [prefix, ...Object.entries(value).flatMap(([key, child]) => listPaths(child, [...prefix, key]))];
}

/** A copy of `root` with the value at `path` replaced (or removed when `value` is undefined). */
function setAtPath(root: unknown, path: string[], value: TJson | undefined): TJson | undefined {
  if (path.length === 0) return value;
  const copy = structuredClone(root) as Record<string, TJson>;
  let node: Record<string, TJson> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, TJson>;
  const last = path[path.length - 1]!;
  if (value === undefined) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else node[last] = value;
  return copy;
}

/** A copy of the base's JSON body; an empty object for routes without one. */
function getJsonBody(base: TMatrixRequest): Record<string, TJson> {
  const { payload } = base;
  return payload && typeof payload === 'object' && !Buffer.isBuffer(payload) ? (structuredClone(payload) as Record<string, TJson>) : {};
}

function bodyFieldMutations(target: TFuzzTarget): fc.Arbitrary<TRequestMutation> {
  const replace = fc.tuple(fc.nat(), hostileValueArbitrary()).map(([pick, value]): TRequestMutation => (base) => {
    const body = getJsonBody(base);
    // The fields the request holds, and the schema's other top-level fields.
    const paths = [...listPaths(body).slice(1), ...target.bodyKeys.filter((key) => !(key in body)).map((key) => [key])];
    const path = paths.length > 0 ? paths[pick % paths.length]! : ['unknown'];
    const request = withBody(base, toJsonText(setAtPath(body, path, value)!), JSON_CONTENT_TYPE);
    return { label: `body ${path.join('.')} = ${showValue(value)}`, request };
  });
  const remove = fc.nat().map((pick): TRequestMutation => (base) => {
    const body = getJsonBody(base);
    const paths = listPaths(body).slice(1);
    const path = paths[pick % Math.max(paths.length, 1)] ?? [];
    return {
      label: `body ${path.join('.') || '{}'} removed`,
      request: withBody(base, toJsonText(setAtPath(body, path, undefined) ?? {}), JSON_CONTENT_TYPE),
    };
  });
  const extraKey = fc.oneof(
    hostileStringArbitrary(),
    fc.constantFrom('__proto__', 'constructor', 'prototype', 'isAdmin', 'userType', 'id'),
  );
  const extra = fc.tuple(extraKey, hostileValueArbitrary()).map(([key, value]): TRequestMutation => (base) => {
    // A literal key, as JSON.parse sees it: assigning __proto__ on an object would set its prototype.
    const text = toJsonText(getJsonBody(base));
    const field = `${JSON.stringify(key)}:${toJsonText(value)}`;
    const request = withBody(base, text === '{}' ? `{${field}}` : `{${field},${text.slice(1)}`, JSON_CONTENT_TYPE);
    return { label: `body extra field ${showValue(key)} = ${showValue(value)}`, request };
  });
  return fc.oneof({ weight: 5, arbitrary: replace }, { weight: 1, arbitrary: remove }, { weight: 2, arbitrary: extra });
}

/** A mutation that sends `payload` with `headers` in place of the route's body. */
function sendBody(label: string, payload: (base: TMatrixRequest) => string | Buffer, headers: Record<string, string>): TRequestMutation {
  return (base) => ({ label, request: withBody(base, payload(base), headers) });
}

/** Bodies no JSON parser or schema should accept: broken text, other types, other content types, too large. */
function wholeBodyMutations(target: TFuzzTarget): fc.Arbitrary<TRequestMutation> {
  const invalidJson = fc.constantFrom(
    '{',
    '{"a":}',
    '{"a":1,}',
    "{'a':1}",
    'nul',
    '\ufeff{}',
    '{"a":"\\ud800"}',
    '[1,2',
    '{"a":1}{"b":2}',
    '\u0000',
    '{"a":"\u0000"}',
    '1e999999',
  );
  const otherJson = fc.constantFrom('[]', 'null', '0', '"text"', 'true', '[{}]', '-1e308');
  const contentTypes = fc.constantFrom(
    'text/plain',
    'application/x-www-form-urlencoded',
    'application/xml',
    'multipart/form-data',
    'application/json; charset=utf-16',
    'application/octet-stream',
    'application/jsonx',
    'image/png',
  );
  const invalidUtf8 = Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xc3, 0x28, 0xff, 0xed, 0xa0, 0x80]), Buffer.from('"}')]);
  return fc.oneof(
    invalidJson.map((text) => sendBody(`invalid JSON ${showValue(text)}`, () => text, JSON_CONTENT_TYPE)),
    otherJson.map((text) => sendBody(`JSON body ${text}`, () => text, JSON_CONTENT_TYPE)),
    contentTypes.map((type) => sendBody(`content-type ${type}`, (base) => toJsonText(getJsonBody(base)), { 'content-type': type })),
    fc.constant(sendBody('JSON body with invalid UTF-8', () => invalidUtf8, JSON_CONTENT_TYPE)),
    fc.constant(
      sendBody(
        'body beyond the body limit',
        (base) => toJsonText({ ...getJsonBody(base), padding: 'x'.repeat(target.bodyLimitBytes) }),
        JSON_CONTENT_TYPE,
      ),
    ),
    fc
      .constantFrom(1_000, 200_000)
      .map((depth) => sendBody(`JSON nested ${depth} deep`, () => deepJson(depth, '[').text, JSON_CONTENT_TYPE)),
  );
}

function pathMutations(target: TFuzzTarget): fc.Arbitrary<TRequestMutation> | null {
  const segments = target.pattern.split('/');
  const params = segments.flatMap((segment, index) => (segment.startsWith(':') || segment === '*' ? [index] : []));
  if (params.length === 0) return null;
  return fc.tuple(fc.constantFrom(...params), hostileSegmentArbitrary()).map(([index, segment]): TRequestMutation => (base) => {
    const { path, query } = splitUrl(base.url);
    const parts = path.split('/');
    // A wildcard takes the rest of the path.
    const next = [...parts.slice(0, index), segment.raw, ...(segments[index] === '*' ? [] : parts.slice(index + 1))].join('/');
    const search = query.toString();
    return {
      label: `path ${segments[index]} = ${showValue(segment.shown)}`,
      request: { ...base, url: search ? `${next}?${search}` : next },
    };
  });
}

function queryMutations(target: TFuzzTarget): fc.Arbitrary<TRequestMutation> {
  const keys = [...new Set([...target.queryKeys, 'page', 'unknown'])];
  const value = fc.oneof(
    hostileStringArbitrary().map((text) => ({ raw: encodeHostile(text), shown: text })),
    fc.constantFrom(...RAW_SEGMENTS).map((raw) => ({ raw, shown: raw })),
  );
  const setOne = fc
    .tuple(fc.constantFrom(...keys), value, fc.boolean())
    .map(([key, { raw, shown }, isRepeated]): TRequestMutation => (base) => {
      const { path, query } = splitUrl(base.url);
      query.delete(key);
      const pair = `${key}=${raw}`;
      const url = `${path}?${[query.toString(), pair, isRepeated ? pair : ''].filter(Boolean).join('&')}`;
      return { label: `query ${key}=${showValue(shown)}${isRepeated ? ' (twice)' : ''}`, request: { ...base, url } };
    });
  const rawQueries = [
    '?%',
    '?a[b]=1',
    '?__proto__[x]=1',
    '?=&=',
    '?&&&',
    `?${'a=1&'.repeat(2000)}`,
    '?%00=%00',
    `?q=${'x'.repeat(100_000)}`,
  ];
  const rawQuery = fc.constantFrom(...rawQueries).map((raw): TRequestMutation => (base) => ({
    label: `query ${showValue(raw)}`,
    request: { ...base, url: `${splitUrl(base.url).path}${raw}` },
  }));
  return fc.oneof({ weight: 3, arbitrary: setOne }, { weight: 1, arbitrary: rawQuery });
}

// Header values a real client can send: Node's HTTP parser refuses control characters before any route runs.
const HEADER_VALUES = [
  '',
  ' ',
  'é\u00ff\u00a0',
  'x'.repeat(8_000),
  '"*"',
  '*',
  'W/"1", "2"',
  '=;=;',
  'a'.repeat(101),
  '%00',
  '\u00c3\u00a9',
];

function headerMutations(): fc.Arbitrary<TRequestMutation> {
  const names = fc.constantFrom('user-agent', 'cookie', 'if-none-match', 'accept', 'x-forwarded-for', 'accept-language', 'origin');
  return fc.tuple(names, fc.constantFrom(...HEADER_VALUES), fc.boolean()).map(([name, value, isSession]): TRequestMutation => (base) => {
    // A hostile session cookie reaches the session loader; other cookies are ignored before it.
    const sent = name === 'cookie' && isSession ? `${SESSION_COOKIE}=${value}` : value;
    return { label: `header ${name}: ${showValue(sent)}`, request: { ...base, headers: { ...base.headers, [name]: sent } } };
  });
}

/**
 * Every kind of hostile change that can reach the route's code: `body` 'read' for routes that read a
 * body (JSON or upload), 'parsed' for routes that take none but whose method has one parsed, 'none'
 * for GET. Query strings are drawn more often where the route reads one.
 */
export function createRequestMutationArbitrary(target: TFuzzTarget, body: 'read' | 'parsed' | 'none'): fc.Arbitrary<TRequestMutation> {
  const path = pathMutations(target);
  const weighted = [
    { weight: 3, arbitrary: path },
    { weight: target.queryKeys.length > 0 ? 3 : 1, arbitrary: queryMutations(target) },
    { weight: body === 'read' ? 6 : 0, arbitrary: bodyFieldMutations(target) },
    { weight: { read: 3, parsed: 1, none: 0 }[body], arbitrary: wholeBodyMutations(target) },
    { weight: 1, arbitrary: headerMutations() },
  ];
  return fc.oneof(
    ...weighted.filter((entry): entry is fc.WeightedArbitrary<TRequestMutation> => entry.arbitrary !== null && entry.weight > 0),
  );
}

/** The field names of a route's Zod object schema (through pipes, optionals and defaults); none for anything else. */
export function listSchemaKeys(schema: unknown): string[] {
  let current = schema;
  while (current instanceof z.ZodType) {
    if (current instanceof z.ZodObject) return Object.keys(current.shape);
    if (current instanceof z.ZodPipe) current = current.in;
    else if (current instanceof z.ZodOptional || current instanceof z.ZodDefault || current instanceof z.ZodNullable)
      current = current.unwrap();
    else return [];
  }
  return [];
}
