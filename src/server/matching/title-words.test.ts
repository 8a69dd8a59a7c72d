import { describe, expect, it } from 'vitest';
import { toSearchWords } from './title-words.ts';

describe('title words', () => {
  it('splits a title as the database does', () => {
    expect(toSearchWords('Senior Front-End Developer (React/Node.js)')).toEqual(['senior', 'frontend', 'developer', 'react', 'node', 'js']);
  });
});
