/**
 * One job seen by its owner: the job's header, its pipeline board (applicants ranked by match) and
 * the suggested candidates who did not apply. The board works from the applications call (stages,
 * resumes as sent) ordered and scored by the candidates call; without the latter it still works,
 * newest first and without match scores, and says so. Admins see it read-only.
 */
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft, ExternalLink, Pencil, RotateCw } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router';
import type { TJob, TReceivedApplication } from '#shared/schemas/jobs.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { formatCount } from '#client/lib/format.ts';
import { getJobCandidatesQueryOptions, getReceivedApplicationsQueryOptions } from '../api/job-pipeline.ts';
import { useBulkActions } from '../hooks/use-bulk-actions.ts';
import { usePipelineMoves } from '../hooks/use-pipeline-moves.ts';
import { toPipelineCards } from '../utils/pipeline.ts';
import type { TRenderCandidateActions } from './candidate-types.ts';
import { JobFacts } from '../../components/job-facts.tsx';
import { BulkActionBar } from './bulk-action-bar.tsx';
import { BulkMessageDialog } from './bulk-message-dialog.tsx';
import { JobStatusBadge } from './job-status-badge.tsx';
import { PipelineBoard } from './pipeline-board.tsx';
import { PipelineTagFilter, usePipelineTagFilter } from './pipeline-tag-filter.tsx';
import { RejectDialog } from './reject-dialog.tsx';
import { ResumeDialog } from './resume-dialog.tsx';
import { SuggestedCandidates } from './suggested-candidates.tsx';

/** The sticky header's height and a little air (the root's scroll-mt-24). */
const STICKY_HEADER_CLEARANCE_PX = 96;

export function JobPipelineView({
  employerId,
  job,
  isReadOnly,
  onBack,
  onEdit,
  renderCandidateActions,
  interviews,
}: {
  employerId: number;
  job: TJob;
  isReadOnly: boolean;
  onBack: () => void;
  onEdit: () => void;
  renderCandidateActions?: TRenderCandidateActions;
  /** The job's upcoming interviews (the interviews feature's, passed in by the app). */
  interviews?: ReactNode;
}) {
  const jobKey = { employerId, jobId: job.id };
  const applications = useQuery(getReceivedApplicationsQueryOptions(jobKey));
  const candidates = useQuery(getJobCandidatesQueryOptions(jobKey));
  const moves = usePipelineMoves(jobKey);
  const allCards = toPipelineCards(applications.data ?? [], candidates.data?.applicants);
  const tagFilter = usePipelineTagFilter(employerId, allCards);
  const cards = tagFilter.cards;
  const bulk = useBulkActions(jobKey, cards);
  const [resumeOf, setResumeOf] = useState<TReceivedApplication | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Opening a job replaces the list: focus starts at its title, and its top comes into view if the list was scrolled past it.
  useEffect(() => {
    if ((rootRef.current?.getBoundingClientRect().top ?? 0) < STICKY_HEADER_CLEARANCE_PX)
      rootRef.current?.scrollIntoView({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, []);

  return (
    <div ref={rootRef} className="grid scroll-mt-24 gap-6">
      <PipelineJobHeader job={job} isReadOnly={isReadOnly} headingRef={headingRef} onBack={onBack} onEdit={onEdit} />
      {interviews}

      <section aria-label="Pipeline" className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <PipelineStatus
            applicationCount={applications.data?.length}
            isRankingMissing={candidates.isError}
            onRetryRanking={() => void candidates.refetch()}
          />
          <PipelineTagFilter filter={tagFilter} />
        </div>
        {bulk.chosen.length > 0 ? (
          <BulkActionBar
            employerId={employerId}
            count={bulk.chosen.length}
            isPending={bulk.isPending}
            onMove={bulk.onMove}
            onTag={bulk.onTag}
            onMessage={bulk.onMessage}
            onClear={bulk.onClear}
          />
        ) : null}
        <PipelineContent
          jobStatus={job.status}
          applications={applications}
          board={
            <PipelineBoard
              cards={cards}
              canMove={!isReadOnly}
              selection={isReadOnly ? undefined : bulk.selection}
              moveFocus={moves.moveFocus}
              onMove={moves.onMove}
              onViewResume={(card) => setResumeOf(card.application)}
              renderCandidateActions={renderCandidateActions}
            />
          }
          isEmpty={allCards.length === 0}
          isFilteredEmpty={cards.length === 0}
        />
      </section>

      {candidates.data ? (
        <SuggestedCandidates
          suggestions={candidates.data.suggestions}
          jobId={job.id}
          jobStatus={job.status}
          renderCandidateActions={renderCandidateActions}
        />
      ) : null}

      <PipelineDialogs employerId={employerId} jobTitle={job.title} moves={moves} bulk={bulk} />
      <ResumeDialog application={resumeOf} onClose={() => setResumeOf(null)} />
    </div>
  );
}

/** The dialogs the board's moves and the chosen cards' actions open. */
function PipelineDialogs({
  employerId,
  jobTitle,
  moves,
  bulk,
}: {
  employerId: number;
  jobTitle: string;
  moves: ReturnType<typeof usePipelineMoves>;
  bulk: ReturnType<typeof useBulkActions>;
}) {
  return (
    <>
      <RejectDialog
        employerId={employerId}
        jobTitle={jobTitle}
        rejecting={moves.rejecting ? { candidateName: moves.rejecting.card.application.candidateName } : null}
        onCancel={moves.onRejectCancelled}
        onConfirm={moves.onRejectConfirmed}
        onCloseAutoFocus={moves.onRejectDialogClosed}
      />
      <RejectDialog
        employerId={employerId}
        jobTitle={jobTitle}
        rejecting={bulk.isRejecting ? { count: bulk.chosen.length } : null}
        onCancel={bulk.onRejectCancelled}
        onConfirm={bulk.onRejectConfirmed}
        onCloseAutoFocus={undefined}
      />
      <BulkMessageDialog
        employerId={employerId}
        jobTitle={jobTitle}
        count={bulk.chosen.length}
        isOpen={bulk.isMessaging}
        isPending={bulk.isSending}
        onSend={bulk.onSend}
        onCancel={bulk.onMessageCancelled}
      />
    </>
  );
}

function PipelineJobHeader({
  job,
  isReadOnly,
  headingRef,
  onBack,
  onEdit,
}: {
  job: TJob;
  isReadOnly: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onBack: () => void;
  onEdit: () => void;
}) {
  return (
    <div className="grid gap-4">
      <Button variant="ghost" size="sm" onClick={onBack} className="-ml-2 w-fit">
        <ArrowLeft aria-hidden="true" />
        All jobs
      </Button>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid min-w-0 gap-2">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
            <h2 ref={headingRef} tabIndex={-1} className="min-w-0 text-2xl font-bold tracking-tight wrap-anywhere outline-none">
              {job.title}
            </h2>
            <JobStatusBadge status={job.status} />
          </div>
          <JobFacts job={job} />
        </div>
        <div className="flex flex-wrap gap-2">
          {job.status === 'draft' ? null : (
            <Button variant="outline" size="sm" asChild>
              <Link to={`/jobs/${job.id}`}>
                <ExternalLink aria-hidden="true" />
                View job page
              </Link>
            </Button>
          )}
          {isReadOnly ? null : (
            <Button variant="outline" size="sm" onClick={onEdit}>
              <Pencil aria-hidden="true" />
              Edit job
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}

/** The board once the applications are in; a placeholder while they load, a retry if they fail, a note when there are none. */
function PipelineContent({
  jobStatus,
  applications,
  board,
  isEmpty,
  isFilteredEmpty,
}: {
  jobStatus: TJob['status'];
  applications: Pick<UseQueryResult, 'isPending' | 'isError' | 'refetch'>;
  board: ReactNode;
  isEmpty: boolean;
  /** No card carries the tag the pipeline is filtered by. */
  isFilteredEmpty: boolean;
}) {
  if (applications.isPending) {
    return (
      <div className="grid gap-4 md:grid-cols-3">
        <Skeleton className="h-48 rounded-xl" />
        <Skeleton className="h-48 rounded-xl" />
        <Skeleton className="h-48 rounded-xl" />
      </div>
    );
  }
  if (applications.isError) {
    return (
      <Notice>
        This job&apos;s applications could not be loaded.{' '}
        <Button variant="link" className="h-auto p-0" onClick={() => void applications.refetch()}>
          Try again
        </Button>
      </Notice>
    );
  }
  if (isEmpty) {
    return (
      <Notice>
        {jobStatus === 'draft'
          ? 'No applications: a draft is visible only to you. Publish it to start receiving them.'
          : 'No applications yet. They show here as they arrive, best match first.'}
      </Notice>
    );
  }
  if (isFilteredEmpty) return <Notice>No candidate in this pipeline carries this tag.</Notice>;
  return board;
}

function PipelineStatus({
  applicationCount,
  isRankingMissing,
  onRetryRanking,
}: {
  applicationCount: number | undefined;
  isRankingMissing: boolean;
  onRetryRanking: () => void;
}) {
  if (applicationCount === undefined) return null;
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
      <p className="text-sm text-muted-foreground">
        {formatCount(applicationCount, 'application')}
        {isRankingMissing ? ', newest first' : ', best match first'}
      </p>
      {isRankingMissing ? (
        <p className="text-sm text-amber-700 dark:text-amber-300">
          Match scores are unavailable right now.{' '}
          <Button variant="link" className="h-auto p-0 text-sm" onClick={onRetryRanking}>
            <RotateCw aria-hidden="true" />
            Retry
          </Button>
        </p>
      ) : null}
    </div>
  );
}

function Notice({ children }: { children: ReactNode }) {
  return <p className="rounded-xl border border-dashed px-4 py-10 text-center text-sm text-muted-foreground">{children}</p>;
}
