import { describe, expect, it } from 'vitest';
import { getScrollBehavior, isRevealNeeded } from './reveal-results.ts';

describe('revealing the results heading', () => {
  it('scrolls when the heading is under the sticky header, above the viewport, or low on the screen', () => {
    expect(isRevealNeeded(-400, 800)).toBe(true);
    expect(isRevealNeeded(20, 800)).toBe(true);
    expect(isRevealNeeded(700, 800)).toBe(true);
    expect(isRevealNeeded(1600, 800)).toBe(true);
  });

  it('leaves a heading in plain view where it is', () => {
    expect(isRevealNeeded(64, 800)).toBe(false);
    expect(isRevealNeeded(300, 800)).toBe(false);
    expect(isRevealNeeded(600, 800)).toBe(false);
  });

  it('jumps instead of gliding when reduced motion is asked for', () => {
    expect(getScrollBehavior(true)).toBe('auto');
    expect(getScrollBehavior(false)).toBe('smooth');
  });
});
