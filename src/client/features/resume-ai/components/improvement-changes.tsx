import { ArrowRight } from 'lucide-react';
import { useId, useState } from 'react';
import type { TImprovementChange, TReviewedChange } from '#shared/schemas/resume-ai.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { cn } from '#client/lib/utils.ts';

const CHANGE_KIND_LABEL: Record<TImprovementChange['kind'], string> = {
  heading: 'Heading',
  bullet: 'Bullet',
  summary: 'Summary',
  skills: 'Skills',
  pronoun: 'Pronouns',
  filler: 'Filler',
  tense: 'Tense',
  date: 'Dates',
  order: 'Order',
  contact: 'Contact',
  layout: 'Layout',
  other: 'Other',
  ask: 'Needs your answer',
};

/** Enough to see the kind of rewrites; the rest one click away. */
const CHANGES_SHOWN_FIRST = 5;

type TChoiceProps = {
  accepted: ReadonlySet<string>;
  onAcceptedChange: (id: string, isAccepted: boolean) => void;
  onAcceptAll: (isAccepted: boolean) => void;
};

/**
 * What the improver changed and why, each with its before and after and, when it can be left out on
 * its own, a checkbox to accept or reject it. The rest come with the new layout.
 */
export function ImprovementChanges({ changes, ...choice }: TChoiceProps & { changes: TReviewedChange[] }) {
  const [isShowingAll, setIsShowingAll] = useState(false);
  if (changes.length === 0) return null;
  const shown = isShowingAll ? changes : changes.slice(0, CHANGES_SHOWN_FIRST);
  const optional = changes.filter((change) => change.isOptional);
  const acceptedCount = optional.filter((change) => choice.accepted.has(change.id)).length;
  return (
    <section aria-labelledby="improvement-changes-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h5 id="improvement-changes-title" className="text-sm font-semibold">
          What changed and why ({changes.length})
        </h5>
        {optional.length > 1 ? (
          <div className="flex items-center gap-1">
            <span className="mr-1 text-xs text-muted-foreground" aria-live="polite">
              {acceptedCount} of {optional.length} accepted
            </span>
            <Button variant="ghost" size="sm" onClick={() => choice.onAcceptAll(true)} disabled={acceptedCount === optional.length}>
              Accept all
            </Button>
            <Button variant="ghost" size="sm" onClick={() => choice.onAcceptAll(false)} disabled={acceptedCount === 0}>
              Reject all
            </Button>
          </div>
        ) : null}
      </div>
      <ul className="flex flex-col gap-2">
        {shown.map((change, index) => (
          <ChangeItem key={change.id} change={change} number={index + 1} {...choice} />
        ))}
      </ul>
      {changes.length > CHANGES_SHOWN_FIRST ? (
        <Button variant="ghost" size="sm" className="w-fit" aria-expanded={isShowingAll} onClick={() => setIsShowingAll(!isShowingAll)}>
          {isShowingAll ? 'Show fewer changes' : `Show all ${changes.length} changes`}
        </Button>
      ) : null}
    </section>
  );
}

function ChangeItem({ change, number, accepted, onAcceptedChange }: TChoiceProps & { change: TReviewedChange; number: number }) {
  const checkboxId = useId();
  const reasonId = useId();
  const isAccepted = !change.isOptional || accepted.has(change.id);
  const label = CHANGE_KIND_LABEL[change.kind];
  return (
    <li
      className={cn(
        'flex flex-col gap-2 rounded-lg border bg-background p-3 text-sm transition-colors',
        change.isOptional && !isAccepted && 'border-dashed bg-muted/40',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        {change.isOptional ? (
          <div className="flex items-center gap-2">
            <Checkbox
              id={checkboxId}
              checked={isAccepted}
              onCheckedChange={(checked) => onAcceptedChange(change.id, checked === true)}
              aria-describedby={reasonId}
            />
            <Label htmlFor={checkboxId} className="text-xs font-semibold">
              Accept
              <span className="sr-only">
                {' '}
                change {number}, {label}
              </span>
            </Label>
          </div>
        ) : null}
        <span className="rounded-full bg-secondary px-2 py-0.5 text-[11px] font-semibold text-secondary-foreground">{label}</span>
        <span id={reasonId} className="min-w-0 basis-full text-muted-foreground sm:flex-1 sm:basis-auto">
          {change.reason}
        </span>
        {change.isOptional ? null : <span className="text-[11px] text-muted-foreground">Comes with the new layout</span>}
      </div>
      {change.before || change.after ? (
        <div className="grid gap-1.5 text-xs sm:grid-cols-[1fr_auto_1fr] sm:items-start">
          <p className="rounded-md bg-muted/70 p-2 wrap-anywhere whitespace-pre-wrap text-muted-foreground">
            <span className="sr-only">Before: </span>
            {change.before || <em>(nothing)</em>}
          </p>
          <ArrowRight className="hidden size-4 self-center text-muted-foreground sm:block" aria-hidden="true" />
          <p
            className={cn(
              'rounded-md p-2 wrap-anywhere whitespace-pre-wrap',
              isAccepted
                ? 'bg-emerald-50 text-emerald-950 dark:bg-emerald-500/10 dark:text-emerald-50'
                : 'bg-muted/70 text-muted-foreground line-through',
            )}
          >
            <span className="sr-only">{isAccepted ? 'After: ' : 'After (rejected): '}</span>
            {change.after || <em>(removed)</em>}
          </p>
        </div>
      ) : null}
    </li>
  );
}
