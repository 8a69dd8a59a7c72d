import { describe, expect, it } from 'vitest';
import { describeInitialPosts } from './initial-posts-message.ts';

describe('describeInitialPosts', () => {
  it('says how many posts were created and how many already existed', () => {
    expect(describeInitialPosts({ created: 10, skipped: 0 })).toBe('Created 10 posts');
    expect(describeInitialPosts({ created: 0, skipped: 10 })).toBe('All 10 initial posts already exist');
    expect(describeInitialPosts({ created: 3, skipped: 7 })).toBe('Created 3 posts; 7 already existed');
  });

  it('counts one post in the singular, and says so when there is nothing to create', () => {
    expect(describeInitialPosts({ created: 1, skipped: 9 })).toBe('Created 1 post; 9 already existed');
    expect(describeInitialPosts({ created: 0, skipped: 1 })).toBe('All 1 initial post already exists');
    expect(describeInitialPosts({ created: 0, skipped: 0 })).toBe('There are no initial posts to create');
  });
});
