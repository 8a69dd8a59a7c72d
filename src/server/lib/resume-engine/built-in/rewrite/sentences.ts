/**
 * Bullets and summary sentences through the wording rules, in order, each change recorded with
 * the text before and after it.
 */
import type { TImprovementChange } from '#shared/schemas/analysis.ts';
import type { TVerbTense } from '#server/lib/resume-engine/language/action-verbs.ts';
import {
  alignTense,
  dropLeadingPronoun,
  removeFillerWords,
  replacePossessivePronouns,
  replaceWeakOpening,
  type TRuleResult,
} from './wording.ts';

export type TRewrite = { text: string; changes: TImprovementChange[] };

type TRule = (text: string) => TRuleResult | null;

// 'Technologies: Python, Go' or 'Team size: 4': a labelled fact, not a sentence to reword.
const LABELLED_LINE = /^[\p{L}][\p{L}\s/&-]{0,30}:\s/u;

function applyRules(text: string, rules: readonly TRule[]): TRewrite {
  const changes: TImprovementChange[] = [];
  let current = text;
  for (const rule of rules) {
    const result = rule(current);
    if (!result || result.text === current) continue;
    changes.push({ kind: result.kind, before: current, after: result.text, reason: result.reason });
    current = result.text;
  }
  return { text: current, changes };
}

/**
 * A bullet of a role or project: pronouns and filler out, a strong verb instead of a weak opening,
 * and the role's tense (null when the role has no dates to tell).
 */
export function rewriteBullet(text: string, tense: TVerbTense | null): TRewrite {
  if (LABELLED_LINE.test(text)) return { text, changes: [] };
  const verbTense = tense ?? 'past';
  return applyRules(text, [
    dropLeadingPronoun,
    removeFillerWords,
    (current) => replaceWeakOpening(current, verbTense),
    (current) => (tense ? alignTense(current, tense) : null),
    replacePossessivePronouns,
  ]);
}

/** A paragraph of prose (a summary): each sentence loses its pronouns and filler. */
export function rewriteProse(text: string): TRewrite {
  const sentences = text.split(/(?<=[.!?])\s+(?=\p{Lu})/u);
  const rewrites = sentences.map((sentence) => applyRules(sentence, [dropLeadingPronoun, removeFillerWords, replacePossessivePronouns]));
  return { text: rewrites.map((rewrite) => rewrite.text).join(' '), changes: rewrites.flatMap((rewrite) => rewrite.changes) };
}
