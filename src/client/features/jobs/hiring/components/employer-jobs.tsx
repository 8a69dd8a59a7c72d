/**
 * The employer dashboard's Jobs tab: the company card and the employer's jobs, or one job's
 * pipeline once opened. 'Post a job' without a company asks for the company first, then goes on
 * to the job editor. Admins see it read-only (the server refuses their changes).
 */
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { TJob } from '#shared/schemas/jobs.ts';
import { getCompanyQueryOptions } from '#client/lib/company-query.ts';
import { getEmployerJobsQueryOptions } from '../api/employer-jobs.ts';
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
}: {
  employerId: number;
  isReadOnly: boolean;
  renderCandidateActions?: TRenderCandidateActions;
}) {
  const company = useQuery(getCompanyQueryOptions(employerId));
  const jobs = useQuery(getEmployerJobsQueryOptions(employerId));
  const [openJobId, setOpenJobId] = useState<number | null>(null);
  // Back from a job, focus returns to its Candidates button in the list.
  const [lastOpenedJobId, setLastOpenedJobId] = useState<number | null>(null);
  const savedCompany = company.data?.company ?? null;
  const openJob = jobs.data?.find((job) => job.id === openJobId);
  const dialogs = useEditorDialogs(savedCompany !== null);

  return (
    <div className="grid gap-8">
      {openJob ? (
        <JobPipelineView
          employerId={employerId}
          job={openJob}
          isReadOnly={isReadOnly}
          onBack={() => {
            setLastOpenedJobId(openJob.id);
            setOpenJobId(null);
          }}
          onEdit={() => dialogs.onEditJob(openJob)}
          renderCandidateActions={renderCandidateActions}
        />
      ) : (
        <>
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
            onOpenJob={(job) => setOpenJobId(job.id)}
            onEditJob={dialogs.onEditJob}
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
