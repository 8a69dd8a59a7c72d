/** The Analytics tab's numbers as tables: what each chart draws, and the figures of each job. */
import type { ReactNode } from 'react';
import type { THiringAnalytics } from '#shared/schemas/hiring-analytics.ts';
import { cn } from '#client/lib/utils.ts';
import { formatDuration, formatRate, stageLabel } from '../utils/format-analytics.ts';

const HEAD_CELL = 'px-3 py-2 font-medium';
const CELL = 'px-3 py-2 tabular-nums';

function DataTable({
  caption,
  columns,
  children,
  className,
}: {
  caption: string;
  columns: string[];
  children: ReactNode;
  className?: string;
}) {
  return (
    <table className={cn('w-full text-sm', className)}>
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-muted/50 text-left text-xs tracking-wide text-muted-foreground uppercase">
        <tr>
          {columns.map((column, index) => (
            <th key={column} scope="col" className={cn(HEAD_CELL, index > 0 && 'text-right')}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y">{children}</tbody>
    </table>
  );
}

export function FunnelTable({ funnel }: { funnel: THiringAnalytics['funnel'] }) {
  return (
    <DataTable caption="Funnel: applications that reached each stage" columns={['Stage', 'Reached', 'From previous']}>
      {funnel.map((step) => (
        <tr key={step.stage}>
          <th scope="row" className="px-3 py-2 text-left font-medium">
            {stageLabel(step.stage)}
          </th>
          <td className={cn(CELL, 'text-right')}>{step.reached.toLocaleString('en-US')}</td>
          <td className={cn(CELL, 'text-right')}>{formatRate(step.conversion)}</td>
        </tr>
      ))}
    </DataTable>
  );
}

export function StageTimeTable({ timeInStage }: { timeInStage: THiringAnalytics['timeInStage'] }) {
  return (
    <DataTable caption="Time in each stage" columns={['Stage', 'Median', 'Mean', 'Stays']}>
      {timeInStage.map((stay) => (
        <tr key={stay.stage}>
          <th scope="row" className="px-3 py-2 text-left font-medium">
            {stageLabel(stay.stage)}
          </th>
          <td className={cn(CELL, 'text-right')}>{formatDuration(stay.medianSeconds)}</td>
          <td className={cn(CELL, 'text-right')}>{formatDuration(stay.meanSeconds)}</td>
          <td className={cn(CELL, 'text-right')}>{stay.samples.toLocaleString('en-US')}</td>
        </tr>
      ))}
    </DataTable>
  );
}

export function JobsTable({ jobs }: { jobs: THiringAnalytics['jobs'] }) {
  return (
    // Focusable, so a keyboard user can scroll the table sideways on a narrow screen.
    <div className="overflow-x-auto rounded-md border" tabIndex={0} role="region" aria-label="Figures by job">
      <DataTable
        caption="Figures by job, newest job first"
        columns={['Job', 'Applications', 'Hired', 'Contacted', 'Responded']}
        className="min-w-[560px]"
      >
        {jobs.map((job) => (
          <tr key={job.jobId}>
            <th scope="row" className="max-w-72 px-3 py-2 text-left font-medium wrap-anywhere">
              {job.title}
              {job.status === 'open' ? null : <span className="ml-1.5 text-xs font-normal text-muted-foreground">({job.status})</span>}
            </th>
            <td className={cn(CELL, 'text-right')}>{job.applications.toLocaleString('en-US')}</td>
            <td className={cn(CELL, 'text-right')}>{job.hired.toLocaleString('en-US')}</td>
            <td className={cn(CELL, 'text-right')}>{job.contacted.toLocaleString('en-US')}</td>
            <td className={cn(CELL, 'text-right')}>{job.responded.toLocaleString('en-US')}</td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}
