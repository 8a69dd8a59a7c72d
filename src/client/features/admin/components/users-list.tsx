/**
 * The Users tab's list: search by name or e-mail, filter by type, status and verification, 25 a page,
 * newest sign-ups first. Each account shows its sign-up, last sign-in, confirmation and status, with
 * Suspend / Unsuspend, Resend link (unconfirmed only) and Delete; suspending and deleting ask first.
 * The admin's own row has no actions: they manage their account in Account settings.
 */
import { useQuery } from '@tanstack/react-query';
import { MailCheck, Search, ShieldBan, ShieldCheck, Trash2, UserCog, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { ADMIN_USERS_PAGE_SIZE, type TAdminUser } from '#shared/schemas/accounts.ts';
import type { TUserType } from '#shared/roles.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Pager } from '#client/components/ui/pager.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#client/components/ui/select.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { formatDate, formatTimeAgo } from '#client/lib/format.ts';
import { useSession } from '#client/lib/session-context.tsx';
import { toast } from '#client/lib/use-toast.ts';
import { getAdminUsersQueryOptions, useAdminUserAction, type TAdminUserAction, type TAdminUserFilters } from '../api/admin-users.ts';
import { AdminSection } from './admin-section.tsx';

const ALL = 'all';
const TYPE_LABEL: Record<TUserType, string> = { developer: 'Developer', employer: 'Employer', admin: 'Admin' };

type TFilterSelect = { key: 'type' | 'status' | 'verification'; label: string; options: [string, string][] };

const FILTER_SELECTS: TFilterSelect[] = [
  {
    key: 'type',
    label: 'Type',
    options: [
      [ALL, 'All types'],
      ['developer', 'Developers'],
      ['employer', 'Employers'],
      ['admin', 'Admins'],
    ],
  },
  {
    key: 'status',
    label: 'Status',
    options: [
      [ALL, 'Any status'],
      ['active', 'Active'],
      ['suspended', 'Suspended'],
    ],
  },
  {
    key: 'verification',
    label: 'Email',
    options: [
      [ALL, 'Confirmed or not'],
      ['verified', 'Confirmed'],
      ['unverified', 'Not confirmed'],
    ],
  },
];

export function UsersList() {
  const [filters, setFilters] = useState<TAdminUserFilters>({ page: 1 });
  const users = useQuery(getAdminUsersQueryOptions(filters));
  const total = users.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / ADMIN_USERS_PAGE_SIZE));
  const first = (filters.page - 1) * ADMIN_USERS_PAGE_SIZE + 1;
  return (
    <AdminSection
      icon={UserCog}
      title="Users"
      description="Find an account, suspend or delete it, or send its confirmation link again."
      contentClassName="grid gap-4"
    >
      <UserFilters filters={filters} onChange={(next) => setFilters({ ...next, page: 1 })} />
      {users.isPending ? (
        <Skeleton className="h-64" />
      ) : users.isError ? (
        <p className="py-6 text-center text-sm text-muted-foreground">The users could not be loaded.</p>
      ) : users.data.items.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">No users match these filters.</p>
      ) : (
        <ul aria-label="Users" className="divide-y rounded-md border">
          {users.data.items.map((user) => (
            <UserRow key={user.id} user={user} />
          ))}
        </ul>
      )}
      {total > 0 ? (
        <Pager
          label="User pages"
          page={filters.page}
          lastPage={lastPage}
          summary={`Showing ${first}-${Math.min(first + ADMIN_USERS_PAGE_SIZE - 1, total)} of ${total} users`}
          onPageChange={(page) => setFilters({ ...filters, page })}
        />
      ) : null}
    </AdminSection>
  );
}

function UserFilters({ filters, onChange }: { filters: TAdminUserFilters; onChange: (filters: TAdminUserFilters) => void }) {
  const id = useId();
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = String(new FormData(event.currentTarget).get('search') ?? '').trim();
    onChange({ ...filters, search: search || undefined });
  };
  const isFiltered = Boolean(filters.search || filters.type || filters.status || filters.verification);
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:flex-wrap lg:items-end">
      <form onSubmit={onSearch} role="search" className="grid gap-1.5">
        <Label htmlFor={`${id}-search`}>Name or email</Label>
        <div className="flex gap-2">
          <Input
            id={`${id}-search`}
            name="search"
            type="search"
            defaultValue={filters.search ?? ''}
            className="sm:w-64"
            key={filters.search ?? ''}
          />
          <Button type="submit" variant="outline">
            <Search aria-hidden="true" />
            Search
          </Button>
        </div>
      </form>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3 lg:flex">
        {FILTER_SELECTS.map(({ key, label, options }) => (
          <div key={key} className="grid gap-1.5 lg:w-44">
            <Label htmlFor={`${id}-${key}`}>{label}</Label>
            <Select
              value={filters[key] ?? ALL}
              onValueChange={(value) => onChange({ ...filters, [key]: value === ALL ? undefined : value })}
            >
              <SelectTrigger id={`${id}-${key}`}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {options.map(([value, text]) => (
                  <SelectItem key={value} value={value}>
                    {text}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        ))}
      </div>
      {isFiltered ? (
        <Button variant="ghost" onClick={() => onChange({ page: 1 })} className="self-start lg:self-end">
          <X aria-hidden="true" />
          Clear filters
        </Button>
      ) : null}
    </div>
  );
}

const CONFIRM_TEXT: Record<'suspend' | 'delete', (user: TAdminUser) => { title: string; description: string; label: string }> = {
  suspend: (user) => ({
    title: `Suspend ${user.fullName}?`,
    description:
      'They are signed out everywhere and cannot sign in until you unsuspend them. A developer is hidden from employers meanwhile.',
    label: 'Suspend',
  }),
  delete: (user) => ({
    title: `Delete ${user.fullName}?`,
    description:
      'Their account, profile, resumes, files, searches and notes are deleted for good. Messages they sent stay, from "Deleted user".',
    label: 'Delete account',
  }),
};

const DONE_TEXT: Record<TAdminUserAction, string> = {
  suspend: 'User Suspended',
  unsuspend: 'User Unsuspended',
  'resend-verification': 'Link Sent',
  delete: 'User Deleted',
};

function UserRow({ user }: { user: TAdminUser }) {
  const { user: me } = useSession();
  const action = useAdminUserAction();
  const [confirming, setConfirming] = useState<'suspend' | 'delete' | null>(null);
  const isMe = me?.id === user.id;
  const run = (kind: TAdminUserAction) =>
    action.mutate(
      { user, action: kind },
      {
        onSuccess: (answer) => {
          setConfirming(null);
          toast({ title: DONE_TEXT[kind], description: 'message' in answer ? answer.message : `${user.fullName} (${user.email})` });
        },
      },
    );
  const confirmText = confirming ? CONFIRM_TEXT[confirming](user) : null;

  return (
    <li className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3 p-4">
      <UserSummary user={user} isMe={isMe} />
      {isMe ? null : <UserActions user={user} isPending={action.isPending} onRun={run} onConfirm={(kind) => setConfirming(kind)} />}
      <Dialog open={confirming !== null} onOpenChange={(open) => (open ? undefined : setConfirming(null))}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{confirmText?.title}</DialogTitle>
            <DialogDescription>{confirmText?.description}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            <Button type="button" variant="destructive" onClick={() => confirming && run(confirming)} disabled={action.isPending}>
              {confirmText?.label}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </li>
  );
}

/** Who the account is: name, type and state badges, address, sign-up and last sign-in. */
function UserSummary({ user, isMe }: { user: TAdminUser; isMe: boolean }) {
  const lastSignIn = user.lastSignInAt ? formatTimeAgo(user.lastSignInAt) : 'never';
  return (
    <div className="grid min-w-0 gap-1">
      <p className="flex flex-wrap items-center gap-2 font-medium wrap-anywhere">
        {user.fullName}
        <Badge variant="secondary">{TYPE_LABEL[user.userType]}</Badge>
        {user.suspendedAt ? <Badge variant="destructive">Suspended</Badge> : null}
        {user.emailVerified ? null : <Badge variant="outline">Email not confirmed</Badge>}
        {isMe ? <Badge variant="outline">You</Badge> : null}
      </p>
      <p className="text-sm [overflow-wrap:anywhere] text-muted-foreground">{user.email}</p>
      <p className="text-xs text-muted-foreground">
        Signed up {formatDate(user.createdAt)} · Last sign-in {lastSignIn}
      </p>
    </div>
  );
}

/** The admin's buttons for another account; suspending and deleting ask first (`onConfirm`). */
function UserActions({
  user,
  isPending,
  onRun,
  onConfirm,
}: {
  user: TAdminUser;
  isPending: boolean;
  onRun: (kind: TAdminUserAction) => void;
  onConfirm: (kind: 'suspend' | 'delete') => void;
}) {
  return (
    <div role="group" aria-label={`Actions for ${user.fullName}`} className="flex flex-wrap gap-2">
      {user.suspendedAt ? (
        <Button variant="outline" size="sm" onClick={() => onRun('unsuspend')} disabled={isPending}>
          <ShieldCheck aria-hidden="true" />
          Unsuspend
        </Button>
      ) : (
        <Button variant="outline" size="sm" onClick={() => onConfirm('suspend')} disabled={isPending}>
          <ShieldBan aria-hidden="true" />
          Suspend
        </Button>
      )}
      {user.emailVerified ? null : (
        <Button variant="outline" size="sm" onClick={() => onRun('resend-verification')} disabled={isPending}>
          <MailCheck aria-hidden="true" />
          Resend link
        </Button>
      )}
      <Button variant="outline" size="sm" className="text-destructive" onClick={() => onConfirm('delete')} disabled={isPending}>
        <Trash2 aria-hidden="true" />
        Delete
      </Button>
    </div>
  );
}
