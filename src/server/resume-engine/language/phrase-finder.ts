/**
 * One precompiled, case-insensitive regex per lexicon: the lexicons are matched against every line
 * of every resume, so the alternation is built once at module load, never per call.
 */

/** Where a lexicon entry occurs in a text: the words as written and their offset. */
export type TPhraseMatch<TEntry> = { entry: TEntry; text: string; index: number };

export type TPhraseFinder<TEntry> = (text: string) => TPhraseMatch<TEntry>[];

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const normalizePhrase = (phrase: string) => phrase.toLowerCase().replace(/[\s-]+/g, ' ');

/**
 * A finder for whole-word phrases. Longer phrases win over shorter ones they contain ('helped with'
 * before 'helped'), spaces and hyphens are interchangeable ('hard working' = 'hard-working').
 */
export function createPhraseFinder<TEntry>(
  entries: readonly TEntry[],
  getPhrases: (entry: TEntry) => readonly string[],
): TPhraseFinder<TEntry> {
  const entryByPhrase = new Map<string, TEntry>();
  for (const entry of entries) for (const phrase of getPhrases(entry)) entryByPhrase.set(normalizePhrase(phrase), entry);
  const alternatives = [...entryByPhrase.keys()]
    .sort((a, b) => b.length - a.length)
    .map((phrase) => phrase.split(' ').map(escapeRegExp).join('[\\s-]+'));
  // Letters and digits on either side mean the phrase is part of a longer word.
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'giu');

  return (text) => {
    const matches: TPhraseMatch<TEntry>[] = [];
    for (const match of text.matchAll(pattern)) {
      const entry = entryByPhrase.get(normalizePhrase(match[0]));
      if (entry !== undefined) matches.push({ entry, text: match[0], index: match.index });
    }
    return matches;
  };
}
