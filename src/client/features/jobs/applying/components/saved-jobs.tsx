import { useQuery } from '@tanstack/react-query';
import { Bookmark, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TJob } from '#shared/schemas/jobs.ts';
import { EmptyState } from '#client/components/layout/empty-state.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { formatDate } from '#client/lib/format.ts';
import { savedJobsQueryOptions } from '../api/saved-jobs.ts';
import { JobCard, JobCardSkeletons } from '../../components/job-card.tsx';

/** The developer's saved jobs, newest saved first; a closed one stays listed, marked, until it is unsaved. */
export function SavedJobs({
  renderJobActions,
  onBrowse,
}: {
  renderJobActions: (job: TJob, titleId: string) => ReactNode;
  onBrowse: () => void;
}) {
  const saved = useQuery(savedJobsQueryOptions);
  let content: ReactNode;
  if (saved.isPending) {
    content = <JobCardSkeletons count={2} />;
  } else if (saved.isError) {
    content = <p className="text-sm text-muted-foreground">Your saved jobs could not be loaded right now.</p>;
  } else if (saved.data.jobs.length === 0) {
    content = (
      <EmptyState
        icon={<Bookmark className="size-7" aria-hidden="true" />}
        title="No saved jobs yet"
        description="Press Save on a job to keep it here, then come back to it when you are ready to apply."
      >
        <Button variant="outline" onClick={onBrowse}>
          <Search aria-hidden="true" />
          Browse jobs
        </Button>
      </EmptyState>
    );
  } else {
    content = (
      <ul aria-label="Saved jobs" className="grid gap-4 lg:grid-cols-2">
        {saved.data.jobs.map((job) => (
          <li key={job.id} className="flex">
            <JobCard
              job={job}
              className="w-full"
              badge={job.status === 'closed' ? <Badge variant="outline">Closed</Badge> : undefined}
              renderActions={(titleId) => (
                <>
                  {renderJobActions(job, titleId)}
                  <span className="ml-auto text-xs text-muted-foreground">Saved {formatDate(job.savedAt) ?? 'recently'}</span>
                </>
              )}
            />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby="saved-jobs-heading" className="flex flex-col gap-4">
      <h2 id="saved-jobs-heading" className="text-xl font-semibold tracking-tight">
        Saved jobs
      </h2>
      {content}
    </section>
  );
}
