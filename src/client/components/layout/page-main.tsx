import type { ComponentProps } from 'react';
import { cn } from '#client/lib/utils.ts';

/** The page-width main landmark under a dashboard hero, aligned with the header. */
export function PageMain({ className, ...props }: ComponentProps<'main'>) {
  return <main className={cn('mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8', className)} {...props} />;
}
