import type { TJobStatus } from '#shared/job-values.ts';
import { cn } from '#client/lib/utils.ts';
import { JOB_STATUS_LABEL } from '../../utils/job-labels.ts';

const STATUS_TONE: Record<TJobStatus, string> = {
  draft: 'border-dashed border-muted-foreground/50 text-muted-foreground',
  open: 'border-emerald-300 bg-emerald-50 text-emerald-800 dark:border-emerald-400/40 dark:bg-emerald-400/10 dark:text-emerald-200',
  closed: 'border-transparent bg-muted text-muted-foreground',
};

/** Draft (only its owner sees it), Open (takes applications) or Closed. */
export function JobStatusBadge({ status, className }: { status: TJobStatus; className?: string }) {
  return (
    <span
      data-slot="job-status-badge"
      className={cn(
        'inline-flex w-fit shrink-0 items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        STATUS_TONE[status],
        className,
      )}
    >
      {JOB_STATUS_LABEL[status]}
    </span>
  );
}
