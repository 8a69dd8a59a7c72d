import { useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  AVAILABILITY_LABEL,
  AVAILABILITY_VALUES,
  EXPERIENCE_LEVEL_LABEL,
  EXPERIENCE_LEVELS,
  type TApplicantProfileResponse,
} from '#shared/schemas/profile.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { PasswordInput } from '#client/components/ui/password-input.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#client/components/ui/select.tsx';
import { SubmitButton } from '#client/components/ui/submit-button.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useSession } from '#client/lib/session-context.tsx';
import { useSaveProfile } from '../api/profile-api.ts';
import {
  isEmailChanged,
  NOT_SPECIFIED,
  toFormValues,
  toRequests,
  validateProfileRequests,
  type TFieldErrors,
  type TFieldName,
} from './profile-form.ts';

export function ProfileEditForm({ data, onDone }: { data: TApplicantProfileResponse; onDone: () => void }) {
  const { updateUser } = useSession();
  const saveProfile = useSaveProfile();
  const [values, setValues] = useState(() => toFormValues(data));
  const [errors, setErrors] = useState<TFieldErrors>({});
  const idPrefix = useId();

  const setValue = (field: TFieldName, value: string) => setValues((current) => ({ ...current, [field]: value }));
  // The server asks for the password only when the e-mail changes, so the field appears only then.
  const isChangingEmail = isEmailChanged(values.email, data.user.email);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const requests = toRequests(values, data.user.email);
    const found = validateProfileRequests(requests);
    setErrors(found);
    const firstProblem = Object.values(found)[0];
    if (firstProblem) {
      toast({ title: 'Update Failed', description: firstProblem, variant: 'destructive' });
      return;
    }
    saveProfile.mutate(
      { userId: data.user.id, profileId: data.profile.id, ...requests },
      {
        onSuccess: (user) => {
          updateUser({ fullName: user.fullName, email: user.email });
          toast({ title: 'Profile Updated' });
          onDone();
        },
      },
    );
  };

  const field = (name: TFieldName, label: string, control: (props: TControlProps) => ReactNode, hint?: string) => {
    const id = `${idPrefix}-${name}`;
    const errorId = `${id}-error`;
    const hintId = `${id}-hint`;
    const describedBy = [hint ? hintId : '', errors[name] ? errorId : ''].filter(Boolean).join(' ') || undefined;
    return (
      <div className="grid gap-2">
        <Label htmlFor={id}>{label}</Label>
        {control({ id, 'aria-invalid': errors[name] ? true : undefined, 'aria-describedby': describedBy })}
        {hint ? (
          <p id={hintId} className="text-xs text-muted-foreground">
            {hint}
          </p>
        ) : null}
        {errors[name] ? (
          <p id={errorId} className="text-xs font-medium text-destructive">
            {errors[name]}
          </p>
        ) : null}
      </div>
    );
  };

  const text = (name: TFieldName, label: string, props: { type?: string; autoComplete?: string; placeholder?: string } = {}) =>
    field(name, label, (controlProps) => (
      <Input {...controlProps} {...props} name={name} value={values[name]} onChange={(event) => setValue(name, event.target.value)} />
    ));

  const longText = (name: TFieldName, label: string, placeholder?: string) =>
    field(name, label, (controlProps) => (
      <Textarea
        {...controlProps}
        name={name}
        rows={3}
        placeholder={placeholder}
        value={values[name]}
        onChange={(event) => setValue(name, event.target.value)}
      />
    ));

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Edit profile">
      {text('fullName', 'Full Name', { autoComplete: 'name' })}
      {text('email', 'Email', { type: 'email', autoComplete: 'email' })}
      {isChangingEmail
        ? field(
            'currentPassword',
            'Current password',
            (controlProps) => (
              <PasswordInput
                {...controlProps}
                name="currentPassword"
                autoComplete="current-password"
                value={values.currentPassword}
                onChange={(event) => setValue('currentPassword', event.target.value)}
              />
            ),
            'Confirm the new email with the password you sign in with.',
          )
        : null}
      {text('phone', 'Phone', { type: 'tel', autoComplete: 'tel' })}
      {text('location', 'Location', { autoComplete: 'address-level2', placeholder: 'City, State/Country' })}
      {text('jobTitle', 'Job Title', { placeholder: 'Developer' })}
      {longText('bio', 'Professional Summary', 'A few lines about what you build and what you are looking for')}
      {text('skills', 'Skills (comma separated)', { placeholder: 'TypeScript, React, PostgreSQL' })}
      {longText('experience', 'Experience', 'e.g. 5 years building web applications')}
      {longText('education', 'Education', "e.g. Bachelor's Degree in Computer Science")}

      <fieldset className="flex min-w-0 flex-col gap-4 rounded-lg border border-dashed p-4">
        <legend className="px-1 text-sm font-semibold">What employers search on</legend>
        {field('availability', 'Availability', (controlProps) => (
          <Select value={values.availability} onValueChange={(value) => setValue('availability', value)}>
            <SelectTrigger {...controlProps}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={NOT_SPECIFIED}>Not specified</SelectItem>
              {AVAILABILITY_VALUES.map((value) => (
                <SelectItem key={value} value={value}>
                  {AVAILABILITY_LABEL[value]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        ))}
        {field('experienceLevel', 'Experience level', (controlProps) => (
          <Select value={values.experienceLevel} onValueChange={(value) => setValue('experienceLevel', value)}>
            <SelectTrigger {...controlProps}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={NOT_SPECIFIED}>Not specified</SelectItem>
              {EXPERIENCE_LEVELS.map((value) => (
                <SelectItem key={value} value={value}>
                  {EXPERIENCE_LEVEL_LABEL[value]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        ))}
        <div className="grid grid-cols-2 gap-3">
          {text('salaryMin', 'Salary min', { type: 'number', placeholder: '60000' })}
          {text('salaryMax', 'Salary max', { type: 'number', placeholder: '90000' })}
        </div>
        {longText('workExperience', 'Detailed work experience', 'Roles, companies, dates and what you achieved')}
      </fieldset>

      <div className="flex flex-wrap gap-2">
        <SubmitButton isPending={saveProfile.isPending} size="default">
          Save Changes
        </SubmitButton>
        <Button type="button" variant="outline" onClick={onDone} disabled={saveProfile.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

type TControlProps = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };
