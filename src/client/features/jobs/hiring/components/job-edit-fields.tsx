/** The job editor's field groups: the Markdown description with its preview, the job's terms and the salary range. */
import { EMPLOYMENT_TYPES, SALARY_CURRENCIES, WORKPLACE_TYPES } from '#shared/job-values.ts';
import { EXPERIENCE_LEVEL_LABEL, EXPERIENCE_LEVELS } from '#shared/profile-values.ts';
import { JOB_DESCRIPTION_MAX } from '#shared/schemas/jobs.ts';
import { LabelledField, type TTextFieldProps } from '#client/components/form/labelled-field.tsx';
import type { TFormState } from '#client/components/form/use-form-state.ts';
import { ChoiceSelect } from '#client/components/ui/choice-select.tsx';
import { FieldError } from '#client/components/ui/field-error.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { MarkdownContent } from '#client/components/ui/markdown-content.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { ANY_LEVEL, type TJobFormValues } from '../utils/job-form.ts';
import { EMPLOYMENT_TYPE_LABEL, WORKPLACE_LABEL } from '../../utils/job-labels.ts';
import { LocationField } from './location-field.tsx';

type TJobFormState = TFormState<TJobFormValues>;

export function DescriptionField({ id, value, error, onChange }: TTextFieldProps) {
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

function DescriptionTextarea({ id, value, error, onChange }: TTextFieldProps) {
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

/** Level, employment type, location and workplace, two by two from the small breakpoint. */
export function JobTermsFields({ idPrefix, form: { values, errors, setValue } }: { idPrefix: string; form: TJobFormState }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <LabelledField id={`${idPrefix}-level`} label="Experience level" error={errors.experienceLevel}>
        {(props) => (
          <ChoiceSelect
            {...props}
            value={values.experienceLevel}
            choices={EXPERIENCE_LEVELS}
            label={(level) => EXPERIENCE_LEVEL_LABEL[level]}
            leading={{ value: ANY_LEVEL, label: 'Any level' }}
            onChange={(level) => setValue('experienceLevel', level)}
          />
        )}
      </LabelledField>
      <LabelledField id={`${idPrefix}-employment`} label="Employment type" error={errors.employmentType}>
        {(props) => (
          <ChoiceSelect
            {...props}
            value={values.employmentType}
            choices={EMPLOYMENT_TYPES}
            label={(type) => EMPLOYMENT_TYPE_LABEL[type]}
            onChange={(type) => setValue('employmentType', type)}
          />
        )}
      </LabelledField>
      <LocationField
        id={`${idPrefix}-location`}
        value={values.location}
        error={errors.location}
        onChange={(location) => setValue('location', location)}
      />
      <LabelledField id={`${idPrefix}-workplace`} label="Workplace" error={errors.workplaceType}>
        {(props) => (
          <ChoiceSelect
            {...props}
            value={values.workplaceType}
            choices={WORKPLACE_TYPES}
            label={(type) => WORKPLACE_LABEL[type]}
            onChange={(type) => setValue('workplaceType', type)}
          />
        )}
      </LabelledField>
    </div>
  );
}

function SalaryInput({
  idPrefix,
  form: { values, errors, setValue },
  field,
  label,
  placeholder,
}: {
  idPrefix: string;
  form: TJobFormState;
  field: 'salaryMin' | 'salaryMax';
  label: string;
  placeholder: string;
}) {
  return (
    <LabelledField id={`${idPrefix}-${field === 'salaryMin' ? 'salary-min' : 'salary-max'}`} label={label} error={errors[field]}>
      {(props) => (
        <Input
          {...props}
          inputMode="numeric"
          value={values[field]}
          onChange={(event) => setValue(field, event.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          className="tabular-nums"
        />
      )}
    </LabelledField>
  );
}

export function SalaryFields({ idPrefix, form }: { idPrefix: string; form: TJobFormState }) {
  const { values, errors, setValue } = form;
  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="mb-2 text-sm leading-none font-medium">Salary range (yearly, optional)</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_1fr_9rem]">
        <SalaryInput idPrefix={idPrefix} form={form} field="salaryMin" label="Minimum" placeholder="80000" />
        <SalaryInput idPrefix={idPrefix} form={form} field="salaryMax" label="Maximum" placeholder="120000" />
        <LabelledField id={`${idPrefix}-currency`} label="Currency" error={errors.salaryCurrency} className="col-span-2 sm:col-span-1">
          {(props) => (
            <ChoiceSelect
              {...props}
              value={values.salaryCurrency}
              choices={SALARY_CURRENCIES}
              label={(currency) => currency}
              onChange={(currency) => setValue('salaryCurrency', currency)}
            />
          )}
        </LabelledField>
      </div>
    </fieldset>
  );
}
