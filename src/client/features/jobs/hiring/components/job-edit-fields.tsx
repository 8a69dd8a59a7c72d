/** The job editor's field groups: the Markdown description with its preview, the job's terms and the salary range. */
import { EMPLOYMENT_TYPES, SALARY_CURRENCIES, WORKPLACE_TYPES } from '#shared/job-values.ts';
import { EXPERIENCE_LEVEL_LABEL, EXPERIENCE_LEVELS } from '#shared/profile-values.ts';
import { JOB_DESCRIPTION_MAX } from '#shared/schemas/jobs.ts';
import { LabelledField, type TTextFieldProps } from '#client/components/form/labelled-field.tsx';
import { MarkdownField } from '#client/components/form/markdown-field.tsx';
import type { TFormState } from '#client/components/form/use-form-state.ts';
import { ChoiceSelect } from '#client/components/ui/choice-select.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { ANY_LEVEL, type TJobFormValues } from '../utils/job-form.ts';
import { EMPLOYMENT_TYPE_LABEL, WORKPLACE_LABEL } from '../../utils/job-labels.ts';
import { LocationField } from './location-field.tsx';

type TJobFormState = TFormState<TJobFormValues>;

export function DescriptionField(props: TTextFieldProps) {
  return (
    <MarkdownField
      {...props}
      label="Description"
      maxLength={JOB_DESCRIPTION_MAX}
      placeholder="What the team builds, what the role involves, how you hire."
    />
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
