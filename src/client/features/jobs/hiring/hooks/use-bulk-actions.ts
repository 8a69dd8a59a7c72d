import { useState } from 'react';
import { APPLICATION_STAGE_LABEL, type TApplicationStage } from '#shared/job-values.ts';
import { TAGS_MAX_PER_CANDIDATE } from '#shared/schemas/candidate-tags.ts';
import type { TBulkMessageResult, TBulkTagResult } from '#shared/schemas/jobs.ts';
import type { TTagPick } from '#client/components/hiring/tag-picker.tsx';
import { formatCount } from '#client/lib/format.ts';
import { toast } from '#client/lib/use-toast.ts';
import { useBulkMessageApplications, useBulkMoveApplications, useBulkTagApplications } from '../api/job-pipeline.ts';
import type { TPipelineCard } from '../utils/pipeline.ts';

/**
 * Choosing cards and acting on them together: moving them to a stage at once, or to Rejected through
 * the reject dialog with one reason; tagging them; messaging them through the message dialog. Cards
 * that left the board (or were withdrawn) drop out of the choice, which is cleared once an action is done.
 */
export function useBulkActions(jobKey: { employerId: number; jobId: number }, cards: TPipelineCard[]) {
  const bulkMove = useBulkMoveApplications(jobKey);
  const bulkTag = useBulkTagApplications(jobKey);
  const bulkMessage = useBulkMessageApplications(jobKey);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<number>>(new Set());
  const [isRejecting, setIsRejecting] = useState(false);
  const [isMessaging, setIsMessaging] = useState(false);
  const chosen = cards.filter((card) => selectedIds.has(card.application.id) && card.application.withdrawnAt === null);
  const applicationIds = chosen.map((card) => card.application.id);
  const onDone = (title: string, description: string) => {
    setSelectedIds(new Set());
    toast({ title, description });
  };

  const onToggle = (applicationId: number) =>
    setSelectedIds((current) => {
      const next = new Set(current);
      if (!next.delete(applicationId)) next.add(applicationId);
      return next;
    });
  const moveChosen = (stage: TApplicationStage, rejection?: { reason: string; share: boolean }) =>
    bulkMove.mutate(
      { applicationIds, stage, rejectionReason: rejection?.reason || undefined, shareReason: rejection?.share },
      {
        onSuccess: ({ moved, skipped }) => {
          const where = stage === 'rejected' ? 'rejected' : `moved to ${APPLICATION_STAGE_LABEL[stage]}`;
          const left = skipped.length > 0 ? ` ${formatCount(skipped.length, 'candidate')} stayed where they were.` : '';
          onDone('Candidates Moved', `${formatCount(moved.length, 'candidate')} ${where}, each told once.${left}`);
        },
      },
    );
  const onTag = (pick: TTagPick) =>
    bulkTag.mutate(
      { applicationIds, ...pick },
      {
        onSuccess: ({ tagged, skipped }) =>
          onDone('Candidates Tagged', `${formatCount(tagged.length, 'candidate')} tagged.${describeSkipped(skipped, TAG_SKIPPED)}`),
      },
    );
  const onSend = (body: string) =>
    bulkMessage.mutate(
      { applicationIds, body },
      {
        onSuccess: ({ messaged, skipped }) => {
          setIsMessaging(false);
          onDone(
            'Messages Sent',
            `${formatCount(messaged.length, 'candidate')} messaged, each once.${describeSkipped(skipped, MESSAGE_SKIPPED)}`,
          );
        },
      },
    );

  return {
    chosen,
    isPending: bulkMove.isPending || bulkTag.isPending || bulkMessage.isPending,
    isSending: bulkMessage.isPending,
    isRejecting,
    isMessaging,
    selection: { selectedIds, onToggle },
    onMove: (stage: TApplicationStage) => (stage === 'rejected' ? setIsRejecting(true) : moveChosen(stage)),
    onTag,
    onMessage: () => setIsMessaging(true),
    onSend,
    onClear: () => setSelectedIds(new Set()),
    onRejectConfirmed: (reason: string, share: boolean) => {
      setIsRejecting(false);
      moveChosen('rejected', { reason, share });
    },
    onRejectCancelled: () => setIsRejecting(false),
    onMessageCancelled: () => setIsMessaging(false),
  };
}

/** How a bulk action's toast speaks of the candidates it left, by why. */
const TAG_SKIPPED: Record<TBulkTagResult['skipped'][number]['reason'], string> = {
  'already-tagged': 'already tagged',
  'tag-limit': `at the limit of ${TAGS_MAX_PER_CANDIDATE} tags`,
};
const MESSAGE_SKIPPED: Record<TBulkMessageResult['skipped'][number]['reason'], string> = {
  withdrawn: 'withdrawn',
  blocked: 'not accepting messages from your company',
};

function describeSkipped<TReason extends string>(skipped: { reason: TReason }[], phrases: Record<TReason, string>): string {
  const reasons = [...new Set(skipped.map((each) => each.reason))];
  return reasons
    .map((reason) => ` Skipped ${formatCount(skipped.filter((each) => each.reason === reason).length, 'candidate')}: ${phrases[reason]}.`)
    .join('');
}
