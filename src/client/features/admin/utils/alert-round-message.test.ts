import { describe, expect, it } from 'vitest';
import { describeAlertRound } from './alert-round-message.ts';

describe('describeAlertRound', () => {
  it('counts the employer and the job digests sent, in the singular for one', () => {
    expect(describeAlertRound({ searchAlerts: 2, jobAlerts: 1 })).toBe('2 employer digests and 1 job digest sent.');
    expect(describeAlertRound({ searchAlerts: 1, jobAlerts: 3 })).toBe('1 employer digest and 3 job digests sent.');
  });

  it('names only the kind that went out, and says so when nothing did', () => {
    expect(describeAlertRound({ searchAlerts: 4, jobAlerts: 0 })).toBe('4 employer digests sent.');
    expect(describeAlertRound({ searchAlerts: 0, jobAlerts: 1 })).toBe('1 job digest sent.');
    expect(describeAlertRound({ searchAlerts: 0, jobAlerts: 0 })).toBe('Nothing new to send.');
  });
});
