/**
 * Names compared the way a reader compares them: 'TechCorp Inc.' = 'Techcorp', 'Sr. Engineer' =
 * 'Senior Engineer', Only for comparing; never written back.
 */

const COMPANY_SUFFIXES = new Set([
  'inc',
  'llc',
  'ltd',
  'limited',
  'corp',
  'corporation',
  'co',
  'company',
  'gmbh',
  'plc',
  'ag',
  'sa',
  'srl',
  'pvt',
  'pty',
]);
const TITLE_ABBREVIATIONS: Record<string, string> = {
  sr: 'senior',
  snr: 'senior',
  jr: 'junior',
  mgr: 'manager',
  eng: 'engineer',
  dev: 'developer',
};

/** Lower case, no accents, '&' as 'and', punctuation as spaces: 'Ecole Polytechnique' = 'École Polytechnique'. */
export function normalizeName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}+#]+/gu, ' ')
    .trim();
}

/** 'Acme Corporation' and 'Acme Corp.' → 'acme'. */
export function normalizeCompany(text: string): string {
  const words = normalizeName(text).split(' ');
  while (words.length > 1 && COMPANY_SUFFIXES.has(words.at(-1) ?? '')) words.pop();
  return words.join(' ');
}

/** 'Sr. Software Eng.' → 'senior software engineer'. */
export function normalizeTitle(text: string): string {
  return normalizeName(text)
    .split(' ')
    .map((word) => TITLE_ABBREVIATIONS[word] ?? word)
    .join(' ');
}

/** Whole-word containment of normalised texts: 'acme' is in 'engineer at acme', not in 'acmeware'. */
export function containsPhrase(haystack: string, needle: string): boolean {
  return needle !== '' && ` ${haystack} `.includes(` ${needle} `);
}
