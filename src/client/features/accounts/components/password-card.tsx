/**
 * The Password card of Account settings: the current password and the new one twice. Changing it
 * signs out every other session (the Security card's list follows).
 */
import { KeyRound } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '#shared/schemas/auth.ts';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { PasswordInput } from '#client/components/ui/password-input.tsx';
import { SubmitButton } from '#client/components/ui/submit-button.tsx';
import { toast } from '#client/lib/use-toast.ts';
import { useChangePassword } from '../api/password.ts';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordCard() {
  const id = useId();
  const changePassword = useChangePassword();
  const [values, setValues] = useState(EMPTY);
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const fail = (description: string) => toast({ title: 'Password Not Changed', description, variant: 'destructive' });
    if (!values.currentPassword || !values.newPassword) return fail('Please fill in your current and your new password.');
    if (values.newPassword.length < PASSWORD_MIN_LENGTH) return fail(`Password must be at least ${PASSWORD_MIN_LENGTH} characters long`);
    if (values.newPassword !== values.confirmPassword) return fail('Please make sure both new passwords match.');
    changePassword.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: (answer) => {
          setValues(EMPTY);
          toast({ title: 'Password Changed', description: answer.message });
        },
      },
    );
  };

  return (
    <Card role="region" aria-labelledby={`${id}-heading`}>
      <CardHeader>
        <h2 id={`${id}-heading`} className="flex items-center gap-2 text-xl leading-tight font-semibold tracking-tight">
          <KeyRound className="size-5 text-primary" aria-hidden="true" />
          Password
        </h2>
        <CardDescription>Changing your password signs you out on every other device.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate aria-label="Change password" className="grid max-w-md gap-4">
          <FormField id={`${id}-current`} label="Current password">
            <PasswordInput
              id={`${id}-current`}
              autoComplete="current-password"
              value={values.currentPassword}
              onChange={set('currentPassword')}
            />
          </FormField>
          <FormField id={`${id}-new`} label="New password" hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}>
            <PasswordInput id={`${id}-new`} autoComplete="new-password" value={values.newPassword} onChange={set('newPassword')} />
          </FormField>
          <FormField id={`${id}-confirm`} label="Confirm new password">
            <PasswordInput
              id={`${id}-confirm`}
              autoComplete="new-password"
              value={values.confirmPassword}
              onChange={set('confirmPassword')}
            />
          </FormField>
          <div>
            <SubmitButton isPending={changePassword.isPending} size="default">
              Change Password
            </SubmitButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
