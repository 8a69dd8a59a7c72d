import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('defaults to port 5000, ./data and demo data on the embedded database', () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.seedDemo).toBe(true);
    expect(config.appUrl).toBe('http://localhost:5000');
  });

  it('never seeds a DATABASE_URL database unless SEED_DEMO=true', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://x@localhost/db' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://x@localhost/db', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('lets at least 200 sign-ups per address per hour through by default', () => {
    const { signupPerAddress } = loadConfig({}).rateLimits;
    expect(signupPerAddress.max * (60 / signupPerAddress.windowMinutes)).toBeGreaterThanOrEqual(200);
  });

  it('reads TRUST_PROXY as one hop for true, a hop count, or a list of proxy addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    const oneHop = loadConfig({ TRUST_PROXY: 'true' }).trustProxy as (address: string, hop: number) => boolean;
    expect([oneHop('10.0.0.1', 0), oneHop('203.0.113.1', 1)]).toEqual([true, false]);
    const twoHops = loadConfig({ TRUST_PROXY: '2' }).trustProxy as (address: string, hop: number) => boolean;
    expect([twoHops('10.0.0.1', 1), twoHops('203.0.113.1', 2)]).toEqual([true, false]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 172.16.0.0/12,::1' }).trustProxy).toBe('10.0.0.1, 172.16.0.0/12,::1');
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example.com' })).toThrow(/TRUST_PROXY/);
  });

  it('lets a person analyse 300 resumes and ask for 100 improvements an hour by default', () => {
    const { analyzePerUser, improvePerUser } = loadConfig({}).rateLimits;
    expect(analyzePerUser).toEqual({ max: 300, windowMinutes: 60 });
    expect(improvePerUser).toEqual({ max: 100, windowMinutes: 60 });
  });

  it('reads every limit from the environment', () => {
    const config = loadConfig({
      RATE_LIMIT_LOGIN_PER_ACCOUNT: '3',
      RATE_LIMIT_LOGIN_PER_ACCOUNT_ALL_ADDRESSES: '30',
      RATE_LIMIT_SIGNUP_PER_ADDRESS: '500',
      RESET_TOKEN_TTL_MINUTES: '15',
    });
    expect(config.rateLimits.loginPerAccountAndAddress.max).toBe(3);
    expect(config.rateLimits.loginPerAccount.max).toBe(30);
    expect(config.rateLimits.signupPerAddress.max).toBe(500);
    expect(config.resetTokenTtlMinutes).toBe(15);
  });

  it("names SUPPORT_EMAIL as the support address, else the admin's, else the sender's address", () => {
    expect(loadConfig({ SUPPORT_EMAIL: 'help@example.com', ADMIN_EMAIL: 'a@example.com', ADMIN_PASSWORD: 'x' }).supportEmail).toBe(
      'help@example.com',
    );
    expect(loadConfig({ ADMIN_EMAIL: 'a@example.com', ADMIN_PASSWORD: 'x' }).supportEmail).toBe('a@example.com');
    expect(loadConfig({ MAIL_FROM: 'DevMatch <team@example.com>' }).supportEmail).toBe('team@example.com');
    expect(loadConfig({ SUPPORT_EMAIL: '' }).supportEmail).toBe('no-reply@devmatch.local');
  });

  it('refuses bad values with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ SUPPORT_EMAIL: 'help' })).toThrow(/SUPPORT_EMAIL must be an e-mail address/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@example.com' })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD/);
  });
});
