/** The message shown beside each field that has one. */
export type TFieldErrors<TValues extends object> = Partial<Record<keyof TValues, string>>;

/** A Zod failure as the forms show it: the first message for each top-level field. */
export function toFieldErrors<TField extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[] | undefined,
): Partial<Record<TField, string>> {
  const errors: Partial<Record<TField, string>> = {};
  for (const issue of issues ?? []) {
    const field = issue.path[0];
    if (typeof field === 'string' && !errors[field as TField]) errors[field as TField] = issue.message;
  }
  return errors;
}
