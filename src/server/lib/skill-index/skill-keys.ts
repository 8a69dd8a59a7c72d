/**
 * Skills as search keys: the lower-case canonical taxonomy name, so 'JS', 'javascript' and
 * 'JavaScript' are one key and 'Postgres' is 'postgresql'. A skill the taxonomy does not know keeps
 * its own lower-cased text and matches only itself. Related skills are those of the same taxonomy
 * category (Vue for React, MySQL for PostgreSQL): a search counts them as partial matches.
 */
import { findSkillByName, SKILL_TAXONOMY, type TSkillCategory } from '../resume-engine/skills/taxonomy.ts';

export function toSkillKey(skill: string): string {
  return (findSkillByName(skill)?.name ?? skill.trim()).toLowerCase();
}

/** Keys of a skill list, without duplicates or empties, in the list's order. */
export function toSkillKeys(skills: readonly string[]): string[] {
  return [...new Set(skills.filter((skill) => skill.trim()).map(toSkillKey))];
}

/** The display name of a key: the taxonomy's canonical name, or the key as it is. */
export function getSkillName(key: string): string {
  return findSkillByName(key)?.name ?? key;
}

const keysByCategory = new Map<TSkillCategory, string[]>();
for (const skill of SKILL_TAXONOMY) {
  const keys = keysByCategory.get(skill.category) ?? [];
  keys.push(skill.name.toLowerCase());
  keysByCategory.set(skill.category, keys);
}

/** The keys that count as related to `key` (its category, itself excluded); none for unknown skills. */
export function getRelatedSkillKeys(key: string): string[] {
  const skill = findSkillByName(key);
  if (!skill) return [];
  return (keysByCategory.get(skill.category) ?? []).filter((related) => related !== key);
}
