import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { useSession } from '#client/lib/session-context.tsx';
import { Button } from '../ui/button.tsx';

/** Shown to admins looking at another user type's dashboard, with a way back and a way across. */
export function AdminViewBanner({ title, switchLabel, switchTo }: { title: string; switchLabel: string; switchTo: string }) {
  const { user } = useSession();
  if (user?.userType !== 'admin') return null;
  return (
    <div className="border-b border-amber-300/60 bg-amber-50 text-amber-950 dark:border-amber-500/30 dark:bg-amber-950/40 dark:text-amber-100">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6 lg:px-8">
        <p className="flex items-center gap-2 text-sm font-semibold">
          <ShieldCheck className="size-4" aria-hidden="true" />
          {title}
        </p>
        <div className="flex gap-2">
          <Button size="sm" variant="outline" asChild>
            <Link to="/admin">Back to Admin</Link>
          </Button>
          <Button size="sm" variant="outline" asChild>
            <Link to={switchTo}>{switchLabel}</Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
