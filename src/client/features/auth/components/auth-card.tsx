import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';

/** The centred card every account screen sits in, over a soft brand gradient. */
export function AuthCard({
  title,
  description,
  icon,
  children,
}: {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="relative flex min-h-[calc(100dvh-4rem)] items-start justify-center overflow-hidden px-4 py-10 sm:items-center sm:py-16">
      <div
        className="pointer-events-none absolute inset-0 bg-gradient-to-br from-indigo-50 via-background to-violet-50 dark:from-indigo-950/40 dark:via-background dark:to-violet-950/30"
        aria-hidden="true"
      />
      <Card className="relative w-full max-w-md shadow-xl shadow-indigo-500/5">
        <CardHeader className="items-center text-center">
          {icon ? <div className="mb-2 rounded-full bg-secondary p-3 text-primary">{icon}</div> : null}
          <h1 className="text-2xl leading-tight font-semibold tracking-tight">{title}</h1>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </main>
  );
}
