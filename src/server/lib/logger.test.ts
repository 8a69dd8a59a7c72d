import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { Writable } from 'node:stream';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TApiKey } from '#shared/schemas/admin.ts';
import { createAdminWithSession } from '#tests/factories/admins.ts';
import { buildRegistration } from '#tests/factories/users.ts';
import { useTestApp } from '#tests/setup/test-app.ts';
import { ensurePlatformDefaults } from '../bootstrap/platform-defaults.ts';
import { chooseLogDestination, createLogger, REDACTED, redactUrl, serializeError } from './logger.ts';

const PASSWORD_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA';
const API_KEY = 'sk-live-4f9c2b7e1d8a6350';

/** What drizzle throws for a failed statement: the driver's error as the cause, both holding the values. */
function buildFailedQuery() {
  const query = 'update "users" set "password_hash" = $1, "email" = $2 where "users"."id" = $3';
  const params = [PASSWORD_HASH, 'dana@example.com', 7];
  const driverError = Object.assign(new Error('null value in column "username" violates not-null constraint'), {
    code: '23502',
    table: 'users',
    detail: `Failing row contains (7, dana@example.com, null, ${PASSWORD_HASH}).`,
    query,
    params,
  });
  return new DrizzleQueryError(query, params, driverError);
}

describe('serializeError', () => {
  it("removes a failed query's parameters from the fields, the message, the stack and the cause", () => {
    const error = buildFailedQuery();
    expect(error.message).toContain(PASSWORD_HASH);
    expect(error.stack).toContain(PASSWORD_HASH);

    const serialized = serializeError(error) as Record<string, unknown>;
    const text = JSON.stringify(serialized);

    expect(text).not.toContain(PASSWORD_HASH);
    expect(text).not.toContain('dana@example.com');
    expect(serialized).toMatchObject({
      type: 'DrizzleQueryError',
      message: `Failed query: ${error.query}\nparams: ${REDACTED}`,
      query: error.query,
      params: REDACTED,
      cause: {
        message: 'null value in column "username" violates not-null constraint',
        code: '23502',
        table: 'users',
        detail: REDACTED,
        params: REDACTED,
      },
    });
    // Still useful: the stack keeps its frames.
    expect(serialized.stack).toMatch(/^Error: Failed query: update "users"[^\n]*\nparams: \[Redacted\]\n {4}at /);
  });

  it('redacts fields named like a password, token, key or secret at any depth, whatever their case', () => {
    const inner = Object.assign(new Error('upstream refused'), { request: { headers: { Authorization: 'Bearer abc.def.ghi' } } });
    const error = Object.assign(new Error('call failed', { cause: inner }), {
      service: 'openai',
      config: { apiKey: API_KEY, nested: [{ PASSWORD: 'hunter2-hunter2', sessionToken: 'tok_123456789' }], clientSecret: 'shh' },
    });

    const serialized = serializeError(error);
    const text = JSON.stringify(serialized);

    for (const secret of [API_KEY, 'hunter2-hunter2', 'tok_123456789', 'shh', 'Bearer abc.def.ghi']) expect(text).not.toContain(secret);
    expect(serialized).toMatchObject({
      message: 'call failed',
      service: 'openai',
      config: { apiKey: REDACTED, nested: [{ PASSWORD: REDACTED, sessionToken: REDACTED }], clientSecret: REDACTED },
      cause: { message: 'upstream refused', request: { headers: { Authorization: REDACTED } } },
    });
  });

  it('scrubs a secret value that a message repeats', () => {
    const error = Object.assign(new Error(`invalid input syntax for type uuid: "${API_KEY}"`), { params: [API_KEY] });
    expect(JSON.stringify(serializeError(error))).not.toContain(API_KEY);
  });

  it('leaves an ordinary error as pino would show it', () => {
    const serialized = serializeError(Object.assign(new Error('disk full'), { code: 'ENOSPC' })) as Record<string, unknown>;
    expect(serialized).toMatchObject({ type: 'Error', message: 'disk full', code: 'ENOSPC' });
    expect(serialized.stack).toMatch(/^Error: disk full\n {4}at /);
  });
});

describe('createLogger', () => {
  function captureLogger() {
    const lines: string[] = [];
    return { log: createLogger({ level: 'info', destination: { write: (line: string) => void lines.push(line) } }), lines };
  }

  it('redacts errors logged under err, and the message pino takes from an error logged alone', () => {
    const { log, lines } = captureLogger();
    log.error({ err: buildFailedQuery() }, 'request failed');
    log.error(buildFailedQuery());
    log.error({ err: buildFailedQuery() });

    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).not.toContain(PASSWORD_HASH);
    expect(JSON.parse(lines[1]!).msg).toMatch(/params: \[Redacted\]$/);
  });

  it('keeps secret-named fields outside errors (the demo password is printed on purpose)', () => {
    const { log, lines } = captureLogger();
    log.info({ password: 'devmatch-demo' }, 'demo data seeded');
    expect(JSON.parse(lines[0]!).password).toBe('devmatch-demo');
  });
});

describe('redactUrl', () => {
  it.each([
    ['/api/auth/verify-reset-token?token=abc123', `/api/auth/verify-reset-token?token=${REDACTED}`],
    ['/reset-password?token=abc123&from=mail', `/reset-password?token=${REDACTED}&from=mail`],
    ['/api/blog/posts?category=developers&limit=6', '/api/blog/posts?category=developers&limit=6'],
    ['/api/x?api_key=k1&Secret=s&access%5Ftoken=t', `/api/x?api_key=${REDACTED}&Secret=${REDACTED}&access%5Ftoken=${REDACTED}`],
    ['/api/health', '/api/health'],
  ])('%s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

describe('secrets in the logs of a running app', () => {
  const t = useTestApp({}, { captureLogs: true });

  beforeAll(async () => {
    await ensurePlatformDefaults(t.db, pino({ level: 'silent' }));
  });

  /** Makes every write to `table` fail inside the database, as a broken constraint or a full disk would. */
  async function breakWritesTo(table: string) {
    await t.db.execute(
      sql.raw(
        `create or replace function fail_write() returns trigger language plpgsql as $$ begin raise exception 'write refused'; end $$`,
      ),
    );
    await t.db.execute(sql.raw(`create trigger fail_write before insert or update on ${table} for each row execute function fail_write()`));
    return () => t.db.execute(sql.raw(`drop trigger fail_write on ${table}`));
  }

  function findFailureLog() {
    const lines = t.logs.map((line) => JSON.parse(line) as { msg: string; err?: { type: string; query?: string } });
    return lines.find((line) => line.msg === 'request failed');
  }

  it('a failed API key update answers 500 and logs the failure without the key', async () => {
    const admin = await createAdminWithSession(t.app, t.db);
    const [apiKey] = (await t.app.inject({ method: 'GET', url: '/api/admin/api-keys', headers: { cookie: admin.cookie } })).json<
      TApiKey[]
    >();
    const repair = await breakWritesTo('api_keys');
    t.logs.length = 0;

    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/api-keys/${apiKey!.id}`,
      headers: { cookie: admin.cookie },
      payload: { keyValue: API_KEY },
    });
    await repair();

    expect(response.statusCode).toBe(500);
    expect(findFailureLog()?.err).toMatchObject({ type: 'DrizzleQueryError', query: expect.stringContaining('update "api_keys"') });
    expect(t.logs.join('\n')).not.toContain(API_KEY);
  });

  it('a failed sign-up answers 500 and logs no password or password hash', async () => {
    const registration = buildRegistration({ password: 'plain-text-password-1' });
    const repair = await breakWritesTo('users');
    t.logs.length = 0;

    const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: registration });
    await repair();

    expect(response.statusCode).toBe(500);
    expect(findFailureLog()?.err?.query).toContain('insert into "users"');
    const text = t.logs.join('\n');
    expect(text).not.toContain('$argon2');
    expect(text).not.toContain(registration.password);
  });

  it('logs a reset token in a request URL as redacted', async () => {
    t.logs.length = 0;
    await t.app.inject({ method: 'GET', url: '/api/auth/verify-reset-token?token=a-secret-reset-token' });
    expect(t.logs.join('\n')).not.toContain('a-secret-reset-token');
    expect(t.logs.join('\n')).toContain(`/api/auth/verify-reset-token?token=${REDACTED}`);
  });
});

describe('where the log goes', () => {
  it('prints lines for a person at a terminal and JSON elsewhere, as LOG_FORMAT asks when set', async () => {
    expect(chooseLogDestination(undefined, false)).toBeUndefined();
    expect(chooseLogDestination('json', true)).toBeUndefined();
    const chunks: string[] = [];
    const output = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk.toString());
        done();
      },
    });
    createLogger({ level: 'info', destination: chooseLogDestination('pretty', false, output)! }).info(
      { reqId: 'req-1' },
      'request completed',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const printed = chunks.join('');
    expect(printed).toMatch(/^\[\d{2}:\d{2}:\d{2}\] INFO: request completed/);
    expect(printed).not.toContain('{"level"');
  });
});
