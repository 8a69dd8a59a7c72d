import { useId, useRef, useState, type FormEvent } from 'react';
import { EMPLOYMENT_TYPES, SALARY_CURRENCIES, WORKPLACE_TYPES, type TJobStatus } from '#shared/job-values.ts';
import { EXPERIENCE_LEVEL_LABEL, EXPERIENCE_LEVELS } from '#shared/profile-values.ts';
import { JOB_DESCRIPTION_MAX, JOB_TITLE_MAX, type TJob } from '#shared/schemas/jobs.ts';
import { Button } from '#client/components/ui/button.tsx';
import { ChoiceSelect } from '#client/components/ui/choice-select.tsx';
import { DialogFooter } from '#client/components/ui/dialog.tsx';
import { FieldError } from '#client/components/ui/field-error.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { MarkdownContent } from '#client/components/ui/markdown-content.tsx';
import { SubmitButton } from '#client/components/ui/submit-button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { toast } from '#client/lib/use-toast.ts';
import { useCreateJob, useUpdateJob } from '../api/employer-jobs.ts';
import { focusFirstInvalid } from '../utils/focus-first-invalid.ts';
import {
  ANY_LEVEL,
  NEW_JOB_VALUES,
  toJobFields,
  toJobFormValues,
  validateJobFields,
  type TJobFieldErrors,
  type TJobFormValues,
} from '../utils/job-form.ts';
import { EMPLOYMENT_TYPE_LABEL, WORKPLACE_LABEL } from '../utils/job-labels.ts';
import { LabelledField } from './labelled-field.tsx';
import { SkillTagInput } from './skill-tag-input.tsx';

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
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(() => (job ? toJobFormValues(job) : NEW_JOB_VALUES));
  const [errors, setErrors] = useState<TJobFieldErrors>({});
  const createJob = useCreateJob(employerId);
  const updateJob = useUpdateJob(employerId);
  const isPending = createJob.isPending || updateJob.isPending;

  const set = <TName extends keyof TJobFormValues>(name: TName, value: TJobFormValues[TName]) =>
    setValues((current) => ({ ...current, [name]: value }));

  /** Saves the form; `status` also publishes, closes or reopens. */
  const save = (status?: TJobStatus) => {
    const fields = toJobFields(values);
    const found = validateJobFields(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    const onSuccess = (saved: TJob) => {
      toastSaved(job?.status ?? null, saved.status);
      onDone();
    };
    if (job) updateJob.mutate({ jobId: job.id, changes: status ? { ...fields, status } : fields }, { onSuccess });
    else createJob.mutate({ ...fields, status: status === 'open' ? 'open' : 'draft' }, { onSuccess });
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
            onChange={(event) => set('title', event.target.value)}
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
        onChange={(v) => set('description', v)}
      />

      <SkillTagInput
        label="Required skills"
        placeholder="e.g. TypeScript"
        skills={values.requiredSkills}
        onChange={(skills) => set('requiredSkills', skills)}
        error={errors.requiredSkills}
      />
      <SkillTagInput
        label="Nice-to-have skills"
        placeholder="e.g. GraphQL"
        skills={values.niceToHaveSkills}
        onChange={(skills) => set('niceToHaveSkills', skills)}
        error={errors.niceToHaveSkills}
      />

      <div className="grid gap-5 sm:grid-cols-2">
        <LabelledField id={`${id}-level`} label="Experience level" error={errors.experienceLevel}>
          {(props) => (
            <ChoiceSelect
              {...props}
              value={values.experienceLevel}
              choices={EXPERIENCE_LEVELS}
              label={(level) => EXPERIENCE_LEVEL_LABEL[level]}
              leading={{ value: ANY_LEVEL, label: 'Any level' }}
              onChange={(level) => set('experienceLevel', level)}
            />
          )}
        </LabelledField>
        <LabelledField id={`${id}-employment`} label="Employment type" error={errors.employmentType}>
          {(props) => (
            <ChoiceSelect
              {...props}
              value={values.employmentType}
              choices={EMPLOYMENT_TYPES}
              label={(type) => EMPLOYMENT_TYPE_LABEL[type]}
              onChange={(type) => set('employmentType', type)}
            />
          )}
        </LabelledField>
        <LabelledField id={`${id}-location`} label="Location" error={errors.location}>
          {(props) => (
            <Input
              {...props}
              value={values.location}
              onChange={(event) => set('location', event.target.value)}
              placeholder="City, Country"
              autoComplete="off"
            />
          )}
        </LabelledField>
        <LabelledField id={`${id}-workplace`} label="Workplace" error={errors.workplaceType}>
          {(props) => (
            <ChoiceSelect
              {...props}
              value={values.workplaceType}
              choices={WORKPLACE_TYPES}
              label={(type) => WORKPLACE_LABEL[type]}
              onChange={(type) => set('workplaceType', type)}
            />
          )}
        </LabelledField>
      </div>

      <SalaryFields idPrefix={id} values={values} errors={errors} set={set} />

      <DialogFooter className="border-t pt-4">
        <Button type="button" variant="outline" onClick={onDone} disabled={isPending}>
          Cancel
        </Button>
        {job ? (
          <>
            <Button type="button" variant="outline" onClick={() => save(STATUS_ACTION[job.status].status)} disabled={isPending}>
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
            <Button type="button" onClick={() => save('open')} disabled={isPending}>
              Publish
            </Button>
          </>
        )}
      </DialogFooter>
    </form>
  );
}

function DescriptionField({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <Tabs defaultValue="write" className="gap-2">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <Label htmlFor={id}>Description</Label>
        <TabsList aria-label="Description view" className="h-8">
          <TabsTrigger value="write" className="px-2.5 text-xs">
            Write
          </TabsTrigger>
          <TabsTrigger value="preview" className="px-2.5 text-xs">
            Preview
          </TabsTrigger>
        </TabsList>
      </div>
      <TabsContent value="write" className="grid gap-2">
        <DescriptionTextarea id={id} value={value} error={error} onChange={onChange} />
      </TabsContent>
      <TabsContent value="preview" className="max-h-96 min-h-40 overflow-y-auto rounded-md border bg-muted/30 px-4 py-3">
        {value.trim() ? (
          <MarkdownContent markdown={value} />
        ) : (
          <p className="text-sm text-muted-foreground italic">Nothing to preview yet.</p>
        )}
      </TabsContent>
    </Tabs>
  );
}

function DescriptionTextarea({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <>
      <Textarea
        id={id}
        rows={8}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={JOB_DESCRIPTION_MAX}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        placeholder="What the team builds, what the role involves, how you hire."
        className="font-mono text-sm md:text-sm"
        spellCheck
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        Markdown: <code className="font-mono">**bold**</code>, <code className="font-mono">*italic*</code>,{' '}
        <code className="font-mono">- </code> for a list, <code className="font-mono">## </code> for a heading. Links and formatting are
        cleaned before anyone sees them.
      </p>
      <FieldError id={`${id}-error`} error={error} />
    </>
  );
}

function SalaryFields({
  idPrefix,
  values,
  errors,
  set,
}: {
  idPrefix: string;
  values: TJobFormValues;
  errors: TJobFieldErrors;
  set: <TName extends keyof TJobFormValues>(name: TName, value: TJobFormValues[TName]) => void;
}) {
  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="mb-2 text-sm leading-none font-medium">Salary range (yearly, optional)</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_1fr_9rem]">
        <LabelledField id={`${idPrefix}-salary-min`} label="Minimum" error={errors.salaryMin}>
          {(props) => (
            <Input
              {...props}
              inputMode="numeric"
              value={values.salaryMin}
              onChange={(event) => set('salaryMin', event.target.value)}
              placeholder="80000"
              autoComplete="off"
              className="tabular-nums"
            />
          )}
        </LabelledField>
        <LabelledField id={`${idPrefix}-salary-max`} label="Maximum" error={errors.salaryMax}>
          {(props) => (
            <Input
              {...props}
              inputMode="numeric"
              value={values.salaryMax}
              onChange={(event) => set('salaryMax', event.target.value)}
              placeholder="120000"
              autoComplete="off"
              className="tabular-nums"
            />
          )}
        </LabelledField>
        <LabelledField id={`${idPrefix}-currency`} label="Currency" error={errors.salaryCurrency} className="col-span-2 sm:col-span-1">
          {(props) => (
            <ChoiceSelect
              {...props}
              value={values.salaryCurrency}
              choices={SALARY_CURRENCIES}
              label={(currency) => currency}
              onChange={(currency) => set('salaryCurrency', currency)}
            />
          )}
        </LabelledField>
      </div>
    </fieldset>
  );
}
