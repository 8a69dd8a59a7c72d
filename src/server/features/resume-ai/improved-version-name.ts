/**
 * Names the resume version an applied improvement creates: 'Jane Doe Resume.docx' becomes
 * 'Jane Doe Resume (improved).md', then '(improved 2)', '(improved 3)' while a name is taken. An
 * improved version of an improved version counts on from the same stem. The new version is the
 * reviewed markdown itself, so it is a .md file.
 */
const FILE_NAME_MAX_CHARS = 200;
const LONGEST_SUFFIX = ' (improved 9999).md';
const EXTENSION = /\.(docx?|docm|dotx?|md|markdown|txt)$/i;
const IMPROVED_SUFFIX = /\s*\(improved(?: \d+)?\)$/i;

export function createImprovedVersionName(originalFileName: string, takenFileNames: string[]): string {
  const stem =
    originalFileName
      .replace(EXTENSION, '')
      .replace(IMPROVED_SUFFIX, '')
      .trim()
      .slice(0, FILE_NAME_MAX_CHARS - LONGEST_SUFFIX.length) || 'Resume';
  const taken = new Set(takenFileNames.map((name) => name.toLowerCase()));
  for (let version = 1; ; version += 1) {
    const name = `${stem} (improved${version === 1 ? '' : ` ${version}`}).md`;
    if (!taken.has(name.toLowerCase())) return name;
  }
}
