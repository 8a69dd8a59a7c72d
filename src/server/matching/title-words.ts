/**
 * The words of job titles as candidate search compares them: split exactly as the database's
 * candidate_words() splits profiles, and the words that name the same kind of role.
 */

/** Words that name the same kind of role. */
export const TITLE_SYNONYMS: readonly (readonly string[])[] = [
  ['engineer', 'engineering', 'developer', 'development', 'programmer', 'dev', 'swe', 'coder'],
  ['devops', 'sre', 'reliability', 'platform'],
  ['scientist', 'science'],
  ['architect', 'architecture'],
  ['manager', 'management'],
  ['designer', 'design'],
  ['analyst', 'analytics'],
];

/**
 * The search tokens of a text, split exactly as the database's candidate_words() splits profiles:
 * lower case, 'front end' / 'back-end' / 'full stack' as one word, on anything but letters, digits,
 * '+' and '#'.
 */
export function toSearchWords(text: string): string[] {
  const normalized = text
    .toLowerCase()
    .replace(/front[ -]?end/g, 'frontend')
    .replace(/back[ -]?end/g, 'backend')
    .replace(/full[ -]?stack/g, 'fullstack');
  return [...new Set(normalized.split(/[^a-z0-9+#]+/).filter(Boolean))];
}
