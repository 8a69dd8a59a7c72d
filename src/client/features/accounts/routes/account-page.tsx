/** Account settings (/account), for every signed-in user: where they are signed in, their password, and their data. */
import { PageMain } from '#client/components/layout/page-main.tsx';
import { useScreenTitle } from '#client/lib/use-document-title.ts';
import { PasswordCard } from '../components/password-card.tsx';
import { SessionsCard } from '../components/sessions-card.tsx';
import { YourDataCard } from '../components/your-data-card.tsx';

export function AccountPage() {
  useScreenTitle('Account settings');
  return (
    <PageMain className="grid max-w-3xl gap-6 py-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Account settings</h1>
      <SessionsCard />
      <PasswordCard />
      <YourDataCard />
    </PageMain>
  );
}
