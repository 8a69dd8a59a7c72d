import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { TJob } from '#shared/schemas/jobs.ts';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { cn } from '#client/lib/utils.ts';
import { CompanyLogo } from './company-logo.tsx';
import { JobFacts } from './job-facts.tsx';
import { SkillChips } from './skill-chips.tsx';

const SKILLS_SHOWN_PER_CARD = 5;

/**
 * One job in a list: logo, title (the link to its page), company, facts and required skills.
 * `badge` sits beside the title (a fit score, 'Closed'); `children` go under the skills (a fit
 * summary); `renderActions` gets the title's id, so a 'Save' button can name its job for screen readers.
 */
export function JobCard({
  job,
  badge,
  renderActions,
  children,
  className,
}: {
  job: TJob;
  badge?: ReactNode;
  renderActions?: (titleId: string) => ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'flex h-full flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm transition-shadow hover:shadow-md',
        className,
      )}
    >
      <div className="flex gap-4">
        <CompanyLogo name={job.company.name} logoUrl={job.company.logoUrl} size="sm" className="size-12" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1.5">
            <h3 id={titleId} className="min-w-0 text-lg leading-tight font-semibold wrap-anywhere">
              <Link
                to={`/jobs/${job.id}`}
                className="rounded-sm outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                {job.title}
              </Link>
            </h3>
            {badge}
          </div>
          <p className="text-sm wrap-anywhere text-muted-foreground">{job.company.name}</p>
        </div>
      </div>
      <JobFacts job={job} />
      <SkillChips label="Required skills" skills={job.requiredSkills} limit={SKILLS_SHOWN_PER_CARD} />
      {children}
      {renderActions ? <div className="mt-auto flex flex-wrap items-center gap-2 border-t pt-4">{renderActions(titleId)}</div> : null}
    </article>
  );
}

/** Placeholders in the cards' shape while the first answer loads. */
export function JobCardSkeletons({ count = 4, className }: { count?: number; className?: string }) {
  return (
    <div className={cn('grid gap-4 lg:grid-cols-2', className)} aria-busy="true">
      <span className="sr-only">Loading jobs…</span>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className="h-52 w-full rounded-xl" />
      ))}
    </div>
  );
}
