import { describe, expect, it } from 'vitest';
import { readOpenJobId } from './job-address.ts';

describe('readOpenJobId', () => {
  it('reads a job id, or null without one', () => {
    expect(readOpenJobId(new URLSearchParams('tab=jobs&job=12'))).toBe(12);
    expect(readOpenJobId(new URLSearchParams('tab=jobs'))).toBeNull();
  });

  it('calls anything that cannot be a job id invalid, so the tab says the job was not found', () => {
    for (const value of ['', 'abc', '0', '-3', '1.5', '1e3', '99999999999999999999'])
      expect(readOpenJobId(new URLSearchParams({ job: value })), value).toBe('invalid');
  });
});
