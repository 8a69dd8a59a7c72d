/**
 * A resume's markdown laid out in one of the builder's templates, as a sheet of paper (dark text on
 * white in either theme, like the PDF): the builder's live preview and the public page both show it.
 * The modern template moves Education, Skills and Certifications into a sidebar beside the rest.
 */
import { useMemo } from 'react';
import { isSidebarSection, splitSections } from '#shared/resume-outline.ts';
import type { TResumeTemplate } from '#shared/schemas/resumes/resume.ts';
import { MarkdownContent } from '#client/components/ui/markdown-content.tsx';
import { cn } from '#client/lib/utils.ts';

/** The text before the first '## ' heading (name and contact line), and each '## ' section after it. */
function splitMarkdownSections(markdown: string) {
  const { header, sections } = splitSections(markdown.split('\n'), (line) => /^## (.+)$/.exec(line)?.[1] ?? null);
  return { header: header.join('\n'), sections: sections.map(({ title, items }) => ({ title, markdown: items.join('\n') })) };
}

const PAPER = [
  'text-slate-800 [&_a]:text-indigo-700 [&_strong]:text-slate-900',
  '[&_h1]:text-slate-900 [&_h3]:text-slate-900 [&_h2]:border-slate-300',
].join(' ');

const TEMPLATE_STYLES: Record<TResumeTemplate, string> = {
  classic: cn(
    PAPER,
    'text-sm sm:text-sm [&_h1]:mt-0 [&_h1]:mb-1 [&_h1]:text-3xl',
    '[&_h2]:mt-5 [&_h2]:mb-2 [&_h2]:pb-0.5 [&_h2]:text-base [&_h2]:font-bold [&_h2]:text-indigo-700',
    '[&_h3]:mt-3 [&_h3]:mb-0.5 [&_h3]:text-sm [&_h3]:font-bold [&_li]:my-0.5 [&_p]:my-1.5',
  ),
  modern: cn(
    PAPER,
    'text-sm sm:text-sm [&_h2]:mt-5 [&_h2]:mb-2 [&_h2]:border-b-2 [&_h2]:border-teal-600 [&_h2]:pb-0.5',
    '[&_h2]:text-xs [&_h2]:font-bold [&_h2]:tracking-widest [&_h2]:text-teal-800 [&_h2]:uppercase',
    '[&_h3]:mt-3 [&_h3]:mb-0.5 [&_h3]:text-sm [&_h3]:font-bold [&_li]:my-0.5 [&_p]:my-1.5',
  ),
  compact: cn(
    PAPER,
    'text-xs leading-snug sm:text-xs [&_h1]:mt-0 [&_h1]:mb-0.5 [&_h1]:text-xl',
    '[&_h2]:mt-3 [&_h2]:mb-1 [&_h2]:border-b-0 [&_h2]:bg-slate-100 [&_h2]:px-1.5 [&_h2]:py-0.5 [&_h2]:text-[0.7rem]',
    '[&_h2]:font-bold [&_h2]:tracking-wider [&_h2]:text-slate-700 [&_h2]:uppercase',
    '[&_h3]:mt-1.5 [&_h3]:mb-0 [&_h3]:text-xs [&_h3]:font-bold [&_li]:my-0 [&_p]:my-0.5 [&_ul]:my-0.5',
  ),
};

/** The sheet: `template` decides the layout and type; the markdown is the resume as stored (or as it will be). */
export function ResumeDocument({ markdown, template, className }: { markdown: string; template: TResumeTemplate; className?: string }) {
  const { header, sections } = useMemo(() => splitMarkdownSections(markdown), [markdown]);
  const styles = TEMPLATE_STYLES[template];
  const sheet = cn('rounded-md border border-slate-200 bg-white text-slate-800 shadow-sm', className);

  if (template !== 'modern') {
    return (
      <div data-template={template} data-print-sheet className={cn(sheet, template === 'compact' ? 'p-5 sm:p-6' : 'p-6 sm:p-10')}>
        <MarkdownContent markdown={markdown} className={styles} />
      </div>
    );
  }

  const sidebar = sections.filter((section) => isSidebarSection(section.title));
  const main = sections.filter((section) => !isSidebarSection(section.title));
  return (
    <div data-template={template} data-print-sheet className={cn(sheet, 'overflow-hidden')}>
      <div className="bg-slate-800 px-6 py-6 sm:px-8">
        <MarkdownContent
          markdown={header}
          className="text-sm text-slate-100 sm:text-sm [&_a]:text-teal-200 [&_h1]:mt-0 [&_h1]:mb-1 [&_h1]:text-3xl [&_h1]:text-white"
        />
      </div>
      <div className="grid sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        {sidebar.length > 0 ? (
          <div className="bg-slate-100 px-5 py-4 sm:px-6">
            <MarkdownContent markdown={sidebar.map((section) => section.markdown).join('\n\n')} className={styles} />
          </div>
        ) : null}
        <div className={cn('px-5 py-4 sm:px-7', sidebar.length === 0 && 'sm:col-span-2')}>
          <MarkdownContent markdown={main.map((section) => section.markdown).join('\n\n')} className={styles} />
        </div>
      </div>
    </div>
  );
}
