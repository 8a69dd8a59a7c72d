/**
 * The results column: heading and count, sort (re-runs the search on the
 * server), list/grid layout, skeleton cards, the empty state, and the paging footer (20 a page).
 */
import { LayoutGrid, List, SearchX, Sparkles } from 'lucide-react';
import { useId, type ReactNode, type Ref } from 'react';
import { CANDIDATE_SORT_LABEL, CANDIDATE_SORTS, type TCandidateSort, type TMatchEngine } from '#shared/candidate-search.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Pager } from '#client/components/ui/pager.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#client/components/ui/select.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { cn } from '#client/lib/utils.ts';
import { formatFoundCount, formatShowingRange, getLastPage } from '../utils/result-range.ts';
import type { TResultsLayout } from './candidate-card.tsx';

const SKELETON_CARDS = 3;

export type TResultsState =
  | { status: 'pending' }
  | { status: 'error'; onRetry: () => void }
  | { status: 'success'; count: number; total: number; engine: TMatchEngine; isAIEnhanced: boolean };

export function CandidateResults({
  state,
  sort,
  onSortChange,
  layout,
  onLayoutChange,
  page,
  onPageChange,
  headingRef,
  children,
}: {
  state: TResultsState;
  sort: TCandidateSort;
  onSortChange: (sort: TCandidateSort) => void;
  layout: TResultsLayout;
  onLayoutChange: (layout: TResultsLayout) => void;
  page: number;
  onPageChange: (page: number) => void;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const id = useId();

  return (
    <section aria-labelledby={`${id}-heading`} className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h2
            id={`${id}-heading`}
            ref={headingRef}
            tabIndex={-1}
            className="scroll-mt-20 text-2xl font-semibold tracking-tight outline-none"
          >
            Candidate Results
          </h2>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {state.status === 'success'
              ? formatFoundCount(state.total)
              : state.status === 'pending'
                ? 'Searching candidates...'
                : 'The search could not be run.'}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <SortSelect id={`${id}-sort`} sort={sort} onSortChange={onSortChange} />
          <LayoutToggle layout={layout} onLayoutChange={onLayoutChange} />
        </div>
      </div>

      {state.status === 'success' && state.isAIEnhanced && state.count > 0 ? <MatchEngineNotice engine={state.engine} /> : null}

      <ResultsBody state={state} layout={layout}>
        {children}
      </ResultsBody>

      {state.status === 'success' && state.total > 0 ? (
        <Pager
          label="Result pages"
          page={page}
          lastPage={getLastPage(state.total)}
          summary={formatShowingRange({ page, count: state.count, total: state.total })}
          onPageChange={onPageChange}
        />
      ) : null}
    </section>
  );
}

function SortSelect({ id, sort, onSortChange }: { id: string; sort: TCandidateSort; onSortChange: (sort: TCandidateSort) => void }) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        Sort by
      </label>
      <Select value={sort} onValueChange={(value) => onSortChange(value as TCandidateSort)}>
        <SelectTrigger id={id} className="h-9 w-full min-w-40 sm:w-44">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {CANDIDATE_SORTS.map((value) => (
            <SelectItem key={value} value={value}>
              {CANDIDATE_SORT_LABEL[value]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </>
  );
}

function LayoutToggle({ layout, onLayoutChange }: { layout: TResultsLayout; onLayoutChange: (layout: TResultsLayout) => void }) {
  return (
    <div role="group" aria-label="Layout" className="flex shrink-0 rounded-md border bg-background p-0.5">
      <LayoutButton label="List view" isActive={layout === 'list'} onClick={() => onLayoutChange('list')}>
        <List aria-hidden="true" />
      </LayoutButton>
      <LayoutButton label="Grid view" isActive={layout === 'grid'} onClick={() => onLayoutChange('grid')}>
        <LayoutGrid aria-hidden="true" />
      </LayoutButton>
    </div>
  );
}

/** Says who explained an AI Smart Search: the admin's model, or the built-in matcher when none answered. */
function MatchEngineNotice({ engine }: { engine: TMatchEngine }) {
  return (
    <p className="flex items-center gap-2 rounded-lg border border-indigo-200 bg-indigo-50/70 px-3 py-2 text-sm text-indigo-950 dark:border-indigo-400/25 dark:bg-indigo-400/10 dark:text-indigo-100">
      <Sparkles className="size-4 shrink-0" aria-hidden="true" />
      {engine === 'llm'
        ? 'AI Smart Search: the AI model ranked and explained these matches.'
        : 'AI Smart Search: the built-in matcher explained these matches (no AI model answered).'}
    </p>
  );
}

/** Skeleton cards while searching, the error and empty states, or the candidates (`children`) as a list. */
function ResultsBody({ state, layout, children }: { state: TResultsState; layout: TResultsLayout; children: ReactNode }) {
  if (state.status === 'pending') return <ResultsSkeleton layout={layout} />;
  if (state.status === 'error') {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-14 text-center">
        <SearchX className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">The search could not be run.</p>
        <Button variant="outline" onClick={state.onRetry}>
          Try Again
        </Button>
      </div>
    );
  }
  if (state.count === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-14 text-center">
        <div className="rounded-full bg-secondary p-4 text-primary">
          <SearchX className="size-7" aria-hidden="true" />
        </div>
        <h3 className="text-lg font-semibold">No candidates found</h3>
        <p className="max-w-md text-sm text-muted-foreground">
          Try adjusting your search criteria or removing some filters to see more results.
        </p>
      </div>
    );
  }
  return (
    <ul aria-label="Candidates" className={cn('grid gap-4', layout === 'grid' && 'md:grid-cols-2')}>
      {children}
    </ul>
  );
}

function LayoutButton({
  label,
  isActive,
  onClick,
  children,
}: {
  label: string;
  isActive: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      aria-label={label}
      aria-pressed={isActive}
      title={label}
      onClick={onClick}
      className={cn('size-8 text-muted-foreground', isActive && 'bg-secondary text-secondary-foreground hover:bg-secondary')}
    >
      {children}
    </Button>
  );
}

function ResultsSkeleton({ layout }: { layout: TResultsLayout }) {
  return (
    <div role="status" aria-label="Loading candidates" className={cn('grid gap-4', layout === 'grid' && 'md:grid-cols-2')}>
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <div key={index} data-slot="candidate-skeleton" className="grid gap-4 rounded-xl border bg-card p-5">
          <div className="flex gap-4">
            <Skeleton className="size-16 rounded-full" />
            <div className="grid flex-1 content-start gap-2">
              <Skeleton className="h-5 w-2/5" />
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-5 w-24 rounded-full" />
            </div>
          </div>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-4/5" />
          <div className="flex gap-2">
            <Skeleton className="h-5 w-16 rounded-full" />
            <Skeleton className="h-5 w-20 rounded-full" />
            <Skeleton className="h-5 w-14 rounded-full" />
          </div>
          <div className="flex gap-2">
            <Skeleton className="h-8 w-24" />
            <Skeleton className="h-8 w-28" />
            <Skeleton className="h-8 w-24" />
          </div>
        </div>
      ))}
    </div>
  );
}
