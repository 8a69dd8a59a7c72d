import { describe, expect, it } from 'vitest';
import { readOpenJobId, readTagFilter } from './job-address.ts';

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

describe('the pipeline tag filter in the address', () => {
  it('reads a tag id, and nothing else', () => {
    expect(readTagFilter(new URLSearchParams('tab=jobs&job=4&tag=12'))).toBe(12);
    for (const query of ['tab=jobs&job=4', 'tag=', 'tag=0', 'tag=x', 'tag=1.5', 'tag=-3'])
      expect(readTagFilter(new URLSearchParams(query))).toBeNull();
  });
});
