import type { ReactNode } from 'react';
import { cn } from '#client/lib/utils.ts';

type TSectionHeadingProps = {
  /** Id of the h2, for the section's aria-labelledby. */
  id: string;
  eyebrow: string;
  title: ReactNode;
  description?: ReactNode;
  align?: 'center' | 'start';
  className?: string;
};

export function SectionHeading({ id, eyebrow, title, description, align = 'center', className }: TSectionHeadingProps) {
  return (
    <div
      className={cn(
        'flex max-w-2xl flex-col gap-4',
        align === 'center' ? 'mx-auto items-center text-center' : 'items-start text-left',
        className,
      )}
    >
      <p className="inline-flex items-center gap-2 text-sm font-semibold tracking-wide text-primary uppercase">
        <span aria-hidden="true" className="h-px w-6 bg-gradient-to-r from-indigo-500 to-violet-500" />
        {eyebrow}
      </p>
      <h2 id={id} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {description ? <p className="text-base text-pretty text-muted-foreground sm:text-lg">{description}</p> : null}
    </div>
  );
}

/** The page's horizontal frame, aligned with the app header. */
export function SectionContainer({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn('mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8', className)}>{children}</div>;
}
