import { Suspense, use, useMemo } from 'react';
import { cn } from '#client/lib/utils.ts';
import { Skeleton } from './skeleton.tsx';

// Typography for rendered markdown (no typography plugin: these few rules cover what resumes and posts use).
const MARKDOWN_STYLES = [
  'text-sm leading-relaxed wrap-anywhere text-foreground sm:text-base',
  '[&_h1]:mt-6 [&_h1]:mb-3 [&_h1]:text-2xl [&_h1]:font-bold [&_h1]:tracking-tight',
  '[&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:border-b [&_h2]:pb-1 [&_h2]:text-xl [&_h2]:font-semibold',
  '[&_h3]:mt-4 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold',
  '[&_h4]:mt-3 [&_h4]:mb-1 [&_h4]:font-semibold',
  '[&_p]:my-2 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
  '[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4',
  '[&_strong]:font-semibold [&_em]:italic [&_hr]:my-6',
  '[&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:text-muted-foreground',
  '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.9em]',
  '[&_pre]:my-3 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-3 [&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_table]:my-3 [&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:px-2 [&_th]:py-1',
  '[&_img]:my-3 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-md',
  '[&>*:first-child]:mt-0',
].join(' ');

type TMarkdownRenderer = { renderMarkdown: (markdown: string) => string };
let markdownRenderer: Promise<TMarkdownRenderer> | undefined;

/** marked + DOMPurify (about 80 KB minified) load with the first markdown shown, not with the app. */
function loadMarkdownRenderer(): Promise<TMarkdownRenderer> {
  markdownRenderer ??= import('#client/lib/markdown.ts');
  return markdownRenderer;
}

/** Markdown rendered to sanitised HTML (lib/markdown.ts) with readable typography. */
export function MarkdownContent({ markdown, className }: { markdown: string; className?: string }) {
  return (
    <Suspense
      fallback={
        <div className={cn('flex flex-col gap-3', className)} aria-busy="true">
          <Skeleton className="h-7 w-1/2" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
        </div>
      }
    >
      <RenderedMarkdown markdown={markdown} className={className} />
    </Suspense>
  );
}

function RenderedMarkdown({ markdown, className }: { markdown: string; className?: string }) {
  const { renderMarkdown } = use(loadMarkdownRenderer());
  const html = useMemo(() => renderMarkdown(markdown), [renderMarkdown, markdown]);
  return <div data-slot="markdown-content" className={cn(MARKDOWN_STYLES, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
