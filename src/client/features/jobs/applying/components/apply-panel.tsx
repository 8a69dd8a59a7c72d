import { useQuery } from '@tanstack/react-query';
import { ArrowRight, LogIn, Send } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { TJob } from '#shared/schemas/jobs.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { formatDate } from '#client/lib/format.ts';
import { useSession } from '#client/lib/session-context.tsx';
import { applicationsQueryOptions, findJobApplication } from '../api/applications.ts';
import { getApplicationStatus } from '../utils/application-status.ts';
import { ApplicationStatusBadge } from './application-status-badge.tsx';
import { ApplyDialog, type TRenderResumeTools } from './apply-dialog.tsx';
import { SaveJobButton } from './save-job-button.tsx';

/** Where the developer dashboard lists applications (its Applications tab). */
const APPLICATIONS_TAB_PATH = '/applicant?tab=applications';

/**
 * The job page's call to action. Signed out: sign in to apply. A developer: Apply (or Apply again
 * after withdrawing) while the job is open, or where their application stands, and Save. Employers
 * and admins read the page without it.
 */
export function ApplyPanel({ job, renderResumeTools }: { job: TJob; renderResumeTools?: TRenderResumeTools }) {
  const { user } = useSession();
  if (!user) return job.status === 'open' ? <SignInToApply /> : null;
  if (user.userType !== 'developer') return null;
  return <DeveloperApplyPanel job={job} userId={user.id} renderResumeTools={renderResumeTools} />;
}

function SignInToApply() {
  return (
    <Card role="region" aria-labelledby="apply-heading" className="grid gap-3 p-5">
      <h2 id="apply-heading" className="text-base font-semibold">
        Interested in this job?
      </h2>
      <p className="text-sm text-muted-foreground">Sign in as a developer to apply with one of your resumes and see how well you fit.</p>
      <Button asChild>
        <Link to="/login">
          <LogIn aria-hidden="true" />
          Sign in to apply
        </Link>
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        New to DevMatch?{' '}
        <Link to="/signup" className="font-medium text-primary underline-offset-4 hover:underline">
          Create an account
        </Link>
      </p>
    </Card>
  );
}

function DeveloperApplyPanel({ job, userId, renderResumeTools }: { job: TJob; userId: number; renderResumeTools?: TRenderResumeTools }) {
  const applications = useQuery(applicationsQueryOptions);
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const application = findJobApplication(applications.data, job.id);
  const status = application ? getApplicationStatus(application) : null;
  const isJobOpen = job.status === 'open';
  const canApply = isJobOpen && applications.isSuccess && (status === null || status === 'withdrawn');

  return (
    <Card role="region" aria-labelledby="apply-heading" className="grid gap-3 p-5">
      <h2 id="apply-heading" className="text-base font-semibold">
        {application ? 'Your application' : isJobOpen ? 'Apply for this job' : 'Applications closed'}
      </h2>
      {applications.isPending ? (
        <Skeleton className="h-10 w-full" />
      ) : application && status ? (
        <div className="grid gap-2 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <ApplicationStatusBadge status={status} />
            <span className="text-muted-foreground">
              {status === 'withdrawn'
                ? `Withdrawn ${formatDate(application.withdrawnAt) ?? ''}`
                : `Sent ${formatDate(application.createdAt) ?? ''} with ${application.resumeFileName}`}
            </span>
          </div>
          {status === 'withdrawn' && isJobOpen ? (
            <p className="text-muted-foreground">You can send it again while the job is open.</p>
          ) : null}
          <Link
            to={APPLICATIONS_TAB_PATH}
            className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
          >
            See it in My Applications
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
      ) : isJobOpen ? (
        <p className="text-sm text-muted-foreground">
          Send one of your resumes with a note. You can check and improve your resume for this job first.
        </p>
      ) : null}
      {canApply ? (
        <Button onClick={() => setIsDialogOpen(true)}>
          <Send aria-hidden="true" />
          {status === 'withdrawn' ? 'Apply again' : 'Apply now'}
        </Button>
      ) : null}
      <SaveJobButton job={job} />
      {/* Mounted whatever the state: once sent, the refreshed list ends canApply before the dialog's own toast and close run. */}
      <ApplyDialog job={job} userId={userId} open={isDialogOpen} onOpenChange={setIsDialogOpen} renderResumeTools={renderResumeTools} />
    </Card>
  );
}
