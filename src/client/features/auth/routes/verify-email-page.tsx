/**
 * Where a confirmation link lands (/verify-email?status=…, from GET /api/auth/verify-email): the
 * address is confirmed or changed, or the link expired, was used or is unknown, with a way to get a
 * new one: signed in at a click, signed out by typing the address.
 */
import { CheckCircle2, MailWarning, TimerOff } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { TVerifyEmailOutcome } from '#shared/schemas/auth.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { SubmitButton } from '#client/components/ui/submit-button.tsx';
import { api } from '#client/lib/api-client.ts';
import { useSession } from '#client/lib/session-context.tsx';
import { useScreenTitle } from '#client/lib/use-document-title.ts';
import { toast } from '#client/lib/use-toast.ts';
import { useResendVerification } from '../api/auth-api.ts';
import { AuthCard } from '../components/auth-card.tsx';

type TOutcomeText = { title: string; description: string; isSuccess: boolean };

const OUTCOMES: Record<TVerifyEmailOutcome, TOutcomeText> = {
  verified: { title: 'Email Confirmed', description: 'Thank you! Your email address is confirmed.', isSuccess: true },
  'email-changed': {
    title: 'Email Address Changed',
    description: 'Your new email address is confirmed and is now the one you sign in with. Other devices were signed out.',
    isSuccess: true,
  },
  expired: { title: 'Link Expired', description: 'This confirmation link has expired. Ask for a new one below.', isSuccess: false },
  used: {
    title: 'Link Already Used',
    description: 'This confirmation link has already been used. If your email is not confirmed yet, ask for a new link.',
    isSuccess: false,
  },
  invalid: {
    title: 'Invalid Link',
    description: 'This confirmation link is not valid, perhaps because a newer one was sent. Use the newest e-mail, or ask for a new link.',
    isSuccess: false,
  },
  'email-taken': {
    title: 'Email Address Taken',
    description: 'Another account started using this email address in the meantime, so your address was not changed.',
    isSuccess: false,
  },
};

function readOutcome(status: string | null): TVerifyEmailOutcome {
  return status !== null && status in OUTCOMES ? (status as TVerifyEmailOutcome) : 'invalid';
}

const DASHBOARD_PATH = { developer: '/applicant', employer: '/employer', admin: '/admin' } as const;

export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const outcome = readOutcome(searchParams.get('status'));
  const text = OUTCOMES[outcome];
  useScreenTitle(text.title);
  const { user, status, signIn } = useSession();

  // The link changed the account on the server: the stored session user follows (a failure keeps it).
  const isSignedIn = status === 'authenticated';
  useEffect(() => {
    if (isSignedIn) api.get<unknown>('/api/auth/me').then(signIn, () => undefined);
  }, [isSignedIn, signIn]);

  const icon = text.isSuccess ? (
    <CheckCircle2 className="size-6" aria-hidden="true" />
  ) : outcome === 'expired' ? (
    <TimerOff className="size-6" aria-hidden="true" />
  ) : (
    <MailWarning className="size-6" aria-hidden="true" />
  );
  const needsLink = !text.isSuccess && outcome !== 'email-taken' && !(user?.emailVerified && !user.pendingEmail);

  return (
    <AuthCard title={text.title} icon={icon} description={text.description}>
      <div className="grid gap-3">
        {needsLink ? user ? <ResendSignedIn /> : <ResendByAddress /> : null}
        {user ? (
          <Button asChild size="lg" variant={needsLink ? 'outline' : 'default'}>
            <Link to={DASHBOARD_PATH[user.userType]}>Go to Your Dashboard</Link>
          </Button>
        ) : (
          <Button asChild size="lg" variant={needsLink ? 'outline' : 'default'}>
            <Link to="/login">Sign In</Link>
          </Button>
        )}
      </div>
    </AuthCard>
  );
}

function ResendSignedIn() {
  const resend = useResendVerification();
  return (
    <SubmitButton
      type="button"
      size="lg"
      isPending={resend.isPending}
      onClick={() => resend.mutate({}, { onSuccess: (answer) => toast({ title: 'Link Sent', description: answer.message }) })}
    >
      Send a New Link
    </SubmitButton>
  );
}

function ResendByAddress() {
  const resend = useResendVerification();
  const [email, setEmail] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      toast({ title: 'Email Required', description: 'Enter the email address you signed up with.', variant: 'destructive' });
      return;
    }
    resend.mutate({ email }, { onSuccess: (answer) => toast({ title: 'Check Your Inbox', description: answer.message }) });
  };
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3" aria-label="Send a new confirmation link">
      <FormField label="Email" id="verify-email-address">
        <Input
          id="verify-email-address"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </FormField>
      <SubmitButton isPending={resend.isPending} size="lg">
        Send a New Link
      </SubmitButton>
    </form>
  );
}
