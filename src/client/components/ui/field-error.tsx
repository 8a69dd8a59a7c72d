/** A field's error below its control, or nothing; the control names `id` in its aria-describedby. */
export function FieldError({ id, error }: { id: string; error: string | null | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="text-xs font-medium text-destructive">
      {error}
    </p>
  );
}
