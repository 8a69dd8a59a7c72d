import { ChevronRight, CircleCheck } from 'lucide-react';
import type { TAnalysisCategory, TSuggestion } from '#shared/schemas/resume-ai.ts';
import { cn } from '#client/lib/utils.ts';
import { groupSuggestionsByImpact } from '../utils/analysis-groups.ts';
import { IMPACT_ACCENT, IMPACT_BADGE, IMPACT_DOT, IMPACT_LABEL } from './impact-styles.ts';

/** The suggestions under High / Medium / Low impact headings, each with the resume lines it concerns. */
export function SuggestionList({
  suggestions,
  categoryLabels,
}: {
  suggestions: TSuggestion[];
  categoryLabels: Map<TAnalysisCategory, string>;
}) {
  if (suggestions.length === 0) {
    return (
      <p className="flex items-center gap-2 rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
        <CircleCheck className="size-4 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
        No suggestions: this resume passes every check.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      {groupSuggestionsByImpact(suggestions).map(({ impact, suggestions: group }) => (
        <section key={impact} aria-labelledby={`suggestions-${impact}`} className="flex flex-col gap-2.5">
          <h4 id={`suggestions-${impact}`} className="flex items-center gap-2 text-sm font-semibold">
            <span className={cn('size-2 rounded-full', IMPACT_DOT[impact])} aria-hidden="true" />
            {IMPACT_LABEL[impact]}
            <span className="font-normal text-muted-foreground">({group.length})</span>
          </h4>
          <ul className="flex flex-col gap-2.5">
            {group.map((suggestion) => (
              <SuggestionItem
                key={`${suggestion.checkId}-${suggestion.title}`}
                suggestion={suggestion}
                categoryLabel={categoryLabels.get(suggestion.category) ?? suggestion.category}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function SuggestionItem({ suggestion, categoryLabel }: { suggestion: TSuggestion; categoryLabel: string }) {
  const lineCount = suggestion.lines.length;
  return (
    <li className={cn('rounded-lg border border-l-4 bg-background p-4', IMPACT_ACCENT[suggestion.impact])}>
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1.5">
        <p className="min-w-0 font-medium">{suggestion.title}</p>
        <div className="flex shrink-0 flex-wrap gap-1.5">
          <span className={cn('rounded-full px-2 py-0.5 text-[11px] font-semibold capitalize', IMPACT_BADGE[suggestion.impact])}>
            {suggestion.impact}
            <span className="sr-only"> impact</span>
          </span>
          <span className="rounded-full border px-2 py-0.5 text-[11px] font-medium text-muted-foreground">
            <span className="sr-only">Category: </span>
            {categoryLabel}
          </span>
        </div>
      </div>
      <p className="mt-1.5 text-sm text-muted-foreground">{suggestion.description}</p>
      {lineCount > 0 ? (
        <details className="group mt-3">
          <summary className="flex w-fit cursor-pointer list-none items-center gap-1 rounded-sm text-xs font-medium text-primary select-none hover:underline [&::-webkit-details-marker]:hidden">
            <ChevronRight className="size-3.5 transition-transform group-open:rotate-90" aria-hidden="true" />
            {lineCount === 1 ? 'Show the line it concerns' : `Show the ${lineCount} lines it concerns`}
          </summary>
          <ol className="mt-2 flex flex-col gap-1 rounded-md bg-muted/60 p-2.5 font-mono text-xs">
            {suggestion.lines.map((line) => (
              <li key={line.line} className="grid grid-cols-[3.25rem_1fr] gap-2">
                <span className="text-right text-muted-foreground tabular-nums select-none">
                  <span className="sr-only">Line </span>L{line.line}
                </span>
                <span className="wrap-anywhere whitespace-pre-wrap">{line.text}</span>
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </li>
  );
}
