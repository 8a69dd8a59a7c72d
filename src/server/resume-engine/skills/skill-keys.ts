/**
 * Skills as search keys: the lower-case canonical taxonomy name, so 'JS', 'javascript' and
 * 'JavaScript' are one key and 'Postgres' is 'postgresql'. A skill the taxonomy does not know keeps
 * its own lower-cased text and matches only itself. Which skills count as related is in
 * skill-relations.ts.
 */
import { findSkillByName } from './taxonomy.ts';

export function toSkillKey(skill: string): string {
  return (findSkillByName(skill)?.name ?? skill.trim()).toLowerCase();
}

/** Keys of a skill list, without duplicates or empties, in the list's order. */
export function toSkillKeys(skills: readonly string[]): string[] {
  return [...new Set(skills.filter((skill) => skill.trim()).map(toSkillKey))];
}

/** The taxonomy category of a key ('react' → 'frontend'), or null for a skill the taxonomy does not know. */
export function getSkillCategory(key: string): string | null {
  return findSkillByName(key)?.category ?? null;
}

/**
 * What applicant_profiles stores beside a skill list for search: the keys, and the categories they
 * belong to (a search counts a skill of a requested skill's category as related).
 */
export function toSkillColumns(skills: readonly string[]): { skillKeys: string[]; skillCategories: string[] } {
  const skillKeys = toSkillKeys(skills);
  const skillCategories = [...new Set(skillKeys.map(getSkillCategory).filter((category) => category !== null))];
  return { skillKeys, skillCategories };
}

/** Whether `key` is a taxonomy skill's own key, not text the taxonomy does not know. */
export function isTaxonomySkillKey(key: string): boolean {
  return findSkillByName(key)?.name.toLowerCase() === key;
}

/** The display name of a key: the taxonomy's canonical name, or the key as it is. */
export function getSkillName(key: string): string {
  return findSkillByName(key)?.name ?? key;
}
