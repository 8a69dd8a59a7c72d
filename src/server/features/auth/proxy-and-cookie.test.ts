/**
 * Whom the server believes about the client (TRUST_PROXY) and when the session cookie is Secure.
 * Per-address limits are only as good as the address: a client must not be able to name its own.
 */
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { getSetCookieHeaders } from '#tests/factories/auth.ts';
import { buildRegistration } from '#tests/factories/users.ts';
import { useTestApp } from '#tests/setup/test-app.ts';
import type { TApp } from '#server/app.ts';

const PROXY = '10.0.0.5';

function failLogin(app: TApp, { remoteAddress, forwardedFor }: { remoteAddress: string; forwardedFor?: string }) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'nobody@example.com', password: 'guess' },
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
}

const statuses = (responses: LightMyRequestResponse[]) => responses.map((response) => response.statusCode);

describe('TRUST_PROXY=true: one proxy in front', () => {
  const t = useTestApp({ TRUST_PROXY: 'true', RATE_LIMIT_LOGIN_PER_ADDRESS: '3' });

  it('counts the address the proxy saw, not the one a client wrote at the left of X-Forwarded-For', async () => {
    const responses: LightMyRequestResponse[] = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      // The proxy appends the address it saw; the client invents a new one each time in front of it.
      responses.push(await failLogin(t.app, { remoteAddress: PROXY, forwardedFor: `192.0.2.${attempt}, 198.51.100.7` }));
    }
    expect(statuses(responses)).toEqual([401, 401, 401, 429]);
    // Another client behind the same proxy is not affected.
    expect((await failLogin(t.app, { remoteAddress: PROXY, forwardedFor: '198.51.100.8' })).statusCode).toBe(401);
  });
});

describe('TRUST_PROXY as a list of proxy addresses', () => {
  const t = useTestApp({ TRUST_PROXY: `${PROXY},172.16.0.0/12`, RATE_LIMIT_LOGIN_PER_ADDRESS: '2' });

  it('believes X-Forwarded-For from a listed proxy only; a direct client cannot name its address', async () => {
    const direct = '203.0.113.77';
    const responses: LightMyRequestResponse[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      responses.push(await failLogin(t.app, { remoteAddress: direct, forwardedFor: `192.0.2.${attempt}` }));
    }
    expect(statuses(responses)).toEqual([401, 401, 429]);

    const viaProxy = [];
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      viaProxy.push(await failLogin(t.app, { remoteAddress: '172.16.3.4', forwardedFor: `198.51.100.${attempt}` }));
    }
    expect(statuses(viaProxy)).toEqual([401, 401]);
  });
});

describe('session cookie with an https APP_URL', () => {
  const t = useTestApp({ APP_URL: 'https://devmatch.example' });

  it('is Secure even when the proxy in front does not say https', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: buildRegistration() });
    expect(response.statusCode).toBe(201);
    const cookie = getSetCookieHeaders(response).find((header) => header.startsWith('devmatch_session='));
    expect(cookie).toMatch(/;\s*Secure/i);
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: cookie!.split(';')[0]! } });
    expect(getSetCookieHeaders(logout).find((header) => header.startsWith('devmatch_session='))).toMatch(/;\s*Secure/i);
  });
});
