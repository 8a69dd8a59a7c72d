import { describe, expect, it } from 'vitest';
import { BITS_PER_WORD, findSkillBit, SKILL_BIT_WORDS, SKILL_BITS } from './skill-bits.ts';
import { SKILL_CATEGORIES, SKILL_TAXONOMY } from './taxonomy.ts';

describe('skill bits', () => {
  it('gives each skill its own place, all within the words candidate_search has', () => {
    const places = new Set(SKILL_BITS.map((entry) => entry.word * BITS_PER_WORD + entry.bit));
    expect(places.size).toBe(SKILL_BITS.length);
    expect(new Set(SKILL_BITS.map((entry) => entry.key)).size).toBe(SKILL_BITS.length);
    expect(SKILL_BITS.length).toBe(Math.min(SKILL_TAXONOMY.length, SKILL_BIT_WORDS * BITS_PER_WORD));
    for (const entry of SKILL_BITS) {
      expect(entry.word).toBeLessThan(SKILL_BIT_WORDS);
      expect(entry.bit).toBeLessThan(BITS_PER_WORD);
    }
  });

  it('places the most used technologies of every category', () => {
    for (const category of SKILL_CATEGORIES) {
      const first = SKILL_TAXONOMY.find((skill) => skill.category === category)!;
      expect(findSkillBit(first.name.toLowerCase()), first.name).toBeDefined();
    }
    for (const key of [
      'javascript',
      'typescript',
      'go',
      'react',
      'vue.js',
      'node.js',
      'postgresql',
      'docker',
      'kubernetes',
      'pytorch',
      'flutter',
      'unity',
    ]) {
      expect(findSkillBit(key), key).toBeDefined();
    }
  });

  it('has no place for a skill outside the taxonomy', () => {
    expect(findSkillBit('salesforce apex tooling')).toBeUndefined();
  });
});
