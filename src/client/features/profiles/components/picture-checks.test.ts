import { describe, expect, it } from 'vitest';
import { getProfilePictureProblem } from './picture-checks.ts';

describe('getProfilePictureProblem', () => {
  it('accepts JPEG, PNG, GIF and WebP up to 5242880 bytes', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/webp']) {
      expect(getProfilePictureProblem({ name: 'me', size: 5_242_880, type })).toBeNull();
    }
  });

  it('refuses larger files and other types', () => {
    expect(getProfilePictureProblem({ name: 'me.png', size: 5_242_881, type: 'image/png' })).toBe('Image size must be less than 5MB');
    expect(getProfilePictureProblem({ name: 'me.svg', size: 10, type: 'image/svg+xml' })).toBe(
      'Image must be JPEG, PNG, GIF, or WebP format',
    );
  });
});
