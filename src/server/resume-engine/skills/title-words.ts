/**
 * The words of job titles as candidate search compares them: split exactly as the database's
 * candidate_words() splits profiles, the words that name the same kind of role, and a bit for each
 * word that titles commonly use, so a search tests a title word with one integer operation (the
 * profile's bits are computed on write, search-columns.ts). A word without a bit is found through the
 * title's Bloom filter and its words (features/candidates/search-row-tests.ts).
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

/** Other words titles commonly hold, beyond the synonyms: the kind of work, the field, the platform. */
const COMMON_TITLE_WORDS = [
  'software', 'web', 'application', 'applications', 'app', 'solutions', 'solution', 'consultant', 'consulting',
  'specialist', 'technical', 'technology', 'tech', 'it', 'systems', 'system', 'computer', 'programming',
  'integration', 'support', 'network', 'database', 'administrator', 'cloud', 'data', 'mobile', 'frontend', 'backend',
  'fullstack', 'security', 'test', 'automation', 'product', 'lead', 'salesforce', 'sap', 'erp', 'crm', 'wordpress',
  'shopify', 'java',
]; // prettier-ignore

/** At most 63 words: one bigint, its sign bit clear. */
const TITLE_WORD_BIT = new Map([...TITLE_SYNONYMS.flat(), ...COMMON_TITLE_WORDS].map((word, bit) => [word, bit]));

/** The bit of a title word; undefined for a word without one. */
export function findTitleWordBit(word: string): number | undefined {
  return TITLE_WORD_BIT.get(word);
}

export const TITLE_WORD_BIT_COUNT = TITLE_WORD_BIT.size;

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

/** The bits of a job title's words that have one. */
export function toTitleWordBits(title: string | null): bigint {
  let bits = 0n;
  for (const word of toSearchWords(title ?? '')) {
    const bit = findTitleWordBit(word);
    if (bit !== undefined) bits |= 1n << BigInt(bit);
  }
  return bits;
}
