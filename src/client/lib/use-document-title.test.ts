import { describe, expect, it } from 'vitest';
import { formatScreenTitle } from './use-document-title.ts';

// The hook's effect (set, then put back) is covered in the browser by tests/e2e/page-titles.e2e.ts.
describe('screen titles', () => {
  it("name a screen 'Screen · DevMatch'", () => {
    expect(formatScreenTitle('Find Candidates')).toBe('Find Candidates · DevMatch');
    expect(formatScreenTitle('Page Not Found')).toBe('Page Not Found · DevMatch');
  });
});
