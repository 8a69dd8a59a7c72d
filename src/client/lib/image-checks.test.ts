import { describe, expect, it } from 'vitest';
import { getImageUploadProblem } from './image-checks.ts';

describe('getImageUploadProblem', () => {
  it('accepts JPEG, PNG, GIF and WebP up to 5242880 bytes', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/webp']) {
      expect(getImageUploadProblem({ name: 'me', size: 5_242_880, type })).toBeNull();
    }
  });

  it('refuses larger files and other types', () => {
    expect(getImageUploadProblem({ name: 'me.png', size: 5_242_881, type: 'image/png' })).toBe('Image size must be less than 5MB');
    expect(getImageUploadProblem({ name: 'me.svg', size: 10, type: 'image/svg+xml' })).toBe('Image must be JPEG, PNG, GIF, or WebP format');
  });
});
