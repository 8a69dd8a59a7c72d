/**
 * /join?token=…: an invitation to a company's hiring team. Signed out, the invited colleague creates
 * their employer account right here (the address is the invited one) or signs in and comes back;
 * signed in with the invited address, one button joins. The link says in place why it no longer works.
 */
import { useQuery } from '@tanstack/react-query';
import { Link2Off, LogIn, Users } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { COMPANY_ROLE_LABEL } from '#shared/company-roles.ts';
import type { TInvitationPreview } from '#shared/schemas/team.ts';
import { StatusScreen } from '#client/components/layout/status-screen.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { PasswordInput } from '#client/components/ui/password-input.tsx';
import { SubmitButton } from '#client/components/ui/submit-button.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { useSession } from '#client/lib/session-context.tsx';
import { useScreenTitle } from '#client/lib/use-document-title.ts';
import { toast } from '#client/lib/use-toast.ts';
import { useRegister } from '#client/features/auth/api/auth-api.ts';
import { AuthCard } from '#client/features/auth/components/auth-card.tsx';
import { getInvitationQueryOptions, useAcceptInvitation } from '#client/features/team/api/team.ts';

export function JoinPage() {
  useScreenTitle('Join Your Team');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const invitation = useQuery({ ...getInvitationQueryOptions(token), enabled: token !== '' });

  if (!token) return <LinkProblem message="This invitation link is incomplete. Use the whole link from the e-mail." />;
  if (invitation.isPending) return <StatusScreen title="Opening your invitation..." />;
  if (invitation.isError) {
    const message =
      (invitation.error instanceof ApiError ? invitation.error.serverMessage : undefined) ?? 'This invitation could not be opened.';
    return <LinkProblem message={message} />;
  }
  return <Invitation token={token} invitation={invitation.data} />;
}

function LinkProblem({ message }: { message: string }) {
  return (
    <AuthCard title="Invitation Unavailable" icon={<Link2Off className="size-6" aria-hidden="true" />} description={message}>
      <Button asChild size="lg" className="w-full">
        <Link to="/">Go to DevMatch</Link>
      </Button>
    </AuthCard>
  );
}

function Invitation({ token, invitation }: { token: string; invitation: TInvitationPreview }) {
  const { user, signOut } = useSession();
  const company = invitation.companyName ?? 'a company';
  const inviter = invitation.invitedByName ? `${invitation.invitedByName} invited you` : 'You are invited';
  const description = `${inviter} to hire with ${company} on DevMatch as ${COMPANY_ROLE_LABEL[invitation.role].toLowerCase()}.`;
  const title = `Join ${company}`;
  const icon = <Users className="size-6" aria-hidden="true" />;

  if (!user) {
    return (
      <AuthCard title={title} icon={icon} description={description}>
        <JoinWithNewAccount token={token} invitation={invitation} />
      </AuthCard>
    );
  }
  if (user.email !== invitation.email) {
    return (
      <AuthCard title={title} icon={icon} description={description}>
        <div className="grid gap-4 text-sm">
          <p>
            This invitation was sent to <strong className="break-all">{invitation.email}</strong>, and you are signed in as{' '}
            <strong className="break-all">{user.email}</strong>. Sign in with the invited address to accept it.
          </p>
          <Button variant="outline" onClick={() => void signOut()}>
            Sign out
          </Button>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={title} icon={icon} description={description}>
      <AcceptButton token={token} />
    </AuthCard>
  );
}

function AcceptButton({ token }: { token: string }) {
  const navigate = useNavigate();
  const accept = useAcceptInvitation(token);
  const onAccept = () =>
    accept.mutate(undefined, {
      onSuccess: ({ companyName }) => {
        toast({ title: 'Welcome to the Team', description: companyName ? `You now hire with ${companyName}.` : undefined });
        navigate('/employer?tab=team');
      },
    });
  return (
    <Button size="lg" className="w-full" onClick={onAccept} disabled={accept.isPending}>
      <Users aria-hidden="true" />
      Join the team
    </Button>
  );
}

/** Creates the employer account with the invited address, then joins at once. */
function JoinWithNewAccount({ token, invitation }: { token: string; invitation: TInvitationPreview }) {
  const navigate = useNavigate();
  const { signIn } = useSession();
  const register = useRegister();
  const accept = useAcceptInvitation(token);
  const [form, setForm] = useState({ fullName: '', username: '', password: '' });
  const setField = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));
  const loginPath = `/login?next=${encodeURIComponent(`/join?token=${token}`)}`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    register.mutate(
      { ...form, email: invitation.email, userType: 'employer' },
      {
        onSuccess: (created) => {
          accept.mutate(undefined, {
            onSuccess: ({ companyName }) => {
              signIn({ ...created, emailVerified: true });
              toast({ title: 'Welcome to the Team', description: companyName ? `You now hire with ${companyName}.` : undefined });
              navigate('/employer?tab=team');
            },
          });
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-5">
      <FormField id="join-email" label="Email">
        <Input id="join-email" type="email" value={invitation.email} readOnly aria-readonly="true" className="bg-muted" />
      </FormField>
      <FormField id="join-fullName" label="Full Name">
        <Input id="join-fullName" autoComplete="name" required value={form.fullName} onChange={setField('fullName')} />
      </FormField>
      <FormField id="join-username" label="Username">
        <Input id="join-username" autoComplete="username" required value={form.username} onChange={setField('username')} />
      </FormField>
      <FormField id="join-password" label="Password" hint="At least 6 characters.">
        <PasswordInput id="join-password" autoComplete="new-password" required value={form.password} onChange={setField('password')} />
      </FormField>
      <SubmitButton isPending={register.isPending || accept.isPending}>Create account and join</SubmitButton>
      <p className="text-center text-sm text-muted-foreground">
        Already have an account with this address?{' '}
        <Link to={loginPath} className="inline-flex items-center gap-1 font-medium text-primary hover:underline">
          <LogIn className="size-3.5" aria-hidden="true" />
          Sign in to join
        </Link>
      </p>
    </form>
  );
}
