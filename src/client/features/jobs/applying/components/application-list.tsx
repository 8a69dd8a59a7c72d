import { useQuery } from '@tanstack/react-query';
import { Building2, Calendar, FileText, Loader2, Search, Send, Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { TApplication } from '#shared/schemas/jobs.ts';
import { EmptyState } from '#client/components/layout/empty-state.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { formatDate } from '#client/lib/format.ts';
import { toast } from '#client/lib/use-toast.ts';
import { cn } from '#client/lib/utils.ts';
import { applicationsQueryOptions, useWithdrawApplication } from '../api/applications.ts';
import { canWithdraw, getApplicationEventLabel, getApplicationStatus } from '../utils/application-status.ts';
import { ApplicationStatusBadge } from './application-status-badge.tsx';

/** The developer's applications, newest first: where each stands, what was sent, its history, and Withdraw. */
export function ApplicationList() {
  const applications = useQuery(applicationsQueryOptions);
  if (applications.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true">
        <span className="sr-only">Loading your applications…</span>
        <Skeleton className="h-44 w-full rounded-xl" />
        <Skeleton className="h-44 w-full rounded-xl" />
      </div>
    );
  }
  if (applications.isError) {
    return (
      <EmptyState
        icon={<Send className="size-7" aria-hidden="true" />}
        title="Your applications could not be loaded"
        description="Please try again in a moment."
      >
        <Button variant="outline" onClick={() => void applications.refetch()}>
          Try Again
        </Button>
      </EmptyState>
    );
  }
  if (applications.data.length === 0) {
    return (
      <EmptyState
        icon={<Send className="size-7" aria-hidden="true" />}
        title="No applications yet"
        description="Find a job you like and apply with one of your resumes. Each application and its progress shows here."
      >
        <Button asChild>
          <Link to="/jobs">
            <Search aria-hidden="true" />
            Browse jobs
          </Link>
        </Button>
      </EmptyState>
    );
  }
  return (
    <ul aria-label="Your applications" className="grid gap-4">
      {applications.data.map((application) => (
        <li key={application.id}>
          <ApplicationCard application={application} />
        </li>
      ))}
    </ul>
  );
}

function ApplicationCard({ application }: { application: TApplication }) {
  const titleId = useId();
  const [isConfirming, setIsConfirming] = useState(false);
  const status = getApplicationStatus(application);
  return (
    <Card role="article" aria-labelledby={titleId} className="grid gap-4 p-5 md:grid-cols-[minmax(0,1fr)_16rem] md:gap-6">
      <div className="grid content-start gap-3">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
          <div className="grid min-w-0 gap-1">
            <h3 id={titleId} className="text-lg leading-tight font-semibold wrap-anywhere">
              <Link
                to={`/jobs/${application.jobId}`}
                className="rounded-sm outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                {application.jobTitle}
              </Link>
            </h3>
            <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <Building2 className="size-4 shrink-0" aria-hidden="true" />
              <span className="wrap-anywhere">{application.companyName}</span>
              {application.jobStatus === 'closed' ? <span>· Job closed</span> : null}
            </p>
          </div>
          <ApplicationStatusBadge status={status} />
        </div>
        <ul className="flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-muted-foreground [&_svg]:size-4 [&_svg]:shrink-0">
          <li className="flex items-center gap-1.5">
            <Calendar aria-hidden="true" />
            Applied {formatDate(application.createdAt)}
          </li>
          <li className="flex min-w-0 items-center gap-1.5">
            <FileText aria-hidden="true" />
            <span className="sr-only">Resume sent: </span>
            <span className="min-w-0 truncate">{application.resumeFileName}</span>
          </li>
        </ul>
        {status === 'rejected' ? <RejectionNote reason={application.rejectionReason} /> : null}
        {application.note ? (
          <div className="grid gap-1 text-sm">
            <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Your note</p>
            <p className="line-clamp-3 wrap-anywhere whitespace-pre-wrap">{application.note}</p>
          </div>
        ) : null}
        {canWithdraw(application) ? (
          <Button variant="outline" size="sm" className="w-fit" aria-describedby={titleId} onClick={() => setIsConfirming(true)}>
            <Undo2 aria-hidden="true" />
            Withdraw
          </Button>
        ) : null}
        {/* Beside the button, not in it: withdrawing hides the button before the dialog's toast and close run. */}
        <WithdrawDialog application={application} open={isConfirming} onOpenChange={setIsConfirming} />
      </div>
      <ApplicationHistory history={application.history} />
    </Card>
  );
}

function RejectionNote({ reason }: { reason: string | null }) {
  return (
    <p className="rounded-lg border border-rose-200 bg-rose-50/70 p-3 text-sm text-rose-950 dark:border-rose-400/25 dark:bg-rose-400/10 dark:text-rose-100">
      {reason
        ? `The team decided not to go further, and shared why: ${reason}`
        : 'The team decided not to go further with this application.'}
    </p>
  );
}

/** The application's events, oldest first, as a vertical timeline. */
function ApplicationHistory({ history }: { history: TApplication['history'] }) {
  return (
    <div className="grid content-start gap-2 border-t pt-4 md:border-t-0 md:border-l md:pt-0 md:pl-6">
      <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">History</p>
      <ol aria-label="History" className="grid gap-0">
        {history.map((entry, index) => {
          const isLatest = index === history.length - 1;
          return (
            <li key={`${entry.event}-${entry.createdAt}`} className="relative grid grid-cols-[1rem_minmax(0,1fr)] gap-x-2 pb-3 last:pb-0">
              {isLatest ? null : <span className="absolute top-3 bottom-0 left-[0.4375rem] w-px bg-border" aria-hidden="true" />}
              <span
                className={cn(
                  'mt-1 size-2.5 justify-self-center rounded-full border-2',
                  isLatest ? 'border-primary bg-primary' : 'border-muted-foreground/60 bg-background',
                )}
                aria-hidden="true"
              />
              <span className="grid">
                <span className={cn('text-sm', isLatest && 'font-medium')}>{getApplicationEventLabel(entry.event)}</span>
                <time dateTime={entry.createdAt} className="text-xs text-muted-foreground">
                  {formatDate(entry.createdAt)}
                </time>
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function WithdrawDialog({
  application,
  open,
  onOpenChange,
}: {
  application: TApplication;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const withdraw = useWithdrawApplication();

  const onConfirm = () =>
    withdraw.mutate(application.id, {
      onSuccess: () => {
        onOpenChange(false);
        toast({ title: 'Application withdrawn', description: application.jobTitle });
      },
    });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Withdraw your application?</DialogTitle>
          <DialogDescription>
            {application.companyName} will see that you withdrew your application for {application.jobTitle}. While the job is open you can
            apply again from its page.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={withdraw.isPending}>
            Keep it
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={withdraw.isPending}>
            {withdraw.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Undo2 aria-hidden="true" />}
            Withdraw application
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
