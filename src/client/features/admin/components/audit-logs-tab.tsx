/**
 * Audit Logs: the table Timestamp, Action, Resource, User ID (with the person's name or e-mail
 * beside it), IP Address, newest first, 50 per page, filtered by action and by user id.
 */
import { useQuery } from '@tanstack/react-query';
import { ScrollText, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { AUDIT_LOG_PAGE_SIZE, type TAuditLog } from '#shared/schemas/admin.ts';
import { Button } from '#client/components/ui/button.tsx';
import { AdminSection } from './admin-section.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Pager } from '#client/components/ui/pager.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#client/components/ui/select.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { auditLogActionsQueryOptions, getAuditLogsQueryOptions, type TAuditLogFilters } from '../api/admin-queries.ts';
import { formatAuditAction } from '../utils/audit-action.ts';
import { formatDateTime } from '#client/lib/format.ts';

const ALL_ACTIONS = 'all';

export function AuditLogsTab() {
  const [filters, setFilters] = useState<TAuditLogFilters>({ page: 1 });
  const logs = useQuery(getAuditLogsQueryOptions(filters));
  const total = logs.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / AUDIT_LOG_PAGE_SIZE));
  const first = (filters.page - 1) * AUDIT_LOG_PAGE_SIZE + 1;
  return (
    <AdminSection
      icon={ScrollText}
      title="Audit Logs"
      description="Every sign-in, sign-up, password reset, admin change and blog action, newest first."
      contentClassName="grid gap-4"
    >
      <AuditLogFilters filters={filters} onChange={(next) => setFilters({ ...next, page: 1 })} />
      {logs.isPending ? (
        <Skeleton className="h-64" />
      ) : logs.isError ? (
        <p className="py-6 text-center text-sm text-muted-foreground">The audit log could not be loaded.</p>
      ) : logs.data.entries.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">No activity logs available</p>
      ) : (
        <AuditLogTable entries={logs.data.entries} />
      )}
      {total > 0 ? (
        <Pager
          label="Audit log pages"
          page={filters.page}
          lastPage={lastPage}
          summary={`Showing ${first}-${Math.min(first + AUDIT_LOG_PAGE_SIZE - 1, total)} of ${total} entries`}
          onPageChange={(page) => setFilters({ ...filters, page })}
        />
      ) : null}
    </AdminSection>
  );
}

function AuditLogFilters({ filters, onChange }: { filters: TAuditLogFilters; onChange: (filters: TAuditLogFilters) => void }) {
  const actionId = useId();
  const userId = useId();
  const actions = useQuery(auditLogActionsQueryOptions);
  const onUserSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = Number(new FormData(event.currentTarget).get('userId'));
    onChange({ ...filters, userId: Number.isInteger(value) && value > 0 ? value : undefined });
  };
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="grid gap-1.5 sm:w-64">
        <Label htmlFor={actionId}>Action</Label>
        <Select
          value={filters.action ?? ALL_ACTIONS}
          onValueChange={(action) => onChange({ ...filters, action: action === ALL_ACTIONS ? undefined : action })}
        >
          <SelectTrigger id={actionId}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL_ACTIONS}>All actions</SelectItem>
            {(actions.data ?? []).map((action) => (
              <SelectItem key={action} value={action}>
                {formatAuditAction(action)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <form onSubmit={onUserSubmit} className="grid gap-1.5">
        <Label htmlFor={userId}>User ID</Label>
        <div className="flex gap-2">
          <Input id={userId} name="userId" type="number" min={1} inputMode="numeric" defaultValue={filters.userId ?? ''} className="w-32" />
          <Button type="submit" variant="outline">
            Filter
          </Button>
        </div>
      </form>
      {filters.action || filters.userId ? (
        <Button variant="ghost" onClick={() => onChange({ page: 1 })}>
          <X aria-hidden="true" />
          Clear filters
        </Button>
      ) : null}
    </div>
  );
}

/** The id, and beside it who that is: the name, else the e-mail (on hover too); a deleted account keeps only its id. */
function AuditLogUser({ entry }: { entry: TAuditLog }) {
  if (entry.userId === null) return '—';
  const who = entry.userName || entry.userEmail;
  return (
    <span className="flex flex-wrap items-baseline gap-x-1.5" title={entry.userEmail ?? undefined}>
      <span className="tabular-nums">{entry.userId}</span> {who ? <span className="break-words text-muted-foreground">{who}</span> : null}
    </span>
  );
}

function AuditLogTable({ entries }: { entries: TAuditLog[] }) {
  return (
    // Focusable, so a keyboard user can scroll the table sideways on a narrow screen.
    <div className="overflow-x-auto rounded-md border" tabIndex={0} role="region" aria-label="Audit log entries">
      <table className="w-full min-w-[640px] text-sm">
        <caption className="sr-only">Audit log entries, newest first</caption>
        <thead className="bg-muted/50 text-left text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Timestamp
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Action
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Resource
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              User ID
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              IP Address
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {entries.map((entry) => (
            <tr key={entry.id} className="align-top">
              <td className="px-3 py-2 whitespace-nowrap tabular-nums">{formatDateTime(entry.createdAt)}</td>
              <td className="px-3 py-2" title={entry.action}>
                {formatAuditAction(entry.action)}
              </td>
              <td className="px-3 py-2">
                {entry.resourceType}
                {entry.resourceId ? <span className="text-muted-foreground"> #{entry.resourceId}</span> : null}
              </td>
              <td className="px-3 py-2">
                <AuditLogUser entry={entry} />
              </td>
              <td className="px-3 py-2 font-mono text-xs">{entry.ipAddress ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
