/**
 * Under the header while the signed-in user's address waits for its confirmation link (or a new
 * address does): what is held back until then, and "Resend" for a fresh link.
 */
import { MailWarning } from 'lucide-react';
import type { TSessionUser } from '#client/lib/session-storage.ts';
import { SubmitButton } from '#client/components/ui/submit-button.tsx';
import { toast } from '#client/lib/use-toast.ts';
import { useResendVerification } from '../api/auth-api.ts';

const HELD_BACK: Record<TSessionUser['userType'], string> = {
  developer: 'Until then, employers cannot find you.',
  employer: 'Until then, you cannot publish jobs, contact candidates or see their contact details.',
  admin: '',
};

export function VerifyEmailBanner({ user }: { user: TSessionUser }) {
  const resend = useResendVerification();
  const message = user.pendingEmail
    ? `Confirm your new email address: we sent a link to ${user.pendingEmail}. Until you open it, you sign in with ${user.email}.`
    : `Please confirm your email address: we sent a link to ${user.email}. ${HELD_BACK[user.userType]}`;
  return (
    <div
      role="region"
      aria-label="Email confirmation"
      className="border-b border-amber-200 bg-amber-50 text-amber-950 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2.5 sm:px-6 lg:px-8">
        <MailWarning className="size-5 shrink-0" aria-hidden="true" />
        <p className="min-w-0 flex-1 text-sm [overflow-wrap:anywhere]">{message.trim()}</p>
        <SubmitButton
          type="button"
          size="sm"
          variant="outline"
          className="bg-background"
          isPending={resend.isPending}
          onClick={() => resend.mutate({}, { onSuccess: (answer) => toast({ title: 'Link Sent', description: answer.message }) })}
        >
          Resend
        </SubmitButton>
      </div>
    </div>
  );
}
