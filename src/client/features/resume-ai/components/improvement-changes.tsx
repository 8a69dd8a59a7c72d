import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import type { TImprovementChange } from '#shared/schemas/resume-ai.ts';
import { Button } from '#client/components/ui/button.tsx';

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
};

/** Enough to see the kind of rewrites; the rest one click away. */
const CHANGES_SHOWN_FIRST = 5;

/** What the improver changed and why, each with its before and after. */
export function ImprovementChanges({ changes }: { changes: TImprovementChange[] }) {
  const [isShowingAll, setIsShowingAll] = useState(false);
  if (changes.length === 0) return null;
  const shown = isShowingAll ? changes : changes.slice(0, CHANGES_SHOWN_FIRST);
  return (
    <section aria-labelledby="improvement-changes-title" className="flex flex-col gap-3">
      <h5 id="improvement-changes-title" className="text-sm font-semibold">
        What changed and why ({changes.length})
      </h5>
      <ul className="flex flex-col gap-2">
        {shown.map((change, index) => (
          <li key={index} className="flex flex-col gap-2 rounded-lg border bg-background p-3 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <span className="rounded-full bg-secondary px-2 py-0.5 text-[11px] font-semibold text-secondary-foreground">
                {CHANGE_KIND_LABEL[change.kind]}
              </span>
              <span className="text-muted-foreground">{change.reason}</span>
            </div>
            {change.before || change.after ? (
              <div className="grid gap-1.5 text-xs sm:grid-cols-[1fr_auto_1fr] sm:items-start">
                <p className="rounded-md bg-muted/70 p-2 break-words whitespace-pre-wrap text-muted-foreground">
                  <span className="sr-only">Before: </span>
                  {change.before || <em>(nothing)</em>}
                </p>
                <ArrowRight className="hidden size-4 self-center text-muted-foreground sm:block" aria-hidden="true" />
                <p className="rounded-md bg-emerald-50 p-2 break-words whitespace-pre-wrap text-emerald-950 dark:bg-emerald-500/10 dark:text-emerald-50">
                  <span className="sr-only">After: </span>
                  {change.after || <em>(removed)</em>}
                </p>
              </div>
            ) : null}
          </li>
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
