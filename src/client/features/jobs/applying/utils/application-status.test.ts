import { describe, expect, it } from 'vitest';
import { canWithdraw, getApplicationEventLabel, getApplicationStatus, getApplicationStatusLabel } from './application-status.ts';

const NOW = '2026-01-05T10:00:00.000Z';

describe('the status of an application', () => {
  it('is its stage, or withdrawn', () => {
    expect(getApplicationStatus({ stage: 'interview', withdrawnAt: null })).toBe('interview');
    expect(getApplicationStatus({ stage: 'interview', withdrawnAt: NOW })).toBe('withdrawn');
    expect(getApplicationStatusLabel('interview')).toBe('Interview');
    expect(getApplicationStatusLabel('withdrawn')).toBe('Withdrawn');
  });

  it('may be withdrawn until it ends', () => {
    expect(canWithdraw({ stage: 'applied', withdrawnAt: null })).toBe(true);
    expect(canWithdraw({ stage: 'offer', withdrawnAt: null })).toBe(true);
    expect(canWithdraw({ stage: 'rejected', withdrawnAt: null })).toBe(false);
    expect(canWithdraw({ stage: 'hired', withdrawnAt: null })).toBe(false);
    expect(canWithdraw({ stage: 'applied', withdrawnAt: NOW })).toBe(false);
  });
});

describe('getApplicationEventLabel', () => {
  it('words each event of the history', () => {
    expect(getApplicationEventLabel('applied')).toBe('Applied');
    expect(getApplicationEventLabel('screening')).toBe('Moved to Screening');
    expect(getApplicationEventLabel('rejected')).toBe('Rejected');
    expect(getApplicationEventLabel('withdrawn')).toBe('Withdrawn');
    expect(getApplicationEventLabel('archived')).toBe('archived');
  });
});
