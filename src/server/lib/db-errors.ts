/** Recognises database errors a route can answer meaningfully, through drizzle's wrapping. */

const UNIQUE_VIOLATION = '23505';

/**
 * The name of the unique constraint (index) a failed write violated, or undefined for any other error.
 * Both drivers (pg, PGlite) report `code` and `constraint`; drizzle wraps them in `cause`.
 */
export function getUniqueViolationConstraint(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === UNIQUE_VIOLATION) return typeof constraint === 'string' ? constraint : '';
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
