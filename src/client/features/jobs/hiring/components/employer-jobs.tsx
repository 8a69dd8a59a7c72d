/**
 * The employer dashboard's Jobs tab: the company card and the employer's jobs, or one job's
 * pipeline once opened. The open job is in the address (`?tab=jobs&job={id}`): a reload keeps it,
 * Back returns to the list, and an id that is not one of the employer's jobs says so in the tab.
 * 'Post a job' without a company asks for the company first, then goes on to the job editor.
 * Admins see it read-only (the server refuses their changes).
 */
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, SearchX } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { TJob } from '#shared/schemas/jobs.ts';
import { EmptyState } from '#client/components/layout/empty-state.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { getCompanyQueryOptions } from '#client/lib/company-query.ts';
import { getEmployerJobsQueryOptions } from '../api/employer-jobs.ts';
import { OPEN_JOB_PARAM, readOpenJobId } from '../utils/job-address.ts';
import type { TRenderCandidateActions } from './candidate-types.ts';
import { CompanyCard } from './company-card.tsx';
import { CompanyDialog, type TCompanyDialogPurpose } from './company-dialog.tsx';
import { EmployerJobList } from './employer-job-list.tsx';
import { JobEditorDialog } from './job-editor-dialog.tsx';
import { JobPipelineView } from './job-pipeline-view.tsx';

/** Which job the editor holds (null for a new one); kept while it closes, so its title does not change as it fades. */
type TEditorState = { job: TJob | null; open: boolean };
type TCompanyDialogState = { purpose: TCompanyDialogPurpose; open: boolean };

/**
 * Dialogs here open from buttons, not Radix triggers (one may open another), so focus is sent back
 * by hand to what had it when the first one opened.
 */
function useReturnFocus() {
  const returnTo = useRef<HTMLElement | null>(null);
  return {
    remember: () => {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      if (!returnTo.current?.isConnected) return;
      event.preventDefault();
      returnTo.current.focus();
    },
  };
}

/** The company dialog and the job editor; 'Post a job' without a company opens the company dialog first. */
function useEditorDialogs(hasCompany: boolean) {
  const [companyDialog, setCompanyDialog] = useState<TCompanyDialogState>({ purpose: 'edit', open: false });
  const [editor, setEditor] = useState<TEditorState>({ job: null, open: false });
  const returnFocus = useReturnFocus();

  const onPostJob = () => {
    returnFocus.remember();
    if (hasCompany) setEditor({ job: null, open: true });
    else setCompanyDialog({ purpose: 'before-posting', open: true });
  };

  const onEditJob = (job: TJob) => {
    returnFocus.remember();
    setEditor({ job, open: true });
  };

  const onEditCompany = () => {
    returnFocus.remember();
    setCompanyDialog({ purpose: 'edit', open: true });
  };

  const onCompanySaved = () => {
    if (companyDialog.purpose === 'before-posting') setEditor({ job: null, open: true });
    setCompanyDialog((dialog) => ({ ...dialog, open: false }));
  };

  return {
    companyDialog,
    editor,
    onPostJob,
    onEditJob,
    onEditCompany,
    onCompanySaved,
    onCompanyDialogOpenChange: (open: boolean) => setCompanyDialog((dialog) => ({ ...dialog, open })),
    onEditorOpenChange: (open: boolean) => setEditor((current) => ({ ...current, open })),
    onCloseAutoFocus: returnFocus.onCloseAutoFocus,
  };
}

export function EmployerJobs({
  employerId,
  isReadOnly,
  renderCandidateActions,
  renderJobFigures,
  renderInterviews,
}: {
  employerId: number;
  isReadOnly: boolean;
  renderCandidateActions?: TRenderCandidateActions;
  /** What a job card adds below the job's facts (its applicant count). */
  renderJobFigures?: (job: TJob) => ReactNode;
  /** The upcoming interviews above the job list (every job: null) and above a job's pipeline (that job). */
  renderInterviews?: (job: TJob | null) => ReactNode;
}) {
  const company = useQuery(getCompanyQueryOptions(employerId));
  const jobs = useQuery(getEmployerJobsQueryOptions(employerId));
  const [searchParams, setSearchParams] = useSearchParams();
  const openJobId = readOpenJobId(searchParams);
  // Back from a job (by its button or the browser's), focus returns to its Candidates button in the list.
  const [lastOpenedJobId, setLastOpenedJobId] = useState<number | null>(null);
  if (typeof openJobId === 'number' && openJobId !== lastOpenedJobId) setLastOpenedJobId(openJobId);
  const savedCompany = company.data?.company ?? null;
  const openJob = jobs.data?.find((job) => job.id === openJobId);
  const dialogs = useEditorDialogs(savedCompany !== null);

  // Each opened job is a history entry of its own; the list is the tab's address without a job.
  const onOpenJob = (job: TJob) => setSearchParams({ tab: 'jobs', [OPEN_JOB_PARAM]: String(job.id) });
  const onShowAllJobs = () => setSearchParams({ tab: 'jobs' });

  return (
    <div className="grid gap-8">
      {openJob ? (
        <JobPipelineView
          key={openJob.id}
          employerId={employerId}
          job={openJob}
          isReadOnly={isReadOnly}
          onBack={onShowAllJobs}
          onEdit={() => dialogs.onEditJob(openJob)}
          renderCandidateActions={renderCandidateActions}
          interviews={renderInterviews?.(openJob)}
        />
      ) : openJobId !== null && jobs.isPending ? (
        <Skeleton className="h-48 rounded-xl" />
      ) : openJobId !== null ? (
        <OpenJobNotFound isUnavailable={jobs.isError} onShowAllJobs={onShowAllJobs} />
      ) : (
        <>
          {renderInterviews?.(null)}
          <CompanyCard
            employerId={employerId}
            company={savedCompany}
            isLoading={company.isPending}
            isReadOnly={isReadOnly}
            onEdit={dialogs.onEditCompany}
          />
          <EmployerJobList
            jobs={jobs.data}
            isLoading={jobs.isPending}
            isReadOnly={isReadOnly}
            onPostJob={dialogs.onPostJob}
            focusJobId={lastOpenedJobId}
            onOpenJob={onOpenJob}
            onEditJob={dialogs.onEditJob}
            renderJobFigures={renderJobFigures}
          />
        </>
      )}

      <CompanyDialog
        employerId={employerId}
        company={savedCompany}
        purpose={dialogs.companyDialog.purpose}
        open={dialogs.companyDialog.open}
        onOpenChange={dialogs.onCompanyDialogOpenChange}
        onSaved={dialogs.onCompanySaved}
        // Saved before posting, it hands over to the job editor, which takes focus itself.
        onCloseAutoFocus={(event) => (dialogs.editor.open ? event.preventDefault() : dialogs.onCloseAutoFocus(event))}
      />
      <JobEditorDialog
        employerId={employerId}
        job={dialogs.editor.job}
        open={dialogs.editor.open}
        onOpenChange={dialogs.onEditorOpenChange}
        onCloseAutoFocus={dialogs.onCloseAutoFocus}
      />
    </div>
  );
}

/** An address naming a job that is not one of the employer's (deleted, someone else's, mistyped), or jobs that failed to load. */
function OpenJobNotFound({ isUnavailable, onShowAllJobs }: { isUnavailable: boolean; onShowAllJobs: () => void }) {
  return (
    <EmptyState
      icon={<SearchX className="size-8" aria-hidden="true" />}
      title={isUnavailable ? 'Jobs unavailable' : 'Job not found'}
      description={
        isUnavailable
          ? 'Your jobs could not be loaded. Try again in a moment.'
          : 'This link does not lead to one of your jobs: it may have been deleted, or belong to another company.'
      }
    >
      <Button variant="outline" onClick={onShowAllJobs}>
        <ArrowLeft aria-hidden="true" />
        All jobs
      </Button>
    </EmptyState>
  );
}
