import { describe, expect, it } from 'vitest';
import { findUnknownGroupSkills, getSkillRelations, SKILL_GROUPS } from './skill-relations.ts';

const weightOf = (from: string, to: string) => getSkillRelations(from).find((relation) => relation.key === to)?.weight ?? 0;

describe('skill relations', () => {
  it('names only skills the taxonomy knows', () => {
    expect(findUnknownGroupSkills()).toEqual([]);
  });

  it('relates what a recruiter would accept, both ways', () => {
    const accepted: [string, string][] = [
      ['kotlin', 'java'],
      ['typescript', 'javascript'],
      ['vue.js', 'react'],
      ['angular', 'react'],
      ['postgresql', 'mysql'],
      ['pytorch', 'tensorflow'],
      ['selenium', 'cypress'],
      ['terraform', 'pulumi'],
      ['aws', 'google cloud'],
      ['react native', 'flutter'],
    ];
    for (const [a, b] of accepted) {
      expect(weightOf(a, b), `${a} → ${b}`).toBeGreaterThan(0);
      expect(weightOf(b, a), `${b} → ${a}`).toBe(weightOf(a, b));
    }
  });

  it('keeps apart what only shares a category', () => {
    const unrelated: [string, string][] = [
      ['go', 'react'],
      ['go', 'python'],
      ['java', 'javascript'],
      ['python', 'typescript'],
      ['swift', 'kotlin'],
      ['react', 'postgresql'],
      ['c#', 'unity'],
    ];
    for (const [a, b] of unrelated) expect(weightOf(a, b), `${a} → ${b}`).toBe(0);
  });

  it('weighs a near skill above a merely similar one', () => {
    expect(weightOf('mysql', 'mariadb')).toBeGreaterThan(weightOf('mysql', 'postgresql'));
    expect(weightOf('react', 'next.js')).toBeGreaterThan(weightOf('react', 'vue.js'));
    expect(weightOf('typescript', 'javascript')).toBeGreaterThan(weightOf('kotlin', 'java'));
  });

  it('lists every relation it uses, with its reason', () => {
    const listed = SKILL_GROUPS.map((group) => `${group.skills.join(' ~ ')} (${group.weight}: ${group.because})`);
    console.log(`Skill relations used by candidate search:\n  ${listed.join('\n  ')}`);
    for (const group of SKILL_GROUPS) {
      expect(group.skills.length).toBeGreaterThanOrEqual(2);
      expect(group.weight).toBeGreaterThan(0);
      expect(group.weight).toBeLessThan(1);
    }
  });
});
