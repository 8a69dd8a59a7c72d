/**
 * The process logger (pino). Logged errors and request URLs lose their secrets first: a failed query
 * carries its parameters (password hashes, API key values, tokens) in `params`, in its message and in
 * its stack, and the driver's `detail` echoes the row; a reset link's token rides in the query string.
 */
import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';

export const REDACTED = '[Redacted]';

/** Field (and query parameter) names that hold a secret, wherever they appear. */
const SECRET_NAME = /pass(word|wd|phrase)|token|secret|key|hash|cookie|authorization|credential/i;
/** Fields of database errors that hold the values of a statement or a row. */
const VALUE_FIELDS = new Set(['params', 'parameters', 'values', 'detail']);
/** Shorter values are left in messages: scrubbing them would mangle ordinary words and numbers. */
const MIN_SCRUBBED_LENGTH = 8;
const MAX_DEPTH = 8;

const isRedactedField = (name: string) => VALUE_FIELDS.has(name) || SECRET_NAME.test(name);

function isErrorLike(value: unknown): value is Error {
  return value instanceof Error || (typeof value === 'object' && value !== null && 'message' in value && 'stack' in value);
}

/** Every string under a redacted field, at any depth, so its echoes in messages can be scrubbed too. */
function collectSecrets(value: unknown, found: Set<string>, seen: WeakSet<object>, isSecret = false, depth = 0): void {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') {
    const text = String(value);
    if (isSecret && text.length >= MIN_SCRUBBED_LENGTH) found.add(text);
    return;
  }
  if (typeof value !== 'object' || value === null || seen.has(value) || depth > MAX_DEPTH) return;
  seen.add(value);
  for (const [name, child] of Object.entries(value)) {
    collectSecrets(child, found, seen, isSecret || isRedactedField(name), depth + 1);
  }
  if (isErrorLike(value)) {
    collectSecrets(value.cause, found, seen, isSecret, depth + 1);
    collectSecrets((value as { errors?: unknown }).errors, found, seen, isSecret, depth + 1);
  }
}

function scrub(text: string, secrets: Set<string>): string {
  let result = text;
  for (const secret of secrets) result = result.split(secret).join(REDACTED);
  return result;
}

/** Drizzle's message is 'Failed query: <sql>\nparams: <values>': the values go. */
function redactMessage(message: string, secrets: Set<string>): string {
  const paramsAt = message.indexOf('\nparams: ');
  const withoutParams = paramsAt === -1 ? message : `${message.slice(0, paramsAt)}\nparams: ${REDACTED}`;
  return scrub(withoutParams, secrets);
}

function redactValue(value: unknown, secrets: Set<string>, seen: WeakSet<object>, depth: number): unknown {
  if (typeof value === 'string') return scrub(value, secrets);
  if (typeof value !== 'object' || value === null) return value;
  if (isErrorLike(value)) return serializeErrorWith(value, secrets, seen, depth);
  if (value instanceof Date) return value;
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return `[${value.byteLength} bytes]`;
  if (seen.has(value) || depth > MAX_DEPTH) return '[Circular or too deep]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => redactValue(item, secrets, seen, depth + 1));
  const result: Record<string, unknown> = {};
  for (const [name, child] of Object.entries(value)) {
    result[name] = isRedactedField(name) ? REDACTED : redactValue(child, secrets, seen, depth + 1);
  }
  return result;
}

function serializeErrorWith(error: Error, secrets: Set<string>, seen: WeakSet<object>, depth: number): unknown {
  if (seen.has(error) || depth > MAX_DEPTH) return '[Circular or too deep]';
  seen.add(error);
  const message = typeof error.message === 'string' ? error.message : String(error.message);
  const redactedMessage = redactMessage(message, secrets);
  let stack = typeof error.stack === 'string' ? error.stack : undefined;
  if (stack && redactedMessage !== message) {
    // The stack starts with '<name>: <message>': rebuild that head and keep the frames.
    const framesAt = stack.indexOf('\n    at ');
    stack = `${error.name}: ${redactedMessage}${framesAt === -1 ? '' : stack.slice(framesAt)}`;
  }
  const serialized: Record<string, unknown> = {
    type: error.constructor?.name ?? error.name,
    message: redactedMessage,
    stack: stack === undefined ? undefined : scrub(stack, secrets),
  };
  for (const [name, value] of Object.entries(error)) {
    if (name in serialized || name === 'cause') continue;
    serialized[name] = isRedactedField(name) ? REDACTED : redactValue(value, secrets, seen, depth + 1);
  }
  // Often not enumerable (new Error(message, { cause }), AggregateError), so read by name.
  if (error.cause !== undefined) serialized.cause = redactValue(error.cause, secrets, seen, depth + 1);
  const { errors } = error as { errors?: unknown };
  if (Array.isArray(errors)) serialized.aggregateErrors = errors.map((item) => redactValue(item, secrets, seen, depth + 1));
  return serialized;
}

/**
 * pino's `err` serializer with secrets removed: query parameters, driver details and any field named
 * like a password, token, key or secret (at any depth, causes included) become '[Redacted]', and
 * their values are scrubbed from messages and stacks.
 */
export function serializeError(error: unknown): unknown {
  if (!isErrorLike(error)) return redactValue(error, new Set(), new WeakSet(), 0);
  const secrets = new Set<string>();
  collectSecrets(error, secrets, new WeakSet());
  return serializeErrorWith(error, secrets, new WeakSet(), 0);
}

/** The error's message as serializeError writes it. */
function redactErrorMessage(error: Error): string {
  const secrets = new Set<string>();
  collectSecrets(error, secrets, new WeakSet());
  return redactMessage(String(error.message), secrets);
}

/** A URL with the values of secret-named query parameters (`?token=`) replaced. */
export function redactUrl(url: string): string {
  return url.replace(/([?&])([^=&#]+)=([^&#]*)/g, (match, separator: string, name: string) => {
    let decoded = name;
    try {
      decoded = decodeURIComponent(name);
    } catch {
      // A malformed name is checked as it is.
    }
    return SECRET_NAME.test(decoded) ? `${separator}${name}=${REDACTED}` : match;
  });
}

type TLoggedRequest = {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  headers?: Record<string, unknown>;
  socket?: { remotePort?: number };
};

/** Fastify's own request serializer, with the URL redacted. */
function serializeRequest(request: TLoggedRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: request.headers?.['accept-version'],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Where the process logs: readable lines when a person watches (a terminal, or LOG_FORMAT=pretty), pino's
 * JSON on stdout otherwise (a file, a container's log collector), which LOG_FORMAT=json forces.
 */
export function chooseLogDestination(
  format: 'pretty' | 'json' | undefined,
  isTerminal: boolean,
  output: NodeJS.WritableStream | number = 1,
): DestinationStream | undefined {
  if (format === 'json' || (format === undefined && !isTerminal)) return undefined;
  return pretty({ colorize: isTerminal, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', destination: output });
}

export function createLogger(options: { level: string; destination?: DestinationStream }): Logger {
  return pino(
    {
      level: options.level,
      serializers: { err: serializeError, req: serializeRequest },
      hooks: {
        // Without a message of its own, pino (and Fastify's default error log) uses the error's raw message.
        logMethod(args, method) {
          const [first, second] = args as unknown[];
          const error = isErrorLike(first)
            ? first
            : isErrorLike((first as { err?: unknown } | null)?.err)
              ? (first as { err: Error }).err
              : undefined;
          if (error && (second === undefined || second === error.message)) {
            return method.apply(this, [first, redactErrorMessage(error), ...args.slice(2)] as Parameters<typeof method>);
          }
          return method.apply(this, args);
        },
      },
    },
    options.destination,
  );
}
