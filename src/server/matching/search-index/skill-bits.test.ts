import { describe, expect, it } from 'vitest';
import { SKILL_TAXONOMY } from '#server/resume-engine/skills/taxonomy.ts';
import { BITS_PER_WORD, findSkillBit, SKILL_BIT_WORDS, toSkillSet } from './skill-bits.ts';

describe('skill bits', () => {
  it('gives every taxonomy skill its own place within SKILL_BIT_WORDS words', () => {
    const keys = [...new Set(SKILL_TAXONOMY.map((skill) => skill.name.toLowerCase()))];
    const places = new Set(
      keys.map((key) => {
        const place = findSkillBit(key)!;
        expect(place.word).toBeLessThan(SKILL_BIT_WORDS);
        return place.word * BITS_PER_WORD + Math.log2(place.mask);
      }),
    );
    expect(places.size).toBe(keys.length);
  });

  it('sets the bits of known skills and keeps the others by key', () => {
    const set = toSkillSet(['go', 'react', 'zorkscript']);
    const go = findSkillBit('go')!;
    expect(set.bits[go.word]! & go.mask).not.toBe(0);
    expect(set.bits.reduce((count, word) => count + word.toString(2).replace(/0/g, '').length, 0)).toBe(2);
    expect(set.others).toEqual(['zorkscript']);
    expect(findSkillBit('zorkscript')).toBeUndefined();
  });
});
