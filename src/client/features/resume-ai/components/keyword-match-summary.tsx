import { Check, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TKeywordMatch } from '#shared/schemas/resume-ai.ts';
import { cn } from '#client/lib/utils.ts';
import { getScoreBand } from '#shared/score-scale.ts';
import { SCORE_BAND_FILL } from './score-band-styles.ts';

/** How well the resume covers the target role's or the job description's keywords. */
export function KeywordMatchSummary({ keywordMatch }: { keywordMatch: TKeywordMatch }) {
  const { matchRate, matched, missing, targetRole, fromJobDescription } = keywordMatch;
  const against = fromJobDescription ? 'the job description' : `“${targetRole ?? 'your target role'}”`;
  return (
    <section aria-labelledby="keyword-match-title" className="flex flex-col gap-4 rounded-xl border bg-background p-4">
      <div className="flex flex-col gap-2">
        <div className="flex items-baseline justify-between gap-3">
          <h4 id="keyword-match-title" className="text-sm font-semibold">
            Keyword match with {against}
          </h4>
          <span className="text-2xl font-bold tabular-nums">{matchRate}%</span>
        </div>
        <div
          role="meter"
          aria-label="Keyword match rate"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={matchRate}
          aria-valuetext={`${matchRate}%: ${matched.length} of ${matched.length + missing.length} keywords found`}
          className="h-2.5 overflow-hidden rounded-full bg-secondary"
        >
          <div className={cn('h-full rounded-full', SCORE_BAND_FILL[getScoreBand(matchRate)])} style={{ width: `${matchRate}%` }} />
        </div>
        <p className="text-xs text-muted-foreground">
          {matched.length} of {matched.length + missing.length} keywords found in your resume.
          {fromJobDescription && " The ad's core skills count most, and so does whether it is your kind of role."}
        </p>
      </div>
      <KeywordChips
        title="Found"
        keywords={matched}
        icon={<Check className="size-3" aria-hidden="true" />}
        chipClassName="border-emerald-300 bg-emerald-50 text-emerald-800 dark:border-emerald-500/40 dark:bg-emerald-500/10 dark:text-emerald-200"
      />
      <KeywordChips
        title="Missing"
        hint="Add the ones you really have, in your skills and in the bullets where you used them."
        keywords={missing}
        icon={<Plus className="size-3" aria-hidden="true" />}
        chipClassName="border-dashed border-amber-400 bg-amber-50 text-amber-900 dark:border-amber-500/50 dark:bg-amber-500/10 dark:text-amber-200"
      />
    </section>
  );
}

function KeywordChips({
  title,
  hint,
  keywords,
  icon,
  chipClassName,
}: {
  title: string;
  hint?: string;
  keywords: string[];
  icon: ReactNode;
  chipClassName: string;
}) {
  if (keywords.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {title} ({keywords.length})
      </p>
      <ul aria-label={`${title} keywords`} className="flex flex-wrap gap-1.5">
        {keywords.map((keyword) => (
          <li
            key={keyword}
            className={cn('inline-flex items-center gap-1 rounded-md border px-2 py-0.5 text-xs font-medium', chipClassName)}
          >
            {icon}
            {keyword}
          </li>
        ))}
      </ul>
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
    </div>
  );
}
