/**
 * The company form in a dialog: name (required), website, size, location and a short 'about'.
 * Opened from the company card, or by 'Post a job' while there is no company yet; then it says why
 * and its button continues to the job editor.
 */
import { useId, useRef, useState, type ComponentProps, type FormEvent } from 'react';
import { COMPANY_SIZES } from '#shared/job-values.ts';
import { COMPANY_ABOUT_MAX, COMPANY_NAME_MAX, type TCompany } from '#shared/schemas/jobs.ts';
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
  type TCompanyFieldErrors,
  type TCompanyFormValues,
} from '../utils/company-form.ts';
import { focusFirstInvalid } from '../utils/focus-first-invalid.ts';
import { formatCompanySize } from '../utils/job-labels.ts';
import { LabelledField } from './labelled-field.tsx';

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
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<TCompanyFieldErrors>({});
  const saveCompany = useSaveCompany(employerId);

  const set = <TName extends keyof TCompanyFormValues>(name: TName, value: TCompanyFormValues[TName]) =>
    setValues((current) => ({ ...current, [name]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const request = toCompanyRequest(values);
    const found = validateCompanyRequest(request);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
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
            onChange={(event) => set('name', event.target.value)}
            maxLength={COMPANY_NAME_MAX}
            autoComplete="organization"
            required
          />
        )}
      </LabelledField>
      <div className="grid gap-4 sm:grid-cols-2">
        <LabelledField id={`${id}-website`} label="Website" error={errors.website}>
          {(props) => (
            <Input
              {...props}
              type="url"
              inputMode="url"
              value={values.website}
              onChange={(event) => set('website', event.target.value)}
              placeholder="https://example.com"
              autoComplete="url"
            />
          )}
        </LabelledField>
        <LabelledField id={`${id}-size`} label="Company size" error={errors.size}>
          {(props) => (
            <ChoiceSelect
              {...props}
              value={values.size}
              choices={COMPANY_SIZES}
              label={formatCompanySize}
              leading={{ value: SIZE_NOT_SPECIFIED, label: 'Not specified' }}
              onChange={(size) => set('size', size)}
            />
          )}
        </LabelledField>
      </div>
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
            onChange={(event) => set('about', event.target.value)}
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
