/** A LIKE / ILIKE pattern that finds `text` anywhere, its own % _ and \ matched as themselves. */
export function toContainsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
