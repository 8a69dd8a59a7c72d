import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '#client/lib/utils.ts';
import { Button } from '../ui/button.tsx';

/**
 * A centred full-area message (the page's main landmark): loading, redirecting, not found,
 * access denied; `action` adds one button link, e.g. back to a dashboard.
 */
export function StatusScreen({
  title,
  description,
  icon,
  action,
  className,
}: {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  action?: { label: string; to: string };
  className?: string;
}) {
  return (
    <main className={cn('flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4 text-center', className)}>
      {icon ? <div className="rounded-full bg-secondary p-4 text-primary">{icon}</div> : null}
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      {description ? <p className="max-w-md text-muted-foreground">{description}</p> : null}
      {action ? (
        <Button asChild>
          <Link to={action.to}>{action.label}</Link>
        </Button>
      ) : null}
    </main>
  );
}
