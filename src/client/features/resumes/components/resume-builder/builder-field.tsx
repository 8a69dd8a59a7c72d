import type { ReactNode } from 'react';
import { FieldError } from '#client/components/ui/field-error.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { cn } from '#client/lib/utils.ts';

export type TControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
};

/**
 * A labelled builder field. 'required' fields are checked before generating; 'starred' ones are
 * only marked as important, so they do not claim aria-required.
 */
export function BuilderField({
  id,
  label,
  marker,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  marker?: 'required' | 'starred';
  error?: string;
  className?: string;
  children: (controlProps: TControlProps) => ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={id}>
        {label}
        {marker ? (
          <span aria-hidden="true" className="-ml-1 text-destructive">
            *
          </span>
        ) : null}
      </Label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
        'aria-required': marker === 'required' ? true : undefined,
      })}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
