/** A byte limit as the screens write it: 10 * 1024 * 1024 reads '10MB'. */
export function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10}MB`;
}
