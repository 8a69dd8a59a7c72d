import type { ReactNode } from 'react';
import { FieldError } from '#client/components/ui/field-error.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { cn } from '#client/lib/utils.ts';

/** What a form passes to one of its text fields: the control's id, its value, its error and the change. */
export type TTextFieldProps = { id: string; value: string; error: string | undefined; onChange: (value: string) => void };

type TControlProps = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };

/** A label above its control, an optional hint, and the field's error below, all tied to the control for screen readers. */
export function LabelledField({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error: string | undefined;
  className?: string;
  children: (controlProps: TControlProps) => ReactNode;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
