import { useId, type FormEvent } from 'react';
import type { TJobStatus } from '#shared/job-values.ts';
import { JOB_TITLE_MAX, type TJob } from '#shared/schemas/jobs.ts';
import { LabelledField } from '#client/components/form/labelled-field.tsx';
import { SkillTagInput } from '#client/components/form/skill-tag-input.tsx';
import { useFormState } from '#client/components/form/use-form-state.ts';
import { Button } from '#client/components/ui/button.tsx';
import { DialogFooter } from '#client/components/ui/dialog.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { SubmitButton } from '#client/components/ui/submit-button.tsx';
import { toast } from '#client/lib/use-toast.ts';
import { useCreateJob, useUpdateJob } from '../api/employer-jobs.ts';
import { getSkillSuggestionsQueryOptions } from '../api/skill-suggestions.ts';
import { NEW_JOB_VALUES, toJobFields, toJobFormValues, validateJobFields, type TJobFields } from '../utils/job-form.ts';
import { DescriptionField, JobTermsFields, SalaryFields } from './job-edit-fields.tsx';

/** What an existing job's status button does, by its current status. */
const STATUS_ACTION: Record<TJobStatus, { label: string; status: TJobStatus }> = {
  draft: { label: 'Publish', status: 'open' },
  open: { label: 'Close job', status: 'closed' },
  closed: { label: 'Reopen', status: 'open' },
};

/** The success toast, by what the save did. */
function toastSaved(from: TJobStatus | null, to: TJobStatus) {
  if (to === 'draft') toast({ title: 'Draft Saved', description: 'Only you can see it until you publish it.' });
  else if (from === to) toast({ title: 'Job Updated', description: 'Your changes have been saved.' });
  else if (to === 'closed') toast({ title: 'Job Closed', description: 'It no longer takes applications.' });
  else if (from === 'closed') toast({ title: 'Job Reopened', description: 'It takes applications again.' });
  else toast({ title: 'Job Published', description: 'Candidates can now find it and apply.' });
}

export function JobEditForm({ employerId, job, onDone }: { employerId: number; job: TJob | null; onDone: () => void }) {
  const id = useId();
  const { formRef, values, errors, setValue, showErrors } = useFormState(() => (job ? toJobFormValues(job) : NEW_JOB_VALUES));
  const fieldState = { values, errors, setValue };
  const { saveJob, isPending } = useSaveJob({ employerId, job, onDone });

  /** Saves the form; `status` also publishes, closes or reopens. */
  const save = (status?: TJobStatus) => {
    const fields = toJobFields(values);
    if (showErrors(validateJobFields(fields))) saveJob(fields, status);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save();
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-5">
      <LabelledField id={`${id}-title`} label="Job title" error={errors.title}>
        {(props) => (
          <Input
            {...props}
            value={values.title}
            onChange={(event) => setValue('title', event.target.value)}
            maxLength={JOB_TITLE_MAX}
            placeholder="e.g. Senior Frontend Engineer"
            autoComplete="off"
            required
          />
        )}
      </LabelledField>
      <DescriptionField
        id={`${id}-description`}
        value={values.description}
        error={errors.description}
        onChange={(v) => setValue('description', v)}
      />
      <SkillTagInput
        label="Required skills"
        placeholder="e.g. TypeScript"
        skills={values.requiredSkills}
        onChange={(skills) => setValue('requiredSkills', skills)}
        suggestionsQuery={getSkillSuggestionsQueryOptions}
        error={errors.requiredSkills}
      />
      <SkillTagInput
        label="Nice-to-have skills"
        placeholder="e.g. GraphQL"
        skills={values.niceToHaveSkills}
        onChange={(skills) => setValue('niceToHaveSkills', skills)}
        suggestionsQuery={getSkillSuggestionsQueryOptions}
        error={errors.niceToHaveSkills}
      />
      <JobTermsFields idPrefix={id} form={fieldState} />
      <SalaryFields idPrefix={id} form={fieldState} />
      <JobEditFooter job={job} isPending={isPending} onCancel={onDone} onSave={save} />
    </form>
  );
}

/** Creates or updates the job, then toasts what the save did and closes the editor. */
function useSaveJob({ employerId, job, onDone }: { employerId: number; job: TJob | null; onDone: () => void }) {
  const createJob = useCreateJob(employerId);
  const updateJob = useUpdateJob(employerId);
  const saveJob = (fields: TJobFields, status?: TJobStatus) => {
    const onSuccess = (saved: TJob) => {
      toastSaved(job?.status ?? null, saved.status);
      onDone();
    };
    if (job) updateJob.mutate({ jobId: job.id, changes: status ? { ...fields, status } : fields }, { onSuccess });
    else createJob.mutate({ ...fields, status: status === 'open' ? 'open' : 'draft' }, { onSuccess });
  };
  return { saveJob, isPending: createJob.isPending || updateJob.isPending };
}

function JobEditFooter({
  job,
  isPending,
  onCancel,
  onSave,
}: {
  job: TJob | null;
  isPending: boolean;
  onCancel: () => void;
  onSave: (status: TJobStatus) => void;
}) {
  return (
    <DialogFooter className="border-t pt-4">
      <Button type="button" variant="outline" onClick={onCancel} disabled={isPending}>
        Cancel
      </Button>
      {job ? (
        <>
          <Button type="button" variant="outline" onClick={() => onSave(STATUS_ACTION[job.status].status)} disabled={isPending}>
            {STATUS_ACTION[job.status].label}
          </Button>
          <SubmitButton isPending={isPending} size="default">
            Save changes
          </SubmitButton>
        </>
      ) : (
        <>
          {/* The form's one submit button, so Enter in a field saves a draft and never publishes. */}
          <Button type="submit" variant="outline" disabled={isPending}>
            Save draft
          </Button>
          <Button type="button" onClick={() => onSave('open')} disabled={isPending}>
            Publish
          </Button>
        </>
      )}
    </DialogFooter>
  );
}
