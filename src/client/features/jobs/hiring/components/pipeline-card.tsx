/**
 * One application on the pipeline board: the candidate (link to their profile), the match and its
 * summary, when they applied, the note they sent, 'View resume', and the move controls the board
 * gives it (the 'Move to…' menu, and a drag handle on wide screens; none when withdrawn or
 * read-only). The candidate's favourite and private note come last.
 */
import { Clock, FileText, Undo2 } from 'lucide-react';
import { useId, type ReactNode, type Ref } from 'react';
import { Link } from 'react-router';
import { UserAvatar } from '#client/components/ui/avatar.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { MatchBadge } from '#client/components/ui/match-badge.tsx';
import { formatDate } from '#client/lib/format.ts';
import { APPLICATION_STAGE_LABEL, type TApplicationStage } from '#shared/job-values.ts';
import { cn } from '#client/lib/utils.ts';
import type { TPipelineCard } from '../utils/pipeline.ts';
import type { TRenderCandidateActions } from './candidate-types.ts';

export function PipelineCard({
  ref,
  card,
  selectControl,
  handle,
  moveMenu,
  isDragging = false,
  onViewResume,
  renderCandidateActions,
}: {
  ref?: Ref<HTMLElement>;
  card: TPipelineCard;
  /** Top left: the checkbox that chooses the card for a bulk action. */
  selectControl?: ReactNode;
  /** Top right: the drag handle. */
  handle?: ReactNode;
  /** Beside View resume: the 'Move to…' menu. */
  moveMenu?: ReactNode;
  isDragging?: boolean;
  onViewResume: () => void;
  renderCandidateActions?: TRenderCandidateActions;
}) {
  const nameId = useId();
  const { application, ranked } = card;
  const isWithdrawn = application.withdrawnAt !== null;

  return (
    <article
      ref={ref}
      aria-labelledby={nameId}
      className={cn(
        'overflow-hidden rounded-lg border bg-card text-card-foreground shadow-xs',
        isWithdrawn && 'border-dashed bg-muted/40',
        isDragging && 'opacity-40',
      )}
    >
      <div className="grid gap-3 p-3">
        <div className="flex items-start gap-3">
          {selectControl}
          <UserAvatar name={application.candidateName} src={ranked?.profilePicture} size="md" />
          <div className="grid min-w-0 flex-1 gap-0.5">
            <h4 id={nameId} className="text-sm leading-snug font-semibold wrap-anywhere">
              <Link to={`/candidate/${application.candidateUserId}`} className="hover:underline focus-visible:underline">
                {application.candidateName}
              </Link>
            </h4>
            <p className="text-xs wrap-anywhere text-muted-foreground">{application.candidateTitle ?? ranked?.jobTitle ?? 'Developer'}</p>
          </div>
          {handle}
        </div>

        <ApplicationDetails card={card} />

        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={onViewResume} aria-describedby={nameId}>
            <FileText aria-hidden="true" />
            View resume
          </Button>
          {moveMenu}
        </div>
      </div>
      {renderCandidateActions?.({
        applicantId: application.applicantId,
        userId: application.candidateUserId,
        fullName: application.candidateName,
        jobTitle: application.candidateTitle ?? ranked?.jobTitle ?? null,
        skills: ranked?.skills ?? [],
        jobId: application.jobId,
        application: { id: application.id, stage: application.stage, isWithdrawn: application.withdrawnAt !== null },
      })}
    </article>
  );
}

/** The match, when they applied (and withdrew), their note and the reason sent with a rejection. */
function ApplicationDetails({ card: { application, ranked } }: { card: TPipelineCard }) {
  const isWithdrawn = application.withdrawnAt !== null;
  return (
    <>
      <div className="flex flex-wrap items-center gap-1.5">
        {ranked ? <MatchBadge score={ranked.match.score} /> : null}
        {isWithdrawn ? (
          <Badge variant="outline" className="gap-1">
            <Undo2 aria-hidden="true" />
            Withdrawn
          </Badge>
        ) : null}
      </div>
      {ranked ? <p className="text-xs leading-relaxed">{ranked.match.summary}</p> : null}

      <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
        <Clock className="size-3.5 shrink-0" aria-hidden="true" />
        <span>
          Applied <time dateTime={application.createdAt}>{formatDate(application.createdAt)}</time>
          {isWithdrawn ? <>, withdrawn {formatDate(application.withdrawnAt)}</> : null}
        </span>
      </p>

      <LastMove application={application} />

      {application.note ? (
        <blockquote className="line-clamp-3 border-l-2 pl-2 text-xs wrap-anywhere text-foreground/80 italic">{application.note}</blockquote>
      ) : null}
      {application.stage === 'rejected' && application.rejectionReason ? (
        <p className="text-xs wrap-anywhere text-muted-foreground">
          <span className="font-medium text-foreground">
            {application.isRejectionReasonShared ? 'Reason sent:' : 'Reason (kept by the team):'}
          </span>{' '}
          {application.rejectionReason}
        </p>
      ) : null}
    </>
  );
}

/** The latest move on the application and the colleague who made it: who did what, for the team. */
function LastMove({ application }: { application: TPipelineCard['application'] }) {
  const last = application.history.at(-1);
  if (!last || last.event === 'applied' || last.event === 'withdrawn') return null;
  const stage = APPLICATION_STAGE_LABEL[last.event as TApplicationStage] ?? last.event;
  return (
    <p className="text-xs text-muted-foreground">
      Moved to {stage}
      {last.actorName ? ` by ${last.actorName}` : ''}, <time dateTime={last.createdAt}>{formatDate(last.createdAt)}</time>
    </p>
  );
}
