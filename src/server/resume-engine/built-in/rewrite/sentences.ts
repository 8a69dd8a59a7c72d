/**
 * Bullets and summary sentences through the wording rules, in order, each change recorded with
 * the text before and after it.
 */
import type { TImprovementChange } from '#shared/schemas/resume-ai.ts';
import type { TVerbTense } from '#server/resume-engine/language/action-verbs.ts';
import {
  alignTense,
  askForOwnPart,
  capitalizePronounI,
  capitalizeSentenceStarts,
  dropLeadingPronoun,
  endSentence,
  removeFillerWords,
  replacePossessivePronouns,
  replaceWeakOpening,
  type TRuleResult,
} from './wording.ts';

export type TRewrite = { text: string; changes: TImprovementChange[] };

export type TRule = (text: string) => TRuleResult | null;

// 'Technologies: Python, Go' or 'Team size: 4': a labelled fact, not a sentence to reword.
const LABELLED_LINE = /^[\p{L}][\p{L}\s/&-]{0,30}:\s/u;

/** The rules in order on the text, each change listed with the text before and after it. */
export function applyRules(text: string, rules: readonly TRule[]): TRewrite {
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
 * and the role's tense (null when the role has no dates to tell). With `asksForOwnPart`, a weak
 * opening no verb can replace without claiming more gets a question for the person under it.
 */
export function rewriteBullet(text: string, tense: TVerbTense | null, options: { asksForOwnPart?: boolean } = {}): TRewrite {
  if (LABELLED_LINE.test(text)) return { text, changes: [] };
  const verbTense = tense ?? 'past';
  return applyRules(text, [
    capitalizePronounI,
    dropLeadingPronoun,
    removeFillerWords,
    (current) => replaceWeakOpening(current, verbTense),
    (current) => (tense ? alignTense(current, tense) : null),
    replacePossessivePronouns,
    ...(options.asksForOwnPart ? [askForOwnPart] : []),
  ]);
}

/** Capitals where they belong: 'I', and the first letter of every sentence. */
function fixCapitals(text: string): TRewrite {
  return applyRules(text, [capitalizePronounI, capitalizeSentenceStarts]);
}

/**
 * A paragraph of prose (a summary): capitals fixed, then each sentence loses its filler and
 * pronouns ('I am really a hard worker' → 'Hard worker') and leads with the action a weak opening
 * describes ('Responsible for designing APIs' → 'Designed APIs'); with `endSentences`, each ends with a full stop.
 */
export function rewriteProse(text: string, options: { endSentences?: boolean } = {}): TRewrite {
  const capitals = fixCapitals(text);
  const sentences = capitals.text.split(/(?<=[.!?])\s+(?=\p{Lu})/u);
  const rules: TRule[] = [
    removeFillerWords,
    dropLeadingPronoun,
    (current) => replaceWeakOpening(current, 'past'),
    replacePossessivePronouns,
    ...(options.endSentences ? [endSentence] : []),
  ];
  const rewrites = sentences.map((sentence) => applyRules(sentence, rules));
  return {
    text: rewrites.map((rewrite) => rewrite.text).join(' '),
    changes: [...capitals.changes, ...rewrites.flatMap((rewrite) => rewrite.changes)],
  };
}

/** A line kept as written but for safe fixes: capitals, and filler or hedging words removed. */
export function rewriteLine(text: string): TRewrite {
  if (LABELLED_LINE.test(text)) return fixCapitals(text);
  return applyRules(text, [capitalizePronounI, capitalizeSentenceStarts, removeFillerWords]);
}
