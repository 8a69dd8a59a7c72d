import { describe, expect, it } from 'vitest';
import { LEARNING_CATEGORIES, LEARNING_RESOURCES } from './learning-resources.ts';

describe('learning resources', () => {
  it('holds 5 programming, 3 design, 3 business and 3 data science items', () => {
    expect(LEARNING_CATEGORIES.map((category) => LEARNING_RESOURCES[category.id].length)).toEqual([5, 3, 3, 3]);
  });

  it('links every item to a distinct https page and describes it fully', () => {
    const all = Object.values(LEARNING_RESOURCES).flat();
    expect(new Set(all.map((resource) => resource.url)).size).toBe(all.length);
    for (const resource of all) {
      expect(new URL(resource.url).protocol).toBe('https:');
      for (const text of [resource.title, resource.provider, resource.description, resource.duration]) expect(text.trim()).not.toBe('');
      expect(resource.skills.length).toBeGreaterThan(0);
    }
  });
});
