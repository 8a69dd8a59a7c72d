/**
 * The job page (/jobs/{jobId}) with the resume AI's steps in its apply dialog. The jobs feature owns
 * the page and the dialog, the resume AI feature the analysis and the reviewed improvement; neither
 * imports the other, so they meet here: before sending, the developer may check the chosen resume's
 * keyword match with the ad, and improve it for this job (every change reviewed, nothing invented)
 * and send the new version.
 */
import { Crosshair, RefreshCw } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import type { TResumeToolsProps } from '#client/features/jobs/applying/components/apply-dialog.tsx';
import { JobPage } from '#client/features/jobs/board/routes/job-page.tsx';
import { getJobAdText, getJobTargetRole } from '#client/features/jobs/board/utils/job-ad-text.ts';
import { useAnalysisStartedAt, useAnalyzeResume } from '#client/features/resume-ai/api/analysis-api.ts';
import { AnalysisProgress } from '#client/features/resume-ai/components/analysis-progress.tsx';
import { ImprovementSection } from '#client/features/resume-ai/components/improvement-section.tsx';
import { KeywordMatchSummary } from '#client/features/resume-ai/components/keyword-match-summary.tsx';
import { ANALYSIS_STAGES } from '#client/features/resume-ai/utils/progress-stages.ts';

export function JobPageScreen() {
  return <JobPage renderResumeTools={(props) => <JobResumeTools {...props} />} />;
}

function JobResumeTools({ job, resume, onVersionCreated }: TResumeToolsProps) {
  return (
    <section aria-labelledby="job-resume-tools-heading" className="grid gap-4 rounded-xl border bg-muted/30 p-3 sm:p-4">
      <div className="grid gap-1">
        <h3 id="job-resume-tools-heading" className="font-semibold">
          Tailor your resume to this job <span className="font-normal text-muted-foreground">(optional)</span>
        </h3>
        <p className="text-sm text-muted-foreground">
          Check the match with the ad, then let the improver rewrite your resume for this role. It adds no facts you did not write, and you
          review every change before a new version is saved and chosen to send.
        </p>
      </div>
      <MatchCheck {...{ job, resume }} />
      <ImprovementSection resume={resume} targetRole={getJobTargetRole(job)} onVersionCreated={onVersionCreated} />
    </section>
  );
}

/** The resume analysis with the job as its target: which of the ad's keywords the resume shows, and which it misses. */
function MatchCheck({ job, resume }: Pick<TResumeToolsProps, 'job' | 'resume'>) {
  const analyze = useAnalyzeResume(resume);
  const analysisStartedAt = useAnalysisStartedAt(resume.id);
  const keywordMatch = analyze.data?.keywordMatch ?? null;

  const onCheck = () => {
    const jobDescription = getJobAdText(job);
    analyze.mutate({ targetRole: getJobTargetRole(job), ...(jobDescription ? { jobDescription } : {}) });
  };

  return (
    <div className="grid gap-3">
      <div className="flex flex-col gap-3 rounded-xl border bg-background p-4 sm:flex-row sm:items-center">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Crosshair className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h4 className="font-semibold">Check the match</h4>
          <p className="text-sm text-muted-foreground">The keywords of this job&apos;s ad that your resume shows, and those it misses.</p>
        </div>
        <Button variant="outline" onClick={onCheck} disabled={analysisStartedAt !== null}>
          {keywordMatch ? <RefreshCw aria-hidden="true" /> : <Crosshair aria-hidden="true" />}
          {keywordMatch ? 'Check again' : 'Check match'}
        </Button>
      </div>
      {analysisStartedAt !== null ? (
        <AnalysisProgress title="Checking the match" stages={ANALYSIS_STAGES} startedAt={analysisStartedAt} />
      ) : keywordMatch ? (
        <KeywordMatchSummary keywordMatch={keywordMatch} />
      ) : null}
    </div>
  );
}
