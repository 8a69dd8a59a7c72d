import { useRef, useState } from 'react';
import { APPLICATION_STAGE_LABEL, type TApplicationStage } from '#shared/job-values.ts';
import { toast } from '#client/lib/use-toast.ts';
import { useMoveApplication } from '../api/job-pipeline.ts';
import { getMoveControlId, type TMoveControl, type TMoveFocus, type TPipelineCard } from '../utils/pipeline.ts';

/** Focus goes back to the move control that moved a card (a new element if the card moved to another column). */
function focusMoveControl(focus: TMoveFocus) {
  document.querySelector<HTMLElement>(`[data-move-control="${getMoveControlId(focus)}"]`)?.focus();
}

/**
 * Moving a card: to another stage at once (the candidate is told), or to Rejected through the reject
 * dialog, which asks for an optional reason. Focus then goes back to the control that moved it.
 */
export function usePipelineMoves(jobKey: { employerId: number; jobId: number }) {
  const move = useMoveApplication(jobKey);
  const [rejecting, setRejecting] = useState<{ card: TPipelineCard; control: TMoveControl } | null>(null);
  const [moveFocus, setMoveFocus] = useState<TMoveFocus | null>(null);
  const lastRejecting = useRef<TMoveFocus | null>(null);

  const moveCard = (
    card: TPipelineCard,
    stage: TApplicationStage,
    control: TMoveControl,
    rejection?: { reason: string; share: boolean },
  ) => {
    const name = card.application.candidateName;
    setMoveFocus({ applicationId: card.application.id, control });
    move.mutate(
      { applicationId: card.application.id, stage, rejectionReason: rejection?.reason || undefined, shareReason: rejection?.share },
      {
        onSuccess: () =>
          toast(
            stage === 'rejected'
              ? { title: 'Candidate Rejected', description: `${name} has been told, ${describeReason(rejection)}.` }
              : { title: 'Candidate Moved', description: `${name} is now in ${APPLICATION_STAGE_LABEL[stage]} and has been notified.` },
          ),
      },
    );
  };

  const onMove = (card: TPipelineCard, stage: TApplicationStage, control: TMoveControl) => {
    if (stage !== 'rejected') {
      moveCard(card, stage, control);
      return;
    }
    lastRejecting.current = { applicationId: card.application.id, control };
    setRejecting({ card, control });
  };

  const onRejectConfirmed = (reason: string, share: boolean) => {
    if (rejecting) moveCard(rejecting.card, 'rejected', rejecting.control, { reason, share });
    setRejecting(null);
  };

  const onRejectDialogClosed = (event: Event) => {
    if (lastRejecting.current === null) return;
    event.preventDefault();
    focusMoveControl(lastRejecting.current);
  };

  return { rejecting, moveFocus, onMove, onRejectConfirmed, onRejectCancelled: () => setRejecting(null), onRejectDialogClosed };
}

/** How a rejection's toast speaks of the reason. */
function describeReason(rejection: { reason: string; share: boolean } | undefined): string {
  if (!rejection?.reason) return 'without a reason';
  return rejection.share ? 'with your reason' : 'without the reason, which your team keeps';
}
