import type { ReactNode } from 'react';
import { cn } from '#client/lib/utils.ts';
import { Label } from './label.tsx';

/** A label above its control, with an optional hint; `htmlFor` ties them together for screen readers. */
export function FormField({
  id,
  label,
  hint,
  children,
  className,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
    </div>
  );
}
