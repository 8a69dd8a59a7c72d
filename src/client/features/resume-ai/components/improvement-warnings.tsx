import { TriangleAlert } from 'lucide-react';
import type { TImprovementWarning } from '#shared/schemas/resume-ai.ts';

const WARNING_KIND_LABEL: Record<TImprovementWarning['kind'], string> = {
  'invented-fact': 'Not in your original',
  'section-removed': 'Section removed',
  'fact-changed': 'Fact changed',
  'length-growth': 'Much longer',
  'new-metric': 'New number',
};

/** 'Verify this': what the fact checker flagged, shown before anything else in the review. */
export function ImprovementWarnings({ warnings }: { warnings: TImprovementWarning[] }) {
  return (
    <section
      aria-labelledby="improvement-warnings-title"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-50"
    >
      <div className="flex items-start gap-2.5">
        <TriangleAlert className="mt-0.5 size-5 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden="true" />
        <div>
          <h5 id="improvement-warnings-title" className="font-semibold">
            Verify this before applying ({warnings.length})
          </h5>
          <p className="text-sm text-amber-900/80 dark:text-amber-100/80">
            These points may not match your original resume. Check each one; reject the changes if any is not true.
          </p>
        </div>
      </div>
      <ul className="flex flex-col gap-2">
        {warnings.map((warning, index) => (
          <li
            key={index}
            className="rounded-lg border border-amber-200 bg-background/80 p-3 text-sm text-foreground dark:border-amber-500/30"
          >
            <span className="mr-2 inline-flex rounded-full bg-amber-100 px-2 py-0.5 text-[11px] font-semibold text-amber-900 dark:bg-amber-500/20 dark:text-amber-100">
              {WARNING_KIND_LABEL[warning.kind]}
            </span>
            {warning.message}
            {warning.excerpt ? (
              <blockquote className="mt-2 border-l-2 border-amber-400 pl-3 text-xs wrap-anywhere whitespace-pre-wrap text-muted-foreground">
                {warning.excerpt}
              </blockquote>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
