import { useQuery } from '@tanstack/react-query';
import { Check, Minus, TextSearch } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { TAdTerm } from '#shared/schemas/jobs.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { cn } from '#client/lib/utils.ts';
import { getAdTermsQueryOptions } from '../api/ad-terms.ts';

/**
 * The keyword check of the chosen resume against the job's ad: 'This resume mentions 7 of 12 terms
 * of the ad', then the terms it mentions and those it does not, all from one list. It counts words
 * and gives no percentage: the job's fit above is the one match figure, and it also reads the profile.
 */
export function AdTermsCheck({ jobId, resumeId }: { jobId: number; resumeId: number }) {
  const headingId = useId();
  const check = useQuery(getAdTermsQueryOptions(jobId, resumeId));

  let content: ReactNode;
  if (check.isPending) {
    content = (
      <div className="grid gap-2" aria-busy="true">
        <span className="sr-only">Reading the terms of the ad…</span>
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-6 w-full" />
      </div>
    );
  } else if (check.isError) {
    content = (
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <p className="text-muted-foreground">This resume could not be checked against the ad right now.</p>
        <Button variant="outline" size="sm" onClick={() => void check.refetch()}>
          Try Again
        </Button>
      </div>
    );
  } else if (check.data.terms.length === 0) {
    content = <p className="text-sm text-muted-foreground">The ad names no technology to look for in a resume.</p>;
  } else {
    const { terms } = check.data;
    const mentioned = terms.filter((term) => term.isMentioned);
    const notMentioned = terms.filter((term) => !term.isMentioned);
    content = (
      <>
        <p className="text-sm font-medium">
          This resume mentions {mentioned.length} of {terms.length} terms of the ad
        </p>
        <TermChips title="Mentioned" label="Terms this resume mentions" terms={mentioned} tone="mentioned" />
        <TermChips title="Not mentioned" label="Terms this resume does not mention" terms={notMentioned} tone="absent" />
        <p className="text-xs text-muted-foreground">
          A count of words in this resume&apos;s text. Your match above also reads your profile, so a skill you have may still be missing
          here: add the ones you really use.
        </p>
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-xl border p-3 sm:p-4">
      <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold">
        <TextSearch className="size-4 text-primary" aria-hidden="true" />
        Keyword check of this resume
      </h3>
      {content}
    </section>
  );
}

const TERM_TONE = {
  mentioned: 'border-emerald-300 bg-emerald-50 text-emerald-800 dark:border-emerald-500/40 dark:bg-emerald-500/10 dark:text-emerald-200',
  absent: 'border-dashed border-muted-foreground/40 bg-background text-muted-foreground',
};

function TermChips({ title, label, terms, tone }: { title: string; label: string; terms: TAdTerm[]; tone: keyof typeof TERM_TONE }) {
  if (terms.length === 0) return null;
  const Icon = tone === 'mentioned' ? Check : Minus;
  return (
    <div className="grid gap-1.5">
      <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {title} ({terms.length})
      </p>
      <ul aria-label={label} className="flex flex-wrap gap-1.5">
        {terms.map((term) => (
          <li
            key={term.name}
            className={cn('inline-flex items-center gap-1 rounded-md border px-2 py-0.5 text-xs font-medium', TERM_TONE[tone])}
          >
            <Icon className="size-3" aria-hidden="true" />
            {term.name}
            {term.isRequired ? null : <span className="font-normal opacity-80">· nice to have</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
