import { useQuery } from '@tanstack/react-query';
import { RefreshCw, Sparkles, TriangleAlert } from 'lucide-react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { TAnalysisResult, TAnalyzeRequest } from '#shared/schemas/resume-ai.ts';
import type { TResume } from '#shared/schemas/resumes/resume.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { formatDate } from '#client/lib/format.ts';
import { cn } from '#client/lib/utils.ts';
import { getLatestAnalysisQueryOptions, useAnalysisStartedAt, useAnalyzeResume } from '../api/analysis-api.ts';
import { ANALYSIS_STAGES } from '../utils/progress-stages.ts';
import { AnalysisProgress } from './analysis-progress.tsx';
import { AnalysisResults } from './analysis-results.tsx';
import { EngineNote } from './engine-note.tsx';
import { ImprovementSection } from './improvement-section.tsx';
import { KeywordMatchSummary } from './keyword-match-summary.tsx';
import { TargetRoleForm, type TTargetRoleValues } from './target-role-form.tsx';

/**
 * Resumes whose analysis this page has started on its own (it runs automatically when
 * a resume without a result is opened). Kept per page load, so a failed run is not repeated each
 * time the panel shows again; 'Analyze Resume' is there for that.
 */
const autoAnalyzedResumeIds = new Set<number>();

/** Only what was filled in is sent; an empty form asks for the plain analysis. */
function buildAnalyzeRequest({ targetRole, jobDescription }: TTargetRoleValues): TAnalyzeRequest {
  return {
    ...(targetRole.trim() ? { targetRole: targetRole.trim() } : {}),
    ...(jobDescription.trim() ? { jobDescription: jobDescription.trim() } : {}),
  };
}

/** The AI analysis panel for one resume. */
export function ResumeAnalysisPanel({ resume, onVersionCreated }: { resume: TResume; onVersionCreated: (resume: TResume) => void }) {
  const latest = useQuery(getLatestAnalysisQueryOptions(resume.id));
  return (
    <section aria-labelledby="ai-analysis-title" className="flex flex-col gap-6">
      {latest.isSuccess ? (
        <LoadedAnalysisPanel resume={resume} analysis={latest.data.analysis} onVersionCreated={onVersionCreated} />
      ) : (
        <>
          <PanelHeading />
          {latest.isPending ? (
            <div className="flex flex-col gap-4" aria-busy="true">
              <span className="sr-only">Loading the analysis…</span>
              <Skeleton className="h-44 w-full rounded-xl" />
              <Skeleton className="h-24 w-full rounded-xl" />
            </div>
          ) : (
            <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed py-8 text-center text-sm">
              <p className="text-muted-foreground">Unable to load the analysis.</p>
              <Button variant="outline" size="sm" onClick={() => void latest.refetch()}>
                Try Again
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}

function PanelHeading({ children }: { children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <h3 id="ai-analysis-title" className="flex items-center gap-2 text-lg font-semibold">
        <Sparkles className="size-4 text-primary" aria-hidden="true" />
        AI analysis
      </h3>
      {children}
    </div>
  );
}

function LoadedAnalysisPanel({
  resume,
  analysis,
  onVersionCreated,
}: {
  resume: TResume;
  analysis: TAnalysisResult | null;
  onVersionCreated: (resume: TResume) => void;
}) {
  const analyze = useAnalyzeResume(resume);
  const { mutate: analyzeResume } = analyze;
  const analysisStartedAt = useAnalysisStartedAt(resume.id);
  const isAnalyzing = analysisStartedAt !== null;
  // Starts from the role the stored analysis was made for, so a reload keeps the match in context.
  const [targetValues, setTargetValues] = useState<TTargetRoleValues>(() => ({
    targetRole: analysis?.keywordMatch?.targetRole ?? '',
    jobDescription: '',
  }));
  const [isTargetFormOpen, setIsTargetFormOpen] = useState(() => analysis?.keywordMatch != null);

  const runAnalysis = useCallback((request: TAnalyzeRequest) => analyzeResume(request), [analyzeResume]);

  const analyzeWithForm = () => runAnalysis(buildAnalyzeRequest(targetValues));

  useEffect(() => {
    if (analysis || isAnalyzing || autoAnalyzedResumeIds.has(resume.id)) return;
    autoAnalyzedResumeIds.add(resume.id);
    runAnalysis({});
  }, [analysis, isAnalyzing, resume.id, runAnalysis]);

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PanelHeading>
          {analysis ? (
            <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
              <span>Analyzed {formatDate(analysis.createdAt) ?? 'recently'}</span>
              <EngineNote engine={analysis.engine} model={analysis.model} fallbackReason={analysis.fallbackReason} />
            </div>
          ) : null}
        </PanelHeading>
        {analysis ? (
          <Button variant="outline" size="sm" onClick={analyzeWithForm} disabled={isAnalyzing}>
            <RefreshCw className={cn(isAnalyzing && 'animate-spin')} aria-hidden="true" />
            Re-analyze
          </Button>
        ) : null}
      </div>

      {analysisStartedAt !== null ? (
        <AnalysisProgress title="Analyzing your resume" stages={ANALYSIS_STAGES} startedAt={analysisStartedAt} />
      ) : null}

      {analysis ? (
        <AnalysisResults analysis={analysis} className={cn('transition-opacity', isAnalyzing && 'pointer-events-none opacity-60')} />
      ) : isAnalyzing ? null : (
        <NotAnalyzed hasFailed={analyze.isError} onAnalyze={analyzeWithForm} />
      )}

      <div className="flex flex-col gap-4">
        <TargetRoleForm
          values={targetValues}
          onChange={setTargetValues}
          onSubmit={analyzeWithForm}
          isOpen={isTargetFormOpen}
          onOpenChange={setIsTargetFormOpen}
          isAnalyzing={isAnalyzing}
        />
        {analysis?.keywordMatch ? <KeywordMatchSummary keywordMatch={analysis.keywordMatch} /> : null}
      </div>

      <ImprovementSection resume={resume} targetRole={targetValues.targetRole} onVersionCreated={onVersionCreated} />
    </>
  );
}

/** No result yet: the automatic run failed (the toast said why), or it already ran once this visit. */
function NotAnalyzed({ hasFailed, onAnalyze }: { hasFailed: boolean; onAnalyze: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-10 text-center">
      {hasFailed ? (
        <TriangleAlert className="size-7 text-amber-600 dark:text-amber-400" aria-hidden="true" />
      ) : (
        <Sparkles className="size-7 text-primary" aria-hidden="true" />
      )}
      <p className="font-medium">{hasFailed ? 'The analysis could not be completed.' : 'This resume has not been analysed yet.'}</p>
      <p className="max-w-sm text-sm text-muted-foreground">
        Get an overall score, ATS compatibility, the skills found and concrete suggestions.
      </p>
      <Button onClick={onAnalyze}>
        <Sparkles aria-hidden="true" />
        {hasFailed ? 'Try Again' : 'Analyze Resume'}
      </Button>
    </div>
  );
}
