import { describe, expect, it } from 'vitest';
import type { TSkillFound, TSuggestion } from '#shared/schemas/resume-ai.ts';
import { groupSkillsByCategory, groupSuggestionsByImpact } from './analysis-groups.ts';

function buildSuggestion(title: string, impact: TSuggestion['impact']): TSuggestion {
  return { title, impact, description: '', category: 'impact', checkId: title, lines: [] };
}

describe('groupSuggestionsByImpact', () => {
  it('orders the groups high, medium, low and keeps the engine order inside each', () => {
    const groups = groupSuggestionsByImpact([
      buildSuggestion('low one', 'low'),
      buildSuggestion('high one', 'high'),
      buildSuggestion('medium one', 'medium'),
      buildSuggestion('high two', 'high'),
    ]);
    expect(groups.map((group) => [group.impact, group.suggestions.map((suggestion) => suggestion.title)])).toEqual([
      ['high', ['high one', 'high two']],
      ['medium', ['medium one']],
      ['low', ['low one']],
    ]);
  });

  it('leaves out levels without suggestions', () => {
    expect(groupSuggestionsByImpact([buildSuggestion('only', 'medium')]).map((group) => group.impact)).toEqual(['medium']);
    expect(groupSuggestionsByImpact([])).toEqual([]);
  });
});

describe('groupSkillsByCategory', () => {
  const skill = (name: string, category: string, mentions = 1): TSkillFound => ({ name, category, mentions });

  it('puts the most mentioned category first and its most mentioned skill first', () => {
    const groups = groupSkillsByCategory([
      skill('Docker', 'DevOps'),
      skill('TypeScript', 'Languages', 4),
      skill('Go', 'Languages', 2),
      skill('Kubernetes', 'DevOps', 2),
      skill('React', 'Frontend', 1),
    ]);
    expect(groups.map((group) => [group.category, group.mentions, group.skills.map((found) => found.name)])).toEqual([
      ['Languages', 6, ['TypeScript', 'Go']],
      ['DevOps', 3, ['Kubernetes', 'Docker']],
      ['Frontend', 1, ['React']],
    ]);
  });

  it('breaks ties by number of skills, then alphabetically, so the order is stable', () => {
    const groups = groupSkillsByCategory([
      skill('Jest', 'Testing', 2),
      skill('AWS', 'Cloud', 1),
      skill('GCP', 'Cloud', 1),
      skill('Vim', 'Tools', 2),
      skill('C', 'Languages', 1),
      skill('C#', 'Languages', 1),
    ]);
    expect(groups.map((group) => group.category)).toEqual(['Cloud', 'Languages', 'Testing', 'Tools']);
    expect(groups[1]!.skills.map((found) => found.name)).toEqual(['C', 'C#']);
  });
});
