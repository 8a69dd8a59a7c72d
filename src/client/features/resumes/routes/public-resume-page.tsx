/**
 * A published resume, /r/{slug}: anyone may open it, no account needed. The resume as its developer
 * shared it (contact details only if they chose to show them), a PDF download and a print button.
 * The resume is laid out in the template its developer chose in the builder, like its PDF.
 * Printed, the page is the resume alone: black on white, without the site's header or the buttons.
 */
import { useQuery } from '@tanstack/react-query';
import { FileX, Printer } from 'lucide-react';
import { useParams } from 'react-router';
import { PageMain } from '#client/components/layout/page-main.tsx';
import { StatusScreen } from '#client/components/layout/status-screen.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { formatDate } from '#client/lib/format.ts';
import { useScreenTitle } from '#client/lib/use-document-title.ts';
import { getPublicResumePdfUrl, getPublicResumeQueryOptions } from '../api/resume-link-api.ts';
import { ResumeDocument } from '../components/resume-document.tsx';
import { ResumePdfMenu } from '../components/resume-pdf-menu.tsx';

// The site's header and banners are not part of a printed resume, and a dark theme must not print light text.
const PRINT_STYLESHEET = `@media print {
  @page { margin: 16mm; }
  body > div header, [data-print-hidden] { display: none !important; }
  html, body, body * { color: #000 !important; background: transparent !important; box-shadow: none !important; }
  [data-print-sheet] { border: 0 !important; }
  [data-print-sheet] > * { padding: 0 !important; }
}`;

export function PublicResumePage() {
  const { slug = '' } = useParams();
  const resume = useQuery(getPublicResumeQueryOptions(slug));
  useScreenTitle(resume.data ? `${resume.data.fullName} — Resume` : 'Resume');

  if (resume.isPending) {
    return (
      <PageMain className="max-w-4xl py-8" aria-busy="true">
        <p className="sr-only" role="status">
          Loading resume…
        </p>
        <Skeleton className="h-9 w-1/2" />
        <Skeleton className="mt-6 h-[32rem] w-full rounded-xl" />
      </PageMain>
    );
  }
  if (resume.isError) {
    const isMissing = resume.error instanceof ApiError && (resume.error.status === 404 || resume.error.status === 400);
    return (
      <StatusScreen
        title={isMissing ? 'Resume Not Found' : 'Unable to load resume'}
        description={isMissing ? 'This resume link does not exist or is no longer published.' : 'Please try again in a moment.'}
        icon={<FileX className="size-8" aria-hidden="true" />}
        action={{ label: 'Go to DevMatch', to: '/' }}
      />
    );
  }

  const { fullName, markdown, template, updatedAt } = resume.data;
  return (
    <PageMain className="max-w-4xl py-8 print:max-w-none print:p-0">
      <style>{PRINT_STYLESHEET}</style>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3" data-print-hidden>
        <div>
          <h1 className="text-lg font-semibold">{fullName}</h1>
          <p className="text-sm text-muted-foreground">Resume shared on DevMatch · updated {formatDate(updatedAt) ?? 'recently'}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ResumePdfMenu getPdfUrl={(paper) => getPublicResumePdfUrl(slug, paper)} />
          <Button variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            Print
          </Button>
        </div>
      </div>
      <ResumeDocument markdown={markdown} template={template} />
    </PageMain>
  );
}
