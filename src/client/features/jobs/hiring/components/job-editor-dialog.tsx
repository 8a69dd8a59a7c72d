/**
 * The job editor in a dialog. A new job is saved as a draft or published at once; an existing one
 * saves its changes, and its status button (Publish a draft, Close an open job, Reopen a closed
 * one) saves them along with the new status. Mistakes show beside their fields before any call;
 * the server's refusals (a full quota, a missing company) come as toasts from the api client.
 */
import type { ComponentProps } from 'react';
import type { TJob } from '#shared/schemas/jobs.ts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { JobEditForm } from './job-edit-form.tsx';

type TCloseAutoFocus = ComponentProps<typeof DialogContent>['onCloseAutoFocus'];

/** Escape first closes an open suggestion list (its input is aria-expanded), not the whole dialog. */
function keepDialogForOpenList(event: KeyboardEvent) {
  if (event.target instanceof HTMLElement && event.target.getAttribute('aria-expanded') === 'true') event.preventDefault();
}

export function JobEditorDialog({
  employerId,
  job,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  employerId: number;
  /** Null for a new job. */
  job: TJob | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: TCloseAutoFocus;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl" onEscapeKeyDown={keepDialogForOpenList} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{job ? 'Edit job' : 'Post a job'}</DialogTitle>
          <DialogDescription>
            {job
              ? 'Changes show on the job page as soon as they are saved.'
              : 'Save a draft that only you can see, or publish the job so candidates can find it and apply.'}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted with the dialog, so it opens with the saved values each time. */}
        {open ? <JobEditForm employerId={employerId} job={job} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
