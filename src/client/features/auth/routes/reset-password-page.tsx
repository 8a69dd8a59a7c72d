/**
 * Reset password: verify the token first, then one of three outcomes —
 * 'Invalid Reset Link' (no token), 'Expired Reset Link' (rejected), or the new-password form.
 */
import { useQuery } from '@tanstack/react-query';
import { KeyRound, Link2Off, TimerOff } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '#shared/schemas/auth.ts';
import { StatusScreen } from '#client/components/layout/status-screen.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { SubmitButton } from '#client/components/ui/submit-button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { PasswordInput } from '#client/components/ui/password-input.tsx';
import { toast } from '#client/lib/use-toast.ts';
import { useScreenTitle } from '#client/lib/use-document-title.ts';
import { useResetPassword, verifyResetToken } from '../api/auth-api.ts';
import { AuthCard } from '../components/auth-card.tsx';
import type { TLoginPrefill } from './auth-page.tsx';

export function ResetPasswordPage() {
  useScreenTitle('Reset Password');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const verification = useQuery({
    queryKey: ['verify-reset-token', token],
    queryFn: () => verifyResetToken(token),
    enabled: token !== '',
    gcTime: 0,
  });

  if (!token) {
    return (
      <LinkProblem title="Invalid Reset Link" icon={<Link2Off className="size-6" aria-hidden="true" />}>
        This password reset link is incomplete. Request a new one and use the link from the e-mail.
      </LinkProblem>
    );
  }
  if (verification.isPending) return <StatusScreen title="Verifying reset link..." />;
  if (verification.isError) {
    return (
      <LinkProblem title="Expired Reset Link" icon={<TimerOff className="size-6" aria-hidden="true" />}>
        This link has expired or has already been used.
      </LinkProblem>
    );
  }
  return <NewPasswordForm token={token} />;
}

function LinkProblem({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <AuthCard title={title} icon={icon} description={children}>
      <div className="grid gap-3">
        <Button asChild size="lg">
          <Link to="/forgot-password">Request New Reset Link</Link>
        </Button>
        <Link to="/login" className="text-center text-sm font-medium text-primary hover:underline">
          Back to login
        </Link>
      </div>
    </AuthCard>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const fail = (title: string, description: string) => toast({ title, description, variant: 'destructive' });
    if (!token) return fail('Invalid token', 'No reset token provided');
    if (!newPassword || !confirmPassword) return fail('All fields required', 'Please fill in all fields');
    if (newPassword.length < PASSWORD_MIN_LENGTH) return fail('Password too short', 'Password must be at least 6 characters long');
    if (newPassword !== confirmPassword) return fail("Passwords don't match", 'Please make sure both passwords match');
    resetPassword.mutate(
      { token, newPassword },
      {
        onSuccess: ({ email }) => {
          toast({
            title: 'Password reset successful',
            description: 'Your password has been reset. You can now log in with your new password.',
          });
          // The login form, not /auth (the sign-up form), with the account's e-mail filled in; passed
          // in history state so the address never appears in the URL.
          navigate('/login', { state: { email } satisfies TLoginPrefill });
        },
      },
    );
  };

  return (
    <AuthCard
      title="Set a new password"
      icon={<KeyRound className="size-6" aria-hidden="true" />}
      description="Choose a password you don't use anywhere else."
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <FormField id="newPassword" label="New Password" hint="At least 6 characters.">
          <PasswordInput
            id="newPassword"
            autoComplete="new-password"
            value={newPassword}
            onChange={(event) => setNewPassword(event.target.value)}
          />
        </FormField>
        <FormField id="confirmPassword" label="Confirm New Password">
          <PasswordInput
            id="confirmPassword"
            autoComplete="new-password"
            value={confirmPassword}
            onChange={(event) => setConfirmPassword(event.target.value)}
          />
        </FormField>
        <SubmitButton isPending={resetPassword.isPending}>Reset Password</SubmitButton>
      </form>
    </AuthCard>
  );
}
