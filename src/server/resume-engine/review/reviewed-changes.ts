/**
 * The improvement as a list of changes the developer accepts or rejects one by one, whichever
 * engine wrote it. Rules that reworded the same sentence one after the other become one change
 * (before: the sentence as written, after: as rewritten, with every reason); a change can be left
 * out when its rewritten text stands exactly once in the improved version and overlaps no other
 * change, so leaving it out puts the written text back (shared/compose-improvement.ts); the rest
 * come with the new layout. Each change names the analysis checks whose findings on its lines it answers.
 */
import type { TImprovementChange, TReviewedChange, TSuggestion } from '#shared/schemas/resume-ai.ts';
import { analyzeResume } from '../built-in/analyze-resume.ts';
import { findFirstPersonPronouns } from '../language/pronouns.ts';
import { isStandardHeading } from '../parse/section-headings.ts';

/** Kinds that reword a sentence or paragraph in place, so a later rule's rewrite of it continues the same change. */
const TEXT_KINDS = new Set<TImprovementChange['kind']>(['bullet', 'pronoun', 'filler', 'tense', 'summary', 'other', 'ask']);

/**
 * Kinds that can be left out on their own. A role set out from running text, the contact line, the
 * skills grouped by category and the order of the sections are the new layout itself: the other
 * changes are placed in it.
 */
const OPTIONAL_KINDS = new Set<TImprovementChange['kind']>([...TEXT_KINDS, 'heading', 'date']);

/** A question for the person, then a weak opening rewritten, is what the reader notices first, so the change is named after it. */
const KIND_PRIORITY: TImprovementChange['kind'][] = ['ask', 'summary', 'bullet', 'tense', 'pronoun', 'filler', 'other'];

/**
 * The analysis checks each kind of change answers on the lines it rewrites. A bullet without a
 * number stays without one: only the person knows it, so no change claims 'quantified-results'.
 */
const CHECKS_ANSWERED: Partial<Record<TImprovementChange['kind'], readonly string[]>> = {
  bullet: ['weak-phrases', 'action-verbs'],
  pronoun: ['first-person-pronouns'],
  filler: ['filler-words'],
  tense: ['tense-consistency'],
  summary: ['objective-statement'],
  heading: ['section-headings'],
  date: ['date-consistency'],
};

type TMergedChange = TImprovementChange & { kinds: Set<TImprovementChange['kind']> };

/**
 * Whether the rewritten text answers the check whole: a bullet that keeps an 'I' in the middle
 * still reads first person, and a heading put in markdown but not renamed is still unusual.
 */
const ANSWERS_WHOLE: Partial<Record<string, (after: string) => boolean>> = {
  'first-person-pronouns': (after) => findFirstPersonPronouns(after).length === 0,
  'section-headings': (after) => isStandardHeading(after.replace(/^#+\s*/, '')),
};

const joinReasons = (first: string, second: string) => (first.includes(second) ? first : `${first} ${second}`);

/** Rules chained on one sentence: a rewrite of (a part of) the previous change's text joins that change. */
function mergeChains(changes: readonly TImprovementChange[]): TMergedChange[] {
  const merged: TMergedChange[] = [];
  for (const change of changes) {
    if (change.before === change.after) continue;
    // Rules run one after the other on a sentence, so its changes come in a row.
    const earlier = merged.at(-1);
    const continues =
      earlier !== undefined &&
      TEXT_KINDS.has(change.kind) &&
      TEXT_KINDS.has(earlier.kind) &&
      change.before !== '' &&
      earlier.after.includes(change.before);
    if (!continues) {
      merged.push({ ...change, kinds: new Set([change.kind]) });
      continue;
    }
    earlier.after = earlier.after.replace(change.before, change.after);
    earlier.reason = joinReasons(earlier.reason, change.reason);
    earlier.kinds.add(change.kind);
    if (KIND_PRIORITY.indexOf(change.kind) < KIND_PRIORITY.indexOf(earlier.kind)) earlier.kind = change.kind;
  }
  return merged.filter((change) => change.before !== change.after);
}

/** Where each change's text stands when it stands exactly once; null otherwise. */
function findOnlyPlace(content: string, text: string): { from: number; to: number } | null {
  if (!text) return null;
  const from = content.indexOf(text);
  if (from < 0 || content.indexOf(text, from + 1) >= 0) return null;
  return { from, to: from + text.length };
}

const stripMarker = (text: string) => text.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '').trim();

/** The checks whose findings on the lines this change rewrote it answers. */
function findFixedChecks(change: TMergedChange, suggestions: readonly TSuggestion[]): string[] {
  const answered = new Set(
    [...change.kinds].flatMap((kind) => CHECKS_ANSWERED[kind] ?? []).filter((checkId) => ANSWERS_WHOLE[checkId]?.(change.after) ?? true),
  );
  if (!change.before || answered.size === 0) return [];
  const touches = (lineText: string) => {
    const line = stripMarker(lineText);
    return line !== '' && (change.before.includes(line) || line.includes(change.before));
  };
  const fixed = suggestions.filter((suggestion) => answered.has(suggestion.checkId) && suggestion.lines.some((line) => touches(line.text)));
  return [...new Set(fixed.map((suggestion) => suggestion.checkId))];
}

export function toReviewedChanges(
  originalContent: string,
  improvedContent: string,
  changes: readonly TImprovementChange[],
): TReviewedChange[] {
  const merged = mergeChains(changes);
  const places = merged.map((change) =>
    change.before !== '' && OPTIONAL_KINDS.has(change.kind) ? findOnlyPlace(improvedContent, change.after) : null,
  );
  const overlaps = (index: number) => {
    const place = places[index];
    return places.some((other, otherIndex) => other && place && otherIndex !== index && other.from < place.to && place.from < other.to);
  };
  const { suggestions } = analyzeResume({ content: originalContent, fileName: 'resume.md', originalFile: null });
  return merged.map(({ kinds: _kinds, ...change }, index) => ({
    ...change,
    id: `c${index + 1}`,
    isOptional: places[index] !== null && !overlaps(index),
    fixes: findFixedChecks(merged[index]!, suggestions),
  }));
}
