import { Check, Eye, EyeOff, Loader2, ShieldCheck, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { composeImprovement, getOptionalChangeIds } from '#shared/compose-improvement.ts';
import type { TImprovement } from '#shared/schemas/resume-ai.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { MarkdownContent } from '#client/components/ui/markdown-content.tsx';
import { formatDate } from '#client/lib/format.ts';
import { ChosenChangesScore } from './chosen-changes-score.tsx';
import { EngineNote } from './engine-note.tsx';
import { ImprovementChanges } from './improvement-changes.tsx';
import { ImprovementGuidance, markPlaceholders, PLACEHOLDER_STYLES } from './improvement-guidance.tsx';
import { ImprovementWarnings } from './improvement-warnings.tsx';
import { WordDiffView } from './word-diff-view.tsx';

/** What the reject and apply buttons need from the section that owns the review. */
type TDecisionProps = { isRejecting: boolean; isApplying: boolean; onReject: () => void; onApply: (improvedContent: string) => void };

/** The changes the developer keeps: all of them at first, then as they accept or reject each one. */
function useAcceptedChanges(improvement: TImprovement) {
  const [accepted, setAccepted] = useState<ReadonlySet<string>>(() => new Set(getOptionalChangeIds(improvement.changes)));
  const acceptedChangeIds = useMemo(() => [...accepted], [accepted]);
  const content = useMemo(
    () => composeImprovement(improvement.improvedContent, improvement.changes, accepted),
    [improvement.improvedContent, improvement.changes, accepted],
  );
  const onAcceptedChange = (id: string, isAccepted: boolean) =>
    setAccepted((current) => {
      const next = new Set(current);
      if (isAccepted) next.add(id);
      else next.delete(id);
      return next;
    });
  const onAcceptAll = (isAccepted: boolean) => setAccepted(new Set(isAccepted ? getOptionalChangeIds(improvement.changes) : []));
  return { accepted, acceptedChangeIds, content, onAcceptedChange, onAcceptAll };
}

/**
 * The review box: the improved version with the accepted changes, each change with its reason to
 * accept or reject, the score of that choice, the 'verify this' flags, and the two ways out.
 * Nothing changes until 'Apply Verified Changes', which saves the accepted changes; when something
 * is flagged, the user confirms having checked it first.
 */
export function ImprovementReview({
  improvement,
  shouldTakeFocus,
  ...decision
}: TDecisionProps & { improvement: TImprovement; shouldTakeFocus: boolean }) {
  const review = useRef<HTMLElement>(null);
  const choice = useAcceptedChanges(improvement);
  const hasWarnings = improvement.warnings.length > 0;
  const isUnchanged = choice.content === improvement.originalContent;
  const hasOptionalChanges = improvement.changes.some((change) => change.isOptional);
  const { guidance, missingSections } = improvement;
  const hasGuidance = guidance !== null || missingSections.length > 0;

  // A freshly generated review replaces the button that asked for it: keyboard focus follows.
  useEffect(() => {
    if (shouldTakeFocus) review.current?.focus();
  }, [shouldTakeFocus]);

  return (
    <section
      ref={review}
      tabIndex={-1}
      aria-labelledby="improvement-review-title"
      className="flex flex-col gap-4 rounded-xl border-2 border-primary/25 bg-card p-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:p-5"
    >
      <ReviewHeading improvement={improvement} />
      {hasWarnings ? <ImprovementWarnings warnings={improvement.warnings} /> : null}
      {hasGuidance ? <ImprovementGuidance guidance={guidance} missingSections={missingSections} /> : null}
      {improvement.improvedContent === improvement.originalContent && !hasGuidance ? (
        <p className="rounded-lg border border-dashed p-3 text-sm text-muted-foreground">
          The improver found nothing to change: this version is the same as your resume.
        </p>
      ) : null}
      <ImprovedVersion original={improvement.originalContent} improved={choice.content} hasPlaceholders={missingSections.length > 0} />
      <ImprovementChanges
        changes={improvement.changes}
        accepted={choice.accepted}
        onAcceptedChange={choice.onAcceptedChange}
        onAcceptAll={choice.onAcceptAll}
      />
      {hasOptionalChanges ? (
        <ChosenChangesScore resumeId={improvement.resumeId} improvementId={improvement.id} acceptedChangeIds={choice.acceptedChangeIds} />
      ) : null}
      <ReviewDecision hasWarnings={hasWarnings} isUnchanged={isUnchanged} {...decision} onApply={() => decision.onApply(choice.content)} />
    </section>
  );
}

function ReviewHeading({ improvement }: { improvement: TImprovement }) {
  return (
    <div className="flex flex-col gap-1.5">
      <h4 id="improvement-review-title" className="flex items-center gap-2 font-semibold">
        <ShieldCheck className="size-4 text-primary" aria-hidden="true" />
        Review the improved version
      </h4>
      <p className="text-sm text-muted-foreground">
        Nothing changes until you apply it. Applying saves it as a new resume version; your original stays as it is.
      </p>
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <EngineNote engine={improvement.engine} model={improvement.model} fallbackReason={improvement.fallbackReason} />
        <span>Generated {formatDate(improvement.createdAt) ?? 'recently'}</span>
        {improvement.targetRole ? <span>For “{improvement.targetRole}”</span> : null}
      </div>
    </div>
  );
}

/** The improved text (placeholders marked), or at the press of a button its word changes against the original. */
function ImprovedVersion({ original, improved, hasPlaceholders }: { original: string; improved: string; hasPlaceholders: boolean }) {
  const [isShowingChanges, setIsShowingChanges] = useState(false);
  const contentId = useId();
  return (
    <div className="flex flex-col gap-3">
      <Button
        variant="outline"
        size="sm"
        className="w-fit"
        aria-expanded={isShowingChanges}
        aria-controls={contentId}
        onClick={() => setIsShowingChanges(!isShowingChanges)}
      >
        {isShowingChanges ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        {isShowingChanges ? 'Hide Changes' : 'Show Changes'}
      </Button>
      {isShowingChanges ? (
        <WordDiffView id={contentId} original={original} improved={improved} />
      ) : (
        <div
          id={contentId}
          role="region"
          aria-label="Improved resume"
          tabIndex={0}
          className="max-h-[32rem] overflow-auto rounded-lg border bg-background p-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:p-6"
        >
          <MarkdownContent
            markdown={hasPlaceholders ? markPlaceholders(improved) : improved}
            className={hasPlaceholders ? PLACEHOLDER_STYLES : undefined}
          />
        </div>
      )}
    </div>
  );
}

/** Reject or apply; with flagged points, applying waits until the user confirms having checked them. */
function ReviewDecision({
  hasWarnings,
  isUnchanged,
  isRejecting,
  isApplying,
  onReject,
  onApply,
}: Omit<TDecisionProps, 'onApply'> & { onApply: () => void; hasWarnings: boolean; isUnchanged: boolean }) {
  const [hasCheckedWarnings, setHasCheckedWarnings] = useState(false);
  const checkboxId = useId();
  const isBusy = isRejecting || isApplying;
  return (
    <div className="flex flex-col gap-3 border-t pt-4">
      {hasWarnings ? (
        <div className="flex items-start gap-2.5">
          <Checkbox
            id={checkboxId}
            checked={hasCheckedWarnings}
            onCheckedChange={(checked) => setHasCheckedWarnings(checked === true)}
            className="mt-0.5"
          />
          <Label htmlFor={checkboxId} className="leading-snug font-normal">
            I have checked the flagged points and they are true.
          </Label>
        </div>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onReject} disabled={isBusy}>
          {isRejecting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <X aria-hidden="true" />}
          Reject Changes
        </Button>
        <Button onClick={onApply} disabled={isBusy || isUnchanged || (hasWarnings && !hasCheckedWarnings)}>
          {isApplying ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Check aria-hidden="true" />}
          Apply Verified Changes
        </Button>
      </div>
    </div>
  );
}
