import { ListPlus } from 'lucide-react';
import type { TMissingSection } from '#shared/schemas/resume-ai.ts';

/** A fill-in prompt the improver writes: '[Add your email]'. */
const PLACEHOLDER = /\[Add [^\]`]*\]/g;

/** Placeholders as inline code, so the improved version shows them apart from the resume's own text. */
export function markPlaceholders(markdown: string): string {
  return markdown.replace(PLACEHOLDER, (placeholder) => `\`${placeholder}\``);
}

/** How placeholders (inline code in the improved version) look: dashed and amber, never like a fact. */
export const PLACEHOLDER_STYLES =
  '[&_code]:border [&_code]:border-dashed [&_code]:border-amber-500 [&_code]:bg-amber-50 [&_code]:font-sans [&_code]:text-amber-950 dark:[&_code]:bg-amber-500/10 dark:[&_code]:text-amber-50';

/**
 * The answer when the improver could not rewrite everything without inventing facts: what it fixed,
 * what the person must add and why, each missing section with the placeholder written for it.
 */
export function ImprovementGuidance({ guidance, missingSections }: { guidance: string | null; missingSections: TMissingSection[] }) {
  return (
    <section
      aria-labelledby="improvement-guidance-title"
      className="flex flex-col gap-3 rounded-xl border border-sky-300 bg-sky-50 p-4 text-sky-950 dark:border-sky-500/40 dark:bg-sky-500/10 dark:text-sky-50"
    >
      <div className="flex items-start gap-2.5">
        <ListPlus className="mt-0.5 size-5 shrink-0 text-sky-700 dark:text-sky-300" aria-hidden="true" />
        <div className="flex flex-col gap-1">
          <h5 id="improvement-guidance-title" className="font-semibold">
            {missingSections.length > 0 ? `What your resume still needs (${missingSections.length})` : 'Nothing more to rewrite'}
          </h5>
          {guidance ? <p className="text-sm text-sky-900 dark:text-sky-100">{guidance}</p> : null}
        </div>
      </div>
      {missingSections.length > 0 ? (
        <>
          <ul className="flex flex-col gap-2">
            {missingSections.map((section) => (
              <li
                key={section.section}
                className="flex flex-col gap-2 rounded-lg border border-sky-200 bg-background p-3 text-sm text-foreground dark:border-sky-500/30"
              >
                <p>
                  <span className="font-semibold">{section.heading}: </span>
                  {section.reason}
                </p>
                <div>
                  <span className="mb-1 inline-flex rounded-full bg-amber-100 px-2 py-0.5 text-[11px] font-semibold text-amber-900 dark:bg-amber-500/20 dark:text-amber-100">
                    Placeholder, fill in
                  </span>
                  <pre className="overflow-x-auto rounded-md border border-dashed border-amber-500 bg-amber-50 p-2 font-sans text-xs wrap-anywhere whitespace-pre-wrap text-amber-950 dark:bg-amber-500/10 dark:text-amber-50">
                    {section.placeholder}
                  </pre>
                </div>
              </li>
            ))}
          </ul>
          <p className="text-sm text-sky-900 dark:text-sky-100">
            The placeholders are in the improved version, marked with dashed borders. They are not facts: after applying, open the new
            version in the editor and replace each one with your own details, or delete it.
          </p>
        </>
      ) : null}
    </section>
  );
}
