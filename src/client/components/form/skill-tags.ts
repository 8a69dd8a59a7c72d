/** The rules of a job's skill lists, as the tag input applies them: trimmed, no case-insensitive repeats, at most JOB_SKILLS_MAX. */
import { JOB_SKILLS_MAX } from '#shared/job-values.ts';

const hasSkill = (skills: readonly string[], skill: string) => skills.some((existing) => existing.toLowerCase() === skill.toLowerCase());

/** Why the typed text cannot be added ('React is already in the list.', 'At most 20 skills.'), or null when it can; blank text cannot either. */
export function getSkillAddProblem(skills: readonly string[], raw: string): string | null {
  const skill = raw.trim();
  if (skills.length >= JOB_SKILLS_MAX) return `At most ${JOB_SKILLS_MAX} skills.`;
  if (skill && hasSkill(skills, skill)) return `${skill} is already in the list.`;
  return null;
}

export function canAddSkill(skills: readonly string[], raw: string): boolean {
  return raw.trim() !== '' && getSkillAddProblem(skills, raw) === null;
}

/** The suggestions not already chosen. */
export function getNewSuggestions(suggestions: readonly string[], skills: readonly string[]): string[] {
  return suggestions.filter((suggestion) => !hasSkill(skills, suggestion));
}
