import { describe, expect, it } from 'vitest';
import { runCheck } from '#tests/factories/resume-engine/checks.ts';
import { emailAddressCheck, findEmailFaults } from './email-address.ts';

const resume = (email: string, name = 'Jane Doe') =>
  `# ${name}\n\nBackend Engineer\n\nBerlin, Germany | ${email} | +49 30 5550 1234\n\n## Experience\n\nEngineer | Acme | Jan 2020 - Present\n\n- Built the billing API in Go, serving 2 million users`;

describe('email-address: the address reads as a name, not a nickname', () => {
  it.each([
    'j.doe87@gmail.com',
    'jane@janedoe.dev',
    'dev.jane.doe@outlook.com',
    'hello@janedoe.dev',
    'contact@janedoe.io',
    'jane.doe.1@gmail.com',
    'jdoe@example.com',
    'jane_doe@proton.me',
    'doe.jane+jobs@gmail.com',
    'jane.doe2@yahoo.com',
    'j.m.doe@web.de',
    'grace.love@gmail.com',
    'will.hunter@gmail.com',
    'bo.fan@qq.com',
    'k.hirschfeld@gmx.de',
    'cassandra.bassett@gmail.com',
    'michelle.hellman@gmail.com',
    'hire.jane@janedoe.dev',
    'stefan.heller@gmail.com',
    'p.hotchkiss@gmail.com',
    'a.lovelace@gmail.com',
    'kat.partridge@gmail.com',
  ])('leaves %s alone', (email) => {
    expect(findEmailFaults(email, 'Jane Doe')).toEqual([]);
    expect(runCheck(emailAddressCheck, resume(email))).toBeNull();
  });

  it('leaves an address that names someone else alone: people keep the address they have', () => {
    expect(runCheck(emailAddressCheck, resume('john.smith@gmail.com', 'Jane Doe'))).toBeNull();
  });

  it.each([
    ['partyboy1998@gmail.com', /party/],
    ['sexy.coder69@hotmail.com', /sexy.*69|69/],
    ['xXdarkslayerXx@gmail.com', /xx|dark|slayer/i],
    ['beerlover420@yahoo.com', /lover|beer|420/],
    ['cutie_pie@gmail.com', /cutie/],
    ['qz7kx9vbt2w@gmail.com', /random/],
    ['jane.doe.1998@gmail.com', /birth year/],
    ['gamer12345678@gmail.com', /gamer|numbers/],
    ['h4ck3r.jane@gmail.com', /digits written for letters/],
    ['asdfgh.jane@gmail.com', /random/],
    ['janeyyy@gmail.com', /decorations/],
    ['princesskitty@gmail.com', /princess|kitty/],
    ['bigdaddy@gmail.com', /daddy/],
    ['codemonkey.jane@gmail.com', /monkey/],
    ['ilovecats@gmail.com', /ilove/],
    ['sk8erboi@gmail.com', /digits written for letters/],
  ])('finds %s a nickname', (email, reason) => {
    const faults = findEmailFaults(email, 'Jane Doe');
    expect(faults.join('; ')).toMatch(reason);
  });

  it('says why in a finding on the address line, and costs overall points', () => {
    const result = runCheck(emailAddressCheck, resume('partyboy1998@gmail.com'));
    expect(result?.findings).toEqual([
      expect.objectContaining({
        title: 'Use a professional e-mail address',
        impact: 'high',
        lines: [{ line: 5, text: expect.stringContaining('partyboy1998') }],
      }),
    ]);
    expect(result?.findings[0]?.description).toMatch(/'partyboy1998@gmail.com' reads as a nickname/);
    expect(result?.overallPenalty).toBeGreaterThanOrEqual(1);
    expect(result?.score).toBeLessThan(1);
  });
});
