/**
 * The company form in a dialog: name (required), website, size, location and a short 'about'.
 * Opened from the company card, or by 'Post a job' while there is no company yet; then it says why
 * and its button continues to the job editor.
 */
import { useId, type ComponentProps, type FormEvent } from 'react';
import { COMPANY_SIZES } from '#shared/job-values.ts';
import { COMPANY_ABOUT_MAX, COMPANY_NAME_MAX, type TCompany } from '#shared/schemas/jobs.ts';
import { LabelledField } from '#client/components/form/labelled-field.tsx';
import { useFormState, type TFormState } from '#client/components/form/use-form-state.ts';
import { Button } from '#client/components/ui/button.tsx';
import { ChoiceSelect } from '#client/components/ui/choice-select.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { SubmitButton } from '#client/components/ui/submit-button.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { toast } from '#client/lib/use-toast.ts';
import { useSaveCompany } from '../api/company.ts';
import {
  SIZE_NOT_SPECIFIED,
  toCompanyFormValues,
  toCompanyRequest,
  validateCompanyRequest,
  type TCompanyFormValues,
} from '../utils/company-form.ts';
import { formatCompanySize } from '../../utils/job-labels.ts';
import { LocationField } from './location-field.tsx';

export type TCompanyDialogPurpose = 'edit' | 'before-posting';

export function CompanyDialog({
  employerId,
  company,
  purpose,
  open,
  onOpenChange,
  onSaved,
  onCloseAutoFocus,
}: {
  employerId: number;
  company: TCompany | null;
  purpose: TCompanyDialogPurpose;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
  onCloseAutoFocus: ComponentProps<typeof DialogContent>['onCloseAutoFocus'];
}) {
  const isBeforePosting = purpose === 'before-posting';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{isBeforePosting ? 'First, your company' : company ? 'Edit company profile' : 'Add your company'}</DialogTitle>
          <DialogDescription>
            {isBeforePosting
              ? 'Candidates see your company on every job you post, so a job needs its name first. The rest is optional and can be added later.'
              : 'Shown on your jobs, so candidates know who is hiring.'}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted with the dialog, so it opens with the saved values each time. */}
        {open ? (
          <CompanyForm
            employerId={employerId}
            initialValues={toCompanyFormValues(company)}
            submitLabel={isBeforePosting ? 'Save and continue' : 'Save company'}
            onCancel={() => onOpenChange(false)}
            onSaved={onSaved}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function CompanyForm({
  employerId,
  initialValues,
  submitLabel,
  onCancel,
  onSaved,
}: {
  employerId: number;
  initialValues: TCompanyFormValues;
  submitLabel: string;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const id = useId();
  const { formRef, values, errors, setValue, showErrors } = useFormState(initialValues);
  const saveCompany = useSaveCompany(employerId);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const request = toCompanyRequest(values);
    if (!showErrors(validateCompanyRequest(request))) return;
    saveCompany.mutate(request, {
      onSuccess: () => {
        toast({ title: 'Company Saved', description: 'Your company profile has been saved.' });
        onSaved();
      },
    });
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-4">
      <LabelledField id={`${id}-name`} label="Company name" error={errors.name}>
        {(props) => (
          <Input
            {...props}
            value={values.name}
            onChange={(event) => setValue('name', event.target.value)}
            maxLength={COMPANY_NAME_MAX}
            autoComplete="organization"
            required
          />
        )}
      </LabelledField>
      <WebsiteAndSizeFields idPrefix={id} form={{ values, errors, setValue }} />
      <LocationField id={`${id}-location`} value={values.location} error={errors.location} onChange={(v) => setValue('location', v)} />
      <LabelledField
        id={`${id}-about`}
        label="About"
        hint={`${values.about.length} of ${COMPANY_ABOUT_MAX} characters. Plain text: what you build and how you work.`}
        error={errors.about}
      >
        {(props) => (
          <Textarea
            {...props}
            rows={5}
            value={values.about}
            onChange={(event) => setValue('about', event.target.value)}
            maxLength={COMPANY_ABOUT_MAX}
          />
        )}
      </LabelledField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={saveCompany.isPending}>
          Cancel
        </Button>
        <SubmitButton isPending={saveCompany.isPending} size="default">
          {submitLabel}
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}

function WebsiteAndSizeFields({
  idPrefix,
  form: { values, errors, setValue },
}: {
  idPrefix: string;
  form: TFormState<TCompanyFormValues>;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <LabelledField id={`${idPrefix}-website`} label="Website" error={errors.website}>
        {(props) => (
          <Input
            {...props}
            type="url"
            inputMode="url"
            value={values.website}
            onChange={(event) => setValue('website', event.target.value)}
            placeholder="https://example.com"
            autoComplete="url"
          />
        )}
      </LabelledField>
      <LabelledField id={`${idPrefix}-size`} label="Company size" error={errors.size}>
        {(props) => (
          <ChoiceSelect
            {...props}
            value={values.size}
            choices={COMPANY_SIZES}
            label={formatCompanySize}
            leading={{ value: SIZE_NOT_SPECIFIED, label: 'Not specified' }}
            onChange={(size) => setValue('size', size)}
          />
        )}
      </LabelledField>
    </div>
  );
}
