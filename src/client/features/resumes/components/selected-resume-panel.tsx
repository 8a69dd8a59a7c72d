import { Eye, FileText } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { TResume } from '#shared/schemas/resumes/resume.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { ResumeName, ResumeSourceBadge } from '#client/components/resume-version.tsx';
import { formatDate, formatKilobytes } from '#client/lib/format.ts';
import { getResumePdfUrl } from '../api/resume-api.ts';
import { FeaturedBadge, ResumeScoreBadge } from './resume-badges.tsx';
import { ResumePdfMenu } from './resume-pdf-menu.tsx';

/**
 * The panel for the selected resume. When its analysis is asked for (Analyze, a link from the resume
 * page, a fresh builder resume) it scrolls into view and takes focus, so keyboard and screen-reader
 * users land on it too. The dashboard passes the analysis as children.
 */
export function SelectedResumePanel({
  resume,
  isAnalysisRequested,
  onAnalysisShown,
  children,
}: {
  resume: TResume;
  isAnalysisRequested: boolean;
  onAnalysisShown: () => void;
  /** The selected resume's analysis panel. */
  children: ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isAnalysisRequested) return;
    panel.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    panel.current?.focus({ preventScroll: true });
    onAnalysisShown();
  }, [isAnalysisRequested, onAnalysisShown]);

  return (
    <Card ref={panel} role="region" tabIndex={-1} aria-labelledby="selected-resume-title" className="scroll-mt-20 outline-none">
      <CardHeader className="gap-3 px-4 sm:px-6">
        <div className="flex items-start gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-indigo-500 to-violet-600 text-white">
            <FileText className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1">
            <h2 id="selected-resume-title" className="text-lg">
              <ResumeName resume={resume} className="font-semibold" />
            </h2>
            <p className="text-xs text-muted-foreground">
              {formatDate(resume.uploadedAt) ?? 'Unknown date'} · {formatKilobytes(resume.fileSize)}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <ResumeSourceBadge source={resume.source} />
          {resume.isPrimary ? <FeaturedBadge /> : null}
          {resume.aiScore !== null ? <ResumeScoreBadge score={resume.aiScore} /> : null}
          <div className="ml-auto flex flex-wrap gap-2">
            <ResumePdfMenu getPdfUrl={(paper) => getResumePdfUrl(resume.id, paper)} size="sm" />
            <Button variant="outline" size="sm" asChild>
              <Link to={`/resume/${resume.id}`}>
                <Eye aria-hidden="true" />
                Open full page
              </Link>
            </Button>
          </div>
        </div>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">{children}</CardContent>
    </Card>
  );
}
