/** Grouping of an analysis for display: suggestions by impact, skills by category. */
import { IMPACT_LEVELS, type TImpact, type TSkillFound, type TSuggestion } from '#shared/schemas/resume-ai.ts';

type TSuggestionGroup = { impact: TImpact; suggestions: TSuggestion[] };

/** High, then medium, then low; each keeps the engine's order; empty levels are left out. */
export function groupSuggestionsByImpact(suggestions: TSuggestion[]): TSuggestionGroup[] {
  return IMPACT_LEVELS.map((impact) => ({ impact, suggestions: suggestions.filter((suggestion) => suggestion.impact === impact) })).filter(
    (group) => group.suggestions.length > 0,
  );
}

type TSkillGroup = { category: string; skills: TSkillFound[]; mentions: number };

function compareSkills(a: TSkillFound, b: TSkillFound): number {
  return b.mentions - a.mentions || a.name.localeCompare(b.name);
}

/**
 * Skills under their taxonomy category; the categories the resume leans on most come first (most
 * mentions, then most skills, then by name), and inside one the most mentioned skill first.
 */
export function groupSkillsByCategory(skills: TSkillFound[]): TSkillGroup[] {
  const byCategory = new Map<string, TSkillFound[]>();
  for (const skill of skills) byCategory.set(skill.category, [...(byCategory.get(skill.category) ?? []), skill]);
  return [...byCategory]
    .map(([category, members]) => ({
      category,
      skills: members.sort(compareSkills),
      mentions: members.reduce((total, skill) => total + skill.mentions, 0),
    }))
    .sort((a, b) => b.mentions - a.mentions || b.skills.length - a.skills.length || a.category.localeCompare(b.category));
}
