/**
 * The shared auth screen: login mode when the path contains 'login', else sign-up.
 * A success toast, then after a short delay the page the visitor came for or their dashboard;
 * a failure keeps the form and says why.
 */
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { DASHBOARD_PATH } from '#shared/roles.ts';
import { SubmitButton } from '#client/components/ui/submit-button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { PasswordInput } from '#client/components/ui/password-input.tsx';
import { readReturnPath } from '#client/lib/return-path.ts';
import { toast } from '#client/lib/use-toast.ts';
import { useSession } from '#client/lib/session-context.tsx';
import { useScreenTitle } from '#client/lib/use-document-title.ts';
import { useLogin, useRegister } from '../api/auth-api.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { UserTypePicker } from '../components/user-type-picker.tsx';
import { useStoredSignupType } from '../hooks/use-stored-signup-type.ts';

/** What another screen may hand the login form in history state (a completed reset names the account). */
export type TLoginPrefill = { email?: string };

const SIGNUP_REDIRECT_DELAY_MS = 100;
const LOGIN_REDIRECT_DELAY_MS = 200;

export function AuthPage() {
  const { pathname } = useLocation();
  const isLogin = pathname.includes('login');
  useScreenTitle(isLogin ? 'Sign In' : 'Sign Up');
  return isLogin ? <LoginForm /> : <SignUpForm />;
}

function SignUpForm() {
  const navigate = useNavigate();
  const { signIn } = useSession();
  const register = useRegister();
  const [userType, setUserType] = useStoredSignupType();
  const [form, setForm] = useState({ fullName: '', username: '', email: '', password: '', location: '', phone: '' });

  const setField = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!userType) {
      toast({ title: 'User Type Required', description: "Please select whether you're a developer or employer.", variant: 'destructive' });
      return;
    }
    register.mutate(
      { ...form, userType },
      {
        onSuccess: (user) => {
          toast({ title: 'Account Created' });
          signIn(user);
          setTimeout(() => navigate(user.userType === 'developer' ? '/applicant' : '/employer'), SIGNUP_REDIRECT_DELAY_MS);
        },
      },
    );
  };

  return (
    <AuthCard title="Get Started" description="Create your free DevMatch account.">
      <form onSubmit={onSubmit} className="grid gap-5">
        <UserTypePicker userType={userType} onSelect={setUserType} />
        <FormField id="fullName" label="Full Name">
          <Input id="fullName" name="fullName" autoComplete="name" required value={form.fullName} onChange={setField('fullName')} />
        </FormField>
        <FormField id="username" label="Username">
          <Input id="username" name="username" autoComplete="username" required value={form.username} onChange={setField('username')} />
        </FormField>
        <FormField id="email" label="Email">
          <Input id="email" name="email" type="email" autoComplete="email" required value={form.email} onChange={setField('email')} />
        </FormField>
        <FormField id="password" label="Password" hint="At least 6 characters.">
          <PasswordInput
            id="password"
            name="password"
            autoComplete="new-password"
            required
            value={form.password}
            onChange={setField('password')}
          />
        </FormField>
        <FormField id="location" label="Location">
          <Input
            id="location"
            name="location"
            autoComplete="address-level2"
            placeholder="City, State/Country"
            value={form.location}
            onChange={setField('location')}
          />
        </FormField>
        <FormField id="phone" label="Phone (optional)">
          <Input id="phone" name="phone" type="tel" autoComplete="tel" value={form.phone} onChange={setField('phone')} />
        </FormField>
        <SubmitButton isPending={register.isPending}>Create Account</SubmitButton>
        <p className="text-center text-sm text-muted-foreground">
          Already have an account?{' '}
          <Link to="/login" className="font-medium text-primary hover:underline">
            Sign in
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}

function LoginForm() {
  const navigate = useNavigate();
  const { search, state } = useLocation();
  const { signIn } = useSession();
  const login = useLogin();
  const prefill = state as TLoginPrefill | null;
  const [form, setForm] = useState({ email: typeof prefill?.email === 'string' ? prefill.email : '', password: '' });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate(form, {
      onSuccess: (answer) => {
        toast({ title: 'Welcome Back' });
        const user = signIn(answer);
        const target = readReturnPath(search) ?? (user ? (DASHBOARD_PATH[user.userType] ?? '/') : '/');
        setTimeout(() => navigate(target), LOGIN_REDIRECT_DELAY_MS);
      },
    });
  };

  return (
    <AuthCard title="Welcome Back" description="Sign in to your DevMatch account.">
      <form onSubmit={onSubmit} className="grid gap-5">
        <FormField id="email" label="Email">
          <Input
            id="email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={form.email}
            onChange={(event) => setForm((current) => ({ ...current, email: event.target.value }))}
          />
        </FormField>
        <div className="grid gap-2">
          <label htmlFor="password" className="text-sm font-medium">
            Password
          </label>
          <PasswordInput
            id="password"
            name="password"
            autoComplete="current-password"
            required
            value={form.password}
            onChange={(event) => setForm((current) => ({ ...current, password: event.target.value }))}
          />
        </div>
        <SubmitButton isPending={login.isPending}>Sign In</SubmitButton>
        {/* After Sign In, so Tab goes e-mail, password, Sign In. */}
        <Link to="/forgot-password" className="justify-self-center text-sm font-medium text-primary hover:underline">
          Forgot password
        </Link>
        <p className="text-center text-sm text-muted-foreground">
          Don't have an account?{' '}
          <Link to="/signup" className="font-medium text-primary hover:underline">
            Sign up
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
