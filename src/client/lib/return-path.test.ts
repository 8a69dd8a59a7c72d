import { describe, expect, it } from 'vitest';
import { readReturnPath, toLoginPath } from './return-path.ts';

describe('the path after signing in', () => {
  it('goes back to a path on this site', () => {
    expect(toLoginPath('/messages/12?x=1')).toBe('/login?next=%2Fmessages%2F12%3Fx%3D1');
    expect(readReturnPath('?next=%2Fmessages%2F12%3Fx%3D1')).toBe('/messages/12?x=1');
  });

  it('ignores anything that could lead elsewhere', () => {
    for (const next of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '']) {
      expect(readReturnPath(`?next=${encodeURIComponent(next)}`)).toBeNull();
    }
    expect(readReturnPath('')).toBeNull();
  });
});
