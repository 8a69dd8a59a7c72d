import { describe, expect, it } from 'vitest';
import { recognizeSkillsInLines } from './recognize-skills.ts';
import { getRoleProfiles } from './role-profiles.ts';
import { SKILL_CATEGORIES, SKILL_CATEGORY_LABELS, SKILL_TAXONOMY, findSkillByName } from './taxonomy.ts';

describe('taxonomy', () => {
  it('holds at least 500 technologies, each name once, in every category', () => {
    expect(SKILL_TAXONOMY.length).toBeGreaterThanOrEqual(500);
    expect(new Set(SKILL_TAXONOMY.map((skill) => skill.name.toLowerCase())).size).toBe(SKILL_TAXONOMY.length);
    for (const category of SKILL_CATEGORIES) {
      expect(
        SKILL_TAXONOMY.some((skill) => skill.category === category),
        category,
      ).toBe(true);
      expect(SKILL_CATEGORY_LABELS[category]).toBeTruthy();
    }
  });

  it('has category labels that are not themselves technologies', () => {
    const labels = Object.values(SKILL_CATEGORY_LABELS).map((text, index) => ({ line: index + 1, text, isSkillList: true }));
    expect(recognizeSkillsInLines(labels)).toEqual([]);
  });

  it('gives no alias to two technologies unless case tells them apart', () => {
    const owners = new Map<string, string>();
    for (const skill of SKILL_TAXONOMY)
      for (const alias of skill.aliases) {
        const key = alias.isCaseSensitive ? alias.text : alias.text.toLowerCase();
        const owner = owners.get(key);
        expect(owner === undefined || owner === skill.name, `${alias.text}: ${owner} and ${skill.name}`).toBe(true);
        owners.set(key, skill.name);
      }
  });

  it.each([
    ['JS', 'JavaScript'],
    ['ts', 'TypeScript'],
    ['K8S', 'Kubernetes'],
    ['postgres', 'PostgreSQL'],
    ['psql', 'PostgreSQL'],
    ['nodejs', 'Node.js'],
    ['reactjs', 'React'],
    ['GCP', 'Google Cloud'],
    ['amazon web services', 'AWS'],
    ['golang', 'Go'],
    ['c sharp', 'C#'],
    ['dotnet', '.NET'],
  ])('finds %s as %s', (alias, name) => {
    expect(findSkillByName(alias)?.name).toBe(name);
  });

  it('returns null for unknown names', () => {
    expect(findSkillByName('Teamwork')).toBeNull();
  });

  it('names only known technologies in the role profiles', () => {
    for (const profile of getRoleProfiles())
      for (const name of [...profile.core, ...profile.niceToHave]) expect(findSkillByName(name)?.name, `${profile.id}: ${name}`).toBe(name);
  });
});
