import { useId, type FormEvent } from 'react';
import type { TApplicantProfileResponse } from '#shared/schemas/profiles.ts';
import { AVAILABILITY_LABEL, AVAILABILITY_VALUES, EXPERIENCE_LEVEL_LABEL, EXPERIENCE_LEVELS } from '#shared/profile-values.ts';
import { useFormState } from '#client/components/form/use-form-state.ts';
import { Button } from '#client/components/ui/button.tsx';
import { PasswordInput } from '#client/components/ui/password-input.tsx';
import { SubmitButton } from '#client/components/ui/submit-button.tsx';
import { toast } from '#client/lib/use-toast.ts';
import { useSession } from '#client/lib/session-context.tsx';
import { useSaveProfile } from '../api/profile-api.ts';
import {
  ProfileCheckboxField,
  ProfileField,
  ProfileLongTextField,
  ProfileSelectField,
  ProfileTextField,
  type TProfileFormState,
} from './profile-form-fields.tsx';
import { isEmailChanged, toFormValues, toRequests, validateProfileRequests } from './profile-form.ts';

export function ProfileEditForm({ data, onDone }: { data: TApplicantProfileResponse; onDone: () => void }) {
  const { updateUser } = useSession();
  const saveProfile = useSaveProfile();
  const { values, errors, setValue, setErrors } = useFormState(() => toFormValues(data));
  const idPrefix = useId();
  const form: TProfileFormState = { idPrefix, values, errors, setValue };
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
          updateUser({ fullName: user.fullName, email: user.email, pendingEmail: user.pendingEmail });
          // A new e-mail takes effect only once its link is opened.
          const isEmailWaiting = user.pendingEmail !== null && user.pendingEmail !== data.user.pendingEmail;
          toast(
            isEmailWaiting
              ? { title: 'Profile Updated', description: `To change your email, open the link we sent to ${user.pendingEmail}.` }
              : { title: 'Profile Updated' },
          );
          onDone();
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Edit profile">
      <ProfileTextField form={form} name="fullName" label="Full Name" autoComplete="name" />
      <ProfileTextField form={form} name="email" label="Email" type="email" autoComplete="email" />
      {isChangingEmail ? <CurrentPasswordField form={form} /> : null}
      <ProfileTextField form={form} name="phone" label="Phone" type="tel" autoComplete="tel" />
      <ProfileTextField form={form} name="location" label="Location" autoComplete="address-level2" placeholder="City, State/Country" />
      <ProfileTextField form={form} name="jobTitle" label="Job Title" placeholder="Developer" />
      <ProfileLongTextField
        form={form}
        name="bio"
        label="Professional Summary"
        placeholder="A few lines about what you build and what you are looking for"
      />
      <ProfileTextField form={form} name="skills" label="Skills (comma separated)" placeholder="TypeScript, React, PostgreSQL" />
      <ProfileLongTextField
        form={form}
        name="links"
        label="Links (one per line)"
        placeholder={'https://github.com/you\nhttps://linkedin.com/in/you'}
      />
      <ProfileLongTextField form={form} name="experience" label="Experience" placeholder="e.g. 5 years building web applications" />
      <ProfileLongTextField form={form} name="education" label="Education" placeholder="e.g. Bachelor's Degree in Computer Science" />
      <EmployerSearchFields form={form} />

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

function CurrentPasswordField({ form }: { form: TProfileFormState }) {
  return (
    <ProfileField
      form={form}
      name="currentPassword"
      label="Current password"
      hint="Confirm the new email with the password you sign in with."
    >
      {(controlProps) => (
        <PasswordInput
          {...controlProps}
          name="currentPassword"
          autoComplete="current-password"
          value={form.values.currentPassword}
          onChange={(event) => form.setValue('currentPassword', event.target.value)}
        />
      )}
    </ProfileField>
  );
}

function EmployerSearchFields({ form }: { form: TProfileFormState }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-4 rounded-lg border border-dashed p-4">
      <legend className="px-1 text-sm font-semibold">What employers search on</legend>
      <ProfileCheckboxField
        form={form}
        name="isVisibleToEmployers"
        label="Visible to employers"
        hint="Employers can find you in candidate search and open your profile. Untick to hide your profile from them."
      />
      <ProfileCheckboxField form={form} name="openToRemote" label="Open to remote work" hint="Employers searching for Remote find you." />
      <ProfileCheckboxField
        form={form}
        name="openToRelocation"
        label="Open to relocation"
        hint="On-site and hybrid jobs in other cities are recommended to you too."
      />
      <ProfileSelectField form={form} name="availability" label="Availability" options={AVAILABILITY_VALUES} labels={AVAILABILITY_LABEL} />
      <ProfileSelectField
        form={form}
        name="experienceLevel"
        label="Experience level"
        options={EXPERIENCE_LEVELS}
        labels={EXPERIENCE_LEVEL_LABEL}
      />
      <div className="grid grid-cols-2 gap-3">
        <ProfileTextField form={form} name="salaryMin" label="Salary min" type="number" placeholder="60000" />
        <ProfileTextField form={form} name="salaryMax" label="Salary max" type="number" placeholder="90000" />
      </div>
      <ProfileLongTextField
        form={form}
        name="workExperience"
        label="Detailed work experience"
        placeholder="Roles, companies, dates and what you achieved"
      />
    </fieldset>
  );
}
