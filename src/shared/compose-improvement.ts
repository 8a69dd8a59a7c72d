/**
 * The improved resume with only the changes the developer keeps. Every optional change's `after`
 * text stands exactly once in the improved version (the engine makes sure of it), so leaving a
 * change out puts its `before` text back in that place; the changes that come with the new layout
 * always stay. The client composes the text it applies, the server the text it scores, with this one function.
 */
import type { TReviewedChange } from './schemas/resume-ai.ts';

type TComposable = Pick<TReviewedChange, 'id' | 'before' | 'after' | 'isOptional'>;

export function composeImprovement(improvedContent: string, changes: readonly TComposable[], acceptedIds: ReadonlySet<string>): string {
  const leftOut = changes
    .filter((change) => change.isOptional && !acceptedIds.has(change.id))
    .flatMap((change) => {
      const index = improvedContent.indexOf(change.after);
      return index < 0 ? [] : [{ index, change }];
    })
    // From the end, so the places found before stay where they are.
    .sort((a, b) => b.index - a.index);
  let content = improvedContent;
  for (const { index, change } of leftOut) content = content.slice(0, index) + change.before + content.slice(index + change.after.length);
  return content;
}

/** The ids of the changes the developer can leave out. */
export const getOptionalChangeIds = (changes: readonly TComposable[]) =>
  changes.filter((change) => change.isOptional).map((change) => change.id);
