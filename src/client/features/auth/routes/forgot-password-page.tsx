import { KeyRound, MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { FORGOT_PASSWORD_REPLY } from '#shared/schemas/auth.ts';
import { Button } from '#client/components/ui/button.tsx';
import { SubmitButton } from '#client/components/ui/submit-button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { toast } from '#client/lib/use-toast.ts';
import { useScreenTitle } from '#client/lib/use-document-title.ts';
import { useForgotPassword } from '../api/auth-api.ts';
import { AuthCard } from '../components/auth-card.tsx';

export function ForgotPasswordPage() {
  useScreenTitle('Forgot Password');
  const forgotPassword = useForgotPassword();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed) {
      toast({ title: 'Email required', description: 'Please enter your email address', variant: 'destructive' });
      return;
    }
    forgotPassword.mutate(
      { email: trimmed },
      {
        onSuccess: () => {
          toast({ title: 'Reset link sent', description: FORGOT_PASSWORD_REPLY });
          setSentTo(trimmed);
        },
      },
    );
  };

  if (sentTo) {
    return (
      <AuthCard title="Check your email" icon={<MailCheck className="size-6" aria-hidden="true" />} description={FORGOT_PASSWORD_REPLY}>
        <div className="grid gap-3 text-center text-sm text-muted-foreground">
          <p>
            We sent it to <span className="font-medium text-foreground">{sentTo}</span>. The link works once and expires in 60 minutes.
          </p>
          <Button variant="outline" onClick={() => setSentTo(null)}>
            Send another link
          </Button>
          <Link to="/login" className="font-medium text-primary hover:underline">
            Back to login
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      icon={<KeyRound className="size-6" aria-hidden="true" />}
      description="Enter the email of your account and we will send you a link to choose a new password."
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <FormField id="email" label="Email">
          <Input
            id="email"
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </FormField>
        <SubmitButton isPending={forgotPassword.isPending}>Send Reset Link</SubmitButton>
        <Link to="/login" className="text-center text-sm font-medium text-primary hover:underline">
          Back to login
        </Link>
      </form>
    </AuthCard>
  );
}
