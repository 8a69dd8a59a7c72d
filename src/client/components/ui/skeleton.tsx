import type { ComponentProps } from 'react';
import { cn } from '#client/lib/utils.ts';

/** A grey placeholder block shown while data loads; hidden from screen readers. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="skeleton" aria-hidden="true" className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />;
}
