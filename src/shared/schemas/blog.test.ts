import { describe, expect, it } from 'vitest';
import { getGeneratedCoverPath, isGeneratedCover } from './blog.ts';

describe('isGeneratedCover', () => {
  it('knows the generated illustration by its path, and nothing else', () => {
    expect(isGeneratedCover(getGeneratedCoverPath('hiring-remote-developers'))).toBe(true);
    expect(isGeneratedCover('https://images.unsplash.com/photo-1?w=1080')).toBe(false);
    expect(isGeneratedCover('https://evil.example/api/blog/posts/x/cover.svg')).toBe(false);
    expect(isGeneratedCover(null)).toBe(false);
  });
});
