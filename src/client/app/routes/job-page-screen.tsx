/**
 * The job page (/jobs/{jobId}) with the resume AI's step in its apply dialog. The jobs feature owns
 * the page and the dialog (with the job's fit and the chosen resume's keyword check against the ad),
 * the resume AI feature the reviewed improvement; neither imports the other, so they meet here:
 * before sending, the developer may improve the chosen resume for this job (every change reviewed,
 * nothing invented) and send the new version.
 */
import { getJobTargetRole } from '#shared/job-ad-text.ts';
import type { TResumeToolsProps } from '#client/features/jobs/applying/components/apply-dialog.tsx';
import { JobPage } from '#client/features/jobs/board/routes/job-page.tsx';
import { ImprovementSection } from '#client/features/resume-ai/components/improvement-section.tsx';

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
          Let the improver rewrite your resume for this role. It adds no facts you did not write, and you review every change before a new
          version is saved and chosen to send.
        </p>
      </div>
      <ImprovementSection resume={resume} targetRole={getJobTargetRole(job)} onVersionCreated={onVersionCreated} />
    </section>
  );
}
