import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { BriefcaseBusiness, RefreshCw, SearchX } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import type { TJob, TJobBoard } from '#shared/schemas/jobs.ts';
import { EmptyState } from '#client/components/layout/empty-state.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Pager } from '#client/components/ui/pager.tsx';
import { cn } from '#client/lib/utils.ts';
import { getJobBoardQueryOptions } from '../api/job-board.ts';
import {
  EMPTY_JOB_SEARCH,
  formatShowingRange,
  getLastPage,
  isFilteredSearch,
  toJobSearchParams,
  type TJobSearch,
} from '../utils/job-search.ts';
import { JobCard, JobCardSkeletons } from '../../components/job-card.tsx';
import { JobSearchForm } from './job-search-form.tsx';

/**
 * The open jobs for `search` (held by the caller, in the address), a page at a time. While the next
 * page or search loads, the last answer stays on screen, dimmed.
 */
export function JobBoard({
  search,
  onSearchChange,
  renderJobActions,
}: {
  search: TJobSearch;
  onSearchChange: (search: TJobSearch) => void;
  renderJobActions?: (job: TJob, titleId: string) => ReactNode;
}) {
  const board = useQuery({ ...getJobBoardQueryOptions(search), placeholderData: keepPreviousData });
  const heading = useRef<HTMLHeadingElement>(null);

  const onPageChange = (page: number) => {
    onSearchChange({ ...search, page });
    // The next page starts at the list's top; keyboard and screen-reader users are taken there too.
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  };

  return (
    <section aria-labelledby="job-board-heading" className="flex flex-col gap-6">
      {/* Keyed by the search without its page: Back or a link shows that search's values. */}
      <JobSearchForm key={toJobSearchParams({ ...search, page: 1 }).toString()} search={search} onSearch={onSearchChange} />
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="job-board-heading" ref={heading} tabIndex={-1} className="scroll-mt-20 text-xl font-semibold tracking-tight outline-none">
          Open jobs
        </h2>
        {board.data ? (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {board.data.total === 1 ? '1 job found' : `${board.data.total} jobs found`}
          </p>
        ) : null}
      </div>
      <BoardResults board={board} search={search} onSearchChange={onSearchChange} renderJobActions={renderJobActions} />
      {board.data && board.data.total > 0 ? (
        <Pager
          label="Job pages"
          page={board.data.page}
          lastPage={getLastPage(board.data.total, board.data.pageSize)}
          summary={formatShowingRange({ ...board.data, count: board.data.jobs.length })}
          onPageChange={onPageChange}
        />
      ) : null}
    </section>
  );
}

function BoardResults({
  board,
  search,
  onSearchChange,
  renderJobActions,
}: {
  board: UseQueryResult<TJobBoard>;
  search: TJobSearch;
  onSearchChange: (search: TJobSearch) => void;
  renderJobActions?: (job: TJob, titleId: string) => ReactNode;
}) {
  if (board.isPending) return <JobCardSkeletons />;
  if (board.isError) {
    return (
      <EmptyState
        icon={<RefreshCw className="size-7" aria-hidden="true" />}
        title="The jobs could not be loaded"
        description="Please try again in a moment."
      >
        <Button variant="outline" onClick={() => void board.refetch()}>
          Try Again
        </Button>
      </EmptyState>
    );
  }
  if (board.data.jobs.length === 0) {
    return isFilteredSearch(search) ? (
      <EmptyState
        icon={<SearchX className="size-7" aria-hidden="true" />}
        title="No jobs match your search"
        description="Try fewer title words or skills, another level, or a lower minimum salary."
      >
        <Button variant="outline" onClick={() => onSearchChange(EMPTY_JOB_SEARCH)}>
          Clear filters
        </Button>
      </EmptyState>
    ) : (
      <EmptyState
        icon={<BriefcaseBusiness className="size-7" aria-hidden="true" />}
        title="No open jobs yet"
        description="New jobs appear here as soon as companies publish them. Check back soon."
      />
    );
  }
  return (
    <ul
      aria-label="Jobs"
      aria-busy={board.isPlaceholderData}
      className={cn('grid gap-4 lg:grid-cols-2', board.isPlaceholderData && 'opacity-60 transition-opacity')}
    >
      {board.data.jobs.map((job) => (
        <li key={job.id} className="flex">
          <JobCard
            job={job}
            className="w-full"
            renderActions={renderJobActions ? (titleId) => renderJobActions(job, titleId) : undefined}
          />
        </li>
      ))}
    </ul>
  );
}
