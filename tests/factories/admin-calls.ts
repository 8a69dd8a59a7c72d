/** Request helpers for the admin API tests: calls as anyone or as the admin, and the admin-only check. */
import { expect } from 'vitest';
import type { TTestApp } from '#tests/setup/test-app.ts';
import type { createAccounts } from './resumes.ts';

export type TAccounts = Awaited<ReturnType<typeof createAccounts>>;
export type TMethod = 'GET' | 'PUT' | 'POST';

const FORBIDDEN = 'You do not have permission to do this.';
/** A well-formed id no row has. */
export const UNKNOWN_ID = 2_000_000_000;

export function createAdminCalls(t: TTestApp, getAccounts: () => TAccounts) {
  const call = (method: TMethod, url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, ...(cookie ? { headers: { cookie } } : {}), ...(payload === undefined ? {} : { payload }) });
  const asAdmin = (method: TMethod, url: string, payload?: object) => call(method, url, getAccounts().admin.cookie, payload);

  /** 401 without a session (before any input check), 403 for developers and employers. */
  async function expectAdminOnly(method: TMethod, url: string, payload?: object) {
    const anonymous = await call(method, url, undefined, payload);
    expect(anonymous.statusCode).toBe(401);
    const anonymousBadInput = await call(method, url.replace(/\d+/, 'abc'), undefined, { nonsense: true });
    expect(anonymousBadInput.statusCode).toBe(401);
    const { owner, employer } = getAccounts();
    for (const account of [owner, employer]) {
      const forbidden = await call(method, url, account.cookie, payload);
      expect(forbidden.statusCode, forbidden.body).toBe(403);
      expect(forbidden.json().message).toBe(FORBIDDEN);
    }
  }

  return { call, asAdmin, expectAdminOnly };
}
