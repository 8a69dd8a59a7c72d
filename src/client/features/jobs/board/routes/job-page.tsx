/**
 * A job's page /jobs/{jobId}, public: title, company, facts, skills and the description as sanitised
 * markdown; a closed job says it takes no applications, a draft (seen by its owner) that only they
 * see it. A signed-in developer also gets Apply, Save and their fit with the job. The apply dialog's
 * resume steps come from the app as `renderResumeTools`.
 */
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CircleSlash, EyeOff, FileQuestion, Loader2, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { TJob } from '#shared/schemas/jobs.ts';
import { PageMain } from '#client/components/layout/page-main.tsx';
import { StatusScreen } from '#client/components/layout/status-screen.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { MarkdownContent } from '#client/components/ui/markdown-content.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { formatDate } from '#client/lib/format.ts';
import { useSession } from '#client/lib/session-context.tsx';
import { useScreenTitle } from '#client/lib/use-document-title.ts';
import { getJobQueryOptions } from '../api/job-board.ts';
import { ApplyPanel } from '../../applying/components/apply-panel.tsx';
import type { TRenderResumeTools } from '../../applying/components/apply-dialog.tsx';
import { CompanyLogo } from '../../components/company-logo.tsx';
import { JobCompanyBox } from '../components/job-company-box.tsx';
import { JobFacts } from '../../components/job-facts.tsx';
import { JobFitPanel } from '../components/job-fit-panel.tsx';
import { SkillChips } from '../../components/skill-chips.tsx';
import { parseJobId } from './job-page.data.ts';

export function JobPage({ renderResumeTools }: { renderResumeTools?: TRenderResumeTools }) {
  const jobId = parseJobId(useParams().jobId);
  return jobId === null ? <JobNotFound /> : <LoadedJobPage jobId={jobId} renderResumeTools={renderResumeTools} />;
}

function LoadedJobPage({ jobId, renderResumeTools }: { jobId: number; renderResumeTools?: TRenderResumeTools }) {
  const job = useQuery(getJobQueryOptions(jobId));
  const isNotFound = job.error instanceof ApiError && job.error.status === 404;
  // Here, not in JobNotFound alone: a parent's title effect runs after its child's.
  useScreenTitle(job.data ? `${job.data.title} at ${job.data.company.name}` : isNotFound ? 'Job Not Found' : 'Job');

  if (job.isPending) {
    return (
      <StatusScreen
        title="Loading job..."
        icon={<Loader2 className="size-8 animate-spin motion-reduce:animate-none" aria-hidden="true" />}
      />
    );
  }
  if (job.isError) {
    if (isNotFound) return <JobNotFound />;
    return (
      <StatusScreen
        title="The job could not be loaded"
        description={
          <>
            Please try again in a moment.{' '}
            <Button variant="link" className="h-auto p-0" onClick={() => void job.refetch()}>
              Try again
            </Button>
          </>
        }
        icon={<RefreshCw className="size-8" aria-hidden="true" />}
        action={{ label: 'Back to Jobs', to: '/jobs' }}
      />
    );
  }
  return <JobArticle job={job.data} renderResumeTools={renderResumeTools} />;
}

function JobNotFound() {
  useScreenTitle('Job Not Found');
  return (
    <StatusScreen
      title="Job Not Found"
      description="This job does not exist, or its company has taken it down."
      icon={<FileQuestion className="size-8" aria-hidden="true" />}
      action={{ label: 'Back to Jobs', to: '/jobs' }}
    />
  );
}

function JobArticle({ job, renderResumeTools }: { job: TJob; renderResumeTools?: TRenderResumeTools }) {
  const { user } = useSession();
  const isDeveloper = user?.userType === 'developer';
  return (
    <PageMain className="grid max-w-6xl gap-8 py-8">
      <Button variant="ghost" asChild className="w-fit">
        <Link to="/jobs">
          <ArrowLeft aria-hidden="true" />
          Back to Jobs
        </Link>
      </Button>
      <JobNotice job={job} />
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <CompanyLogo name={job.company.name} logoUrl={job.company.logoUrl} size="lg" />
        <div className="grid min-w-0 flex-1 gap-3">
          <div className="grid gap-1">
            <h1 className="text-3xl font-bold tracking-tight text-balance wrap-anywhere sm:text-4xl">{job.title}</h1>
            <p className="text-lg text-muted-foreground">{job.company.name}</p>
          </div>
          <JobFacts job={job} />
        </div>
      </header>
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        {/* First in reading order, so on a phone Apply comes before the long description. */}
        <aside aria-label="Apply and company" className="grid gap-6 lg:col-start-2 lg:row-start-1">
          <ApplyPanel job={job} renderResumeTools={renderResumeTools} />
          {isDeveloper ? <JobFitPanel jobId={job.id} /> : null}
          <JobCompanyBox company={job.company} />
        </aside>
        <div className="grid min-w-0 gap-8 lg:col-start-1 lg:row-start-1">
          <JobSkills job={job} />
          <section aria-labelledby="job-description-heading" className="grid gap-3">
            <h2 id="job-description-heading" className="text-xl font-semibold tracking-tight">
              About the job
            </h2>
            {job.description ? (
              <MarkdownContent markdown={job.description} />
            ) : (
              <p className="text-muted-foreground italic">The company has not written a description yet.</p>
            )}
          </section>
        </div>
      </div>
    </PageMain>
  );
}

/** A closed job takes no applications; a draft is seen only by its owner (and admins). */
function JobNotice({ job }: { job: TJob }) {
  if (job.status === 'closed') {
    return (
      <Notice icon={<CircleSlash aria-hidden="true" />} title="This job is closed">
        It no longer takes applications{job.closedAt ? ` (closed ${formatDate(job.closedAt)})` : ''}.
      </Notice>
    );
  }
  if (job.status === 'draft') {
    return (
      <Notice icon={<EyeOff aria-hidden="true" />} title="Draft">
        Only its company sees this job until it is published.
      </Notice>
    );
  }
  return null;
}

function Notice({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-400/40 dark:bg-amber-400/10 dark:text-amber-100 [&_svg]:mt-0.5 [&_svg]:size-5 [&_svg]:shrink-0">
      {icon}
      <p className="text-sm">
        <span className="font-semibold">{title}.</span> {children}
      </p>
    </div>
  );
}

function JobSkills({ job }: { job: TJob }) {
  if (job.requiredSkills.length === 0 && job.niceToHaveSkills.length === 0) return null;
  return (
    <section aria-labelledby="job-skills-heading" className="grid gap-4">
      <h2 id="job-skills-heading" className="text-xl font-semibold tracking-tight">
        Skills
      </h2>
      {job.requiredSkills.length > 0 ? (
        <div className="grid gap-2">
          <h3 className="text-sm font-medium text-muted-foreground">Required</h3>
          <SkillChips label="Required skills" skills={job.requiredSkills} />
        </div>
      ) : null}
      {job.niceToHaveSkills.length > 0 ? (
        <div className="grid gap-2">
          <h3 className="text-sm font-medium text-muted-foreground">Nice to have</h3>
          <SkillChips label="Nice-to-have skills" skills={job.niceToHaveSkills} />
        </div>
      ) : null}
    </section>
  );
}
