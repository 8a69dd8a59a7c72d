import { Eye, FileText, Sparkles } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { TResume } from '#shared/schemas/resume.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { formatDate, formatFileSize } from '../../../lib/format.ts';
import { cn } from '../../../lib/utils.ts';
import { FeaturedBadge, getScoreBadgeVariant, ResumeScoreBadge } from './resume-badges.tsx';

const SCORE_TEXT_COLOR: Record<ReturnType<typeof getScoreBadgeVariant>, string> = {
  default: 'text-primary',
  secondary: 'text-foreground',
  warning: 'text-amber-600 dark:text-amber-400',
};

/**
 * The panel for the selected resume. When its analysis is asked for (Analyze, a link from the resume
 * page, a fresh builder resume) it scrolls into view and takes focus, so keyboard and screen-reader
 * users land on it too.
 */
export function SelectedResumePanel({
  resume,
  isAnalysisRequested,
  onAnalysisShown,
}: {
  resume: TResume;
  isAnalysisRequested: boolean;
  onAnalysisShown: () => void;
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
      <CardHeader className="gap-3">
        <div className="flex items-start gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-indigo-500 to-violet-600 text-white">
            <FileText className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1">
            <h2 id="selected-resume-title" className="truncate text-lg font-semibold" title={resume.fileName}>
              {resume.fileName}
            </h2>
            <p className="text-xs text-muted-foreground">
              Uploaded {formatDate(resume.uploadedAt) ?? 'on an unknown date'} · {formatFileSize(resume.fileSize)}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {resume.isPrimary ? <FeaturedBadge /> : null}
          {resume.aiScore !== null ? <ResumeScoreBadge score={resume.aiScore} /> : null}
          <Button variant="outline" size="sm" className="ml-auto" asChild>
            <Link to={`/resume/${resume.id}`}>
              <Eye aria-hidden="true" />
              Open full page
            </Link>
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        <AiAnalysisPlaceholder score={resume.aiScore} />
      </CardContent>
    </Card>
  );
}

/** Until the AI analysis panel arrives: the last real score if there is one, and no invented results. */
function AiAnalysisPlaceholder({ score }: { score: number | null }) {
  return (
    <div className="rounded-xl border bg-muted/30 p-5">
      <h3 className="flex items-center gap-2 font-semibold">
        <Sparkles className="size-4 text-primary" aria-hidden="true" />
        AI analysis
      </h3>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="flex size-24 shrink-0 flex-col items-center justify-center rounded-full border-4 border-primary/20 bg-background">
          {score === null ? (
            <span className="text-2xl font-bold text-muted-foreground">—</span>
          ) : (
            <span className={cn('text-3xl font-bold tabular-nums', SCORE_TEXT_COLOR[getScoreBadgeVariant(score)])}>{score}</span>
          )}
          <span className="text-[0.65rem] tracking-wide text-muted-foreground uppercase">Overall</span>
        </div>
        <div className="grid gap-2 text-sm">
          <p className="font-medium">
            {score === null ? 'This resume has not been analysed yet.' : `Overall score from the last analysis: ${score} out of 100.`}
          </p>
          <p className="text-muted-foreground">
            The detailed analysis (ATS compatibility, key skills found, suggestions, and improvements you review before anything changes) is
            not available yet. Only results from a real analysis will ever be shown here.
          </p>
        </div>
      </div>
      <Button className="mt-4" disabled>
        <Sparkles aria-hidden="true" />
        Run AI analysis (coming soon)
      </Button>
    </div>
  );
}
