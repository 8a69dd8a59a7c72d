/**
 * Filler words and wordy phrases: they add length without meaning. Each says what to do instead:
 * drop it, or use the shorter form.
 */
import { createPhraseFinder } from './phrase-finder.ts';

type TFillerWord = {
  word: string;
  /** The shorter wording; '' means just remove it. */
  replacement: string;
  /** False for nouns ('things', 'stuff'): dropping them breaks the sentence, it needs rewording by hand. */
  isSafeToRemove: boolean;
};

const REMOVE = '';

export const FILLER_WORDS: readonly TFillerWord[] = [
  { word: 'very', replacement: REMOVE, isSafeToRemove: true },
  { word: 'really', replacement: REMOVE, isSafeToRemove: true },
  { word: 'various', replacement: REMOVE, isSafeToRemove: true },
  { word: 'basically', replacement: REMOVE, isSafeToRemove: true },
  { word: 'actually', replacement: REMOVE, isSafeToRemove: true },
  { word: 'just', replacement: REMOVE, isSafeToRemove: true },
  { word: 'quite', replacement: REMOVE, isSafeToRemove: true },
  { word: 'extremely', replacement: REMOVE, isSafeToRemove: true },
  { word: 'highly', replacement: REMOVE, isSafeToRemove: true },
  { word: 'totally', replacement: REMOVE, isSafeToRemove: true },
  { word: 'literally', replacement: REMOVE, isSafeToRemove: true },
  { word: 'simply', replacement: REMOVE, isSafeToRemove: true },
  { word: 'somewhat', replacement: REMOVE, isSafeToRemove: true },
  { word: 'truly', replacement: REMOVE, isSafeToRemove: true },
  { word: 'definitely', replacement: REMOVE, isSafeToRemove: true },
  { word: 'certainly', replacement: REMOVE, isSafeToRemove: true },
  { word: 'successfully', replacement: REMOVE, isSafeToRemove: true },
  { word: 'effectively', replacement: REMOVE, isSafeToRemove: true },
  { word: 'etc.', replacement: REMOVE, isSafeToRemove: true },
  { word: 'etc', replacement: REMOVE, isSafeToRemove: true },
  { word: 'and so on', replacement: REMOVE, isSafeToRemove: true },
  { word: 'a variety of', replacement: REMOVE, isSafeToRemove: true },
  { word: 'a wide variety of', replacement: REMOVE, isSafeToRemove: true },
  { word: 'numerous', replacement: 'many', isSafeToRemove: true },
  { word: 'a lot of', replacement: 'many', isSafeToRemove: true },
  { word: 'lots of', replacement: 'many', isSafeToRemove: true },
  { word: 'a number of', replacement: 'several', isSafeToRemove: true },
  { word: 'in order to', replacement: 'to', isSafeToRemove: true },
  { word: 'so as to', replacement: 'to', isSafeToRemove: true },
  { word: 'due to the fact that', replacement: 'because', isSafeToRemove: true },
  { word: 'for the purpose of', replacement: 'to', isSafeToRemove: true },
  { word: 'on a daily basis', replacement: 'daily', isSafeToRemove: true },
  { word: 'on a weekly basis', replacement: 'weekly', isSafeToRemove: true },
  { word: 'on a regular basis', replacement: 'regularly', isSafeToRemove: true },
  { word: 'at this point in time', replacement: 'now', isSafeToRemove: true },
  { word: 'in the process of', replacement: REMOVE, isSafeToRemove: true },
  // Hedging and vague endings: removing them keeps the sentence whole ('using JavaScript and stuff').
  { word: 'kind of', replacement: REMOVE, isSafeToRemove: true },
  { word: 'sort of', replacement: REMOVE, isSafeToRemove: true },
  { word: 'and stuff', replacement: REMOVE, isSafeToRemove: true },
  { word: 'and things', replacement: REMOVE, isSafeToRemove: true },
  { word: 'and so forth', replacement: REMOVE, isSafeToRemove: true },
  { word: 'or something', replacement: REMOVE, isSafeToRemove: true },
  { word: 'things', replacement: REMOVE, isSafeToRemove: false },
  { word: 'stuff', replacement: REMOVE, isSafeToRemove: false },
];

const findAllFillerWords = createPhraseFinder(FILLER_WORDS, (filler) => [filler.word]);
// Technical terms that start with a filler word: 'highly available' is a property of a system.
const TECHNICAL_TERM = /^(?:highly[\s-]+available|very[\s-]+large[\s-]+scale)/i;

// 'the kind of system', 'a sort of cache': a noun phrase there, not hedging.
const NOUN_KIND = /^(?:kind|sort) of/i;
const DETERMINER_BEFORE = /\b(?:a|an|the|what|this|that|any|every|some|one|same)\s+$/i;

/** Every filler word or wordy phrase in a text, with what to write instead. */
export function findFillerWords(text: string) {
  return findAllFillerWords(text).filter(
    (match) =>
      !TECHNICAL_TERM.test(text.slice(match.index)) && !(NOUN_KIND.test(match.text) && DETERMINER_BEFORE.test(text.slice(0, match.index))),
  );
}
