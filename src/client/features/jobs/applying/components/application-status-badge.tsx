import { cn } from '#client/lib/utils.ts';
import { getApplicationStatusLabel, type TApplicationStatus } from '../utils/application-status.ts';

const STATUS_TONE: Record<TApplicationStatus, string> = {
  applied: 'border-indigo-300 bg-indigo-50 text-indigo-800 dark:border-indigo-400/40 dark:bg-indigo-400/10 dark:text-indigo-200',
  screening: 'border-indigo-300 bg-indigo-50 text-indigo-800 dark:border-indigo-400/40 dark:bg-indigo-400/10 dark:text-indigo-200',
  interview: 'border-violet-300 bg-violet-50 text-violet-800 dark:border-violet-400/40 dark:bg-violet-400/10 dark:text-violet-200',
  offer: 'border-emerald-300 bg-emerald-50 text-emerald-800 dark:border-emerald-400/40 dark:bg-emerald-400/10 dark:text-emerald-200',
  hired: 'border-emerald-400 bg-emerald-100 text-emerald-900 dark:border-emerald-400/50 dark:bg-emerald-400/20 dark:text-emerald-100',
  rejected: 'border-rose-300 bg-rose-50 text-rose-800 dark:border-rose-400/40 dark:bg-rose-400/10 dark:text-rose-200',
  withdrawn: 'border-dashed border-muted-foreground/50 text-muted-foreground',
};

/** Where an application stands, as its developer sees it: a stage, or Withdrawn. */
export function ApplicationStatusBadge({ status }: { status: TApplicationStatus }) {
  return (
    <span
      data-slot="application-status-badge"
      className={cn('inline-flex w-fit shrink-0 items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold', STATUS_TONE[status])}
    >
      {getApplicationStatusLabel(status)}
    </span>
  );
}
