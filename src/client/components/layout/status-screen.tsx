import type { ReactNode } from 'react';
import { cn } from '../../lib/utils.ts';

/** A centred full-area message (the page's main landmark): loading, redirecting, not found, access denied. */
export function StatusScreen({
  title,
  description,
  icon,
  children,
  className,
}: {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <main className={cn('flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4 text-center', className)}>
      {icon ? <div className="rounded-full bg-secondary p-4 text-primary">{icon}</div> : null}
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      {description ? <p className="max-w-md text-muted-foreground">{description}</p> : null}
      {children}
    </main>
  );
}
