import { BriefcaseBusiness, Pencil, Plus, Users } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { TJob } from '#shared/schemas/jobs.ts';
import { EmptyState } from '#client/components/layout/empty-state.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { formatCount, formatDate } from '#client/lib/format.ts';
import { JobFacts } from '../../components/job-facts.tsx';
import { JobStatusBadge } from './job-status-badge.tsx';
import { SkillChips } from '../../components/skill-chips.tsx';

const SKILLS_SHOWN = 5;

/** The employer's jobs, newest first, each opening its candidates or the editor; 'Post a job' above. */
export function EmployerJobList({
  jobs,
  isLoading,
  isReadOnly,
  focusJobId,
  onPostJob,
  onOpenJob,
  onEditJob,
  renderJobFigures,
}: {
  jobs: TJob[] | undefined;
  isLoading: boolean;
  isReadOnly: boolean;
  /** The job whose Candidates button takes focus as the list shows (coming back from that job). */
  focusJobId: number | null;
  onPostJob: () => void;
  onOpenJob: (job: TJob) => void;
  onEditJob: (job: TJob) => void;
  renderJobFigures?: (job: TJob) => ReactNode;
}) {
  const headingId = useId();
  const postButton = isReadOnly ? null : (
    <Button onClick={onPostJob}>
      <Plus aria-hidden="true" />
      Post a job
    </Button>
  );

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-xl font-semibold tracking-tight">
            Your jobs
          </h2>
          {jobs && jobs.length > 0 ? (
            <p className="text-sm text-muted-foreground">{formatCount(jobs.length, 'job')}, newest first</p>
          ) : null}
        </div>
        {jobs && jobs.length > 0 ? postButton : null}
      </div>

      {isLoading ? (
        <div className="grid gap-3">
          <Skeleton className="h-36 rounded-xl" />
          <Skeleton className="h-36 rounded-xl" />
        </div>
      ) : !jobs || jobs.length === 0 ? (
        <EmptyState
          icon={<BriefcaseBusiness className="size-8" aria-hidden="true" />}
          title="No jobs yet"
          description="Post a job and candidates can find it and apply; you follow each of them from Applied to Hired, with the best matches first."
        >
          {postButton}
        </EmptyState>
      ) : (
        <ul aria-label="Your jobs" className="grid gap-3">
          {jobs.map((job) => (
            <li key={job.id}>
              <EmployerJobRow
                job={job}
                isReadOnly={isReadOnly}
                hasFocus={job.id === focusJobId}
                onOpen={() => onOpenJob(job)}
                onEdit={() => onEditJob(job)}
                figures={renderJobFigures?.(job)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function EmployerJobRow({
  job,
  isReadOnly,
  hasFocus,
  onOpen,
  onEdit,
  figures,
}: {
  job: TJob;
  isReadOnly: boolean;
  hasFocus: boolean;
  onOpen: () => void;
  onEdit: () => void;
  figures: ReactNode;
}) {
  const titleId = useId();
  const closedOn = job.status === 'closed' ? formatDate(job.closedAt) : null;
  return (
    <article
      aria-labelledby={titleId}
      className="grid gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm transition-shadow hover:shadow-md md:grid-cols-[minmax(0,1fr)_auto] md:items-start md:gap-6"
    >
      <div className="grid min-w-0 gap-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
          <h3 id={titleId} className="min-w-0 text-lg leading-tight font-semibold wrap-anywhere">
            {job.title}
          </h3>
          <JobStatusBadge status={job.status} />
        </div>
        <JobFacts job={job} />
        {figures}
        <SkillChips label={`Required skills for ${job.title}`} skills={job.requiredSkills} limit={SKILLS_SHOWN} />
        {closedOn ? <p className="text-xs text-muted-foreground">Closed on {closedOn}: it takes no new applications.</p> : null}
        {job.status === 'draft' ? <p className="text-xs text-muted-foreground">Only you can see a draft until you publish it.</p> : null}
      </div>
      <div className="flex flex-wrap gap-2 md:flex-col">
        <Button size="sm" onClick={onOpen} aria-describedby={titleId} autoFocus={hasFocus} className="flex-1 md:flex-none">
          <Users aria-hidden="true" />
          Candidates
        </Button>
        {isReadOnly ? null : (
          <Button size="sm" variant="outline" onClick={onEdit} aria-describedby={titleId} className="flex-1 md:flex-none">
            <Pencil aria-hidden="true" />
            Edit
          </Button>
        )}
      </div>
    </article>
  );
}
