/** How an application's status and the events of its history read to the developer who sent it. */
import { APPLICATION_STAGE_LABEL, APPLICATION_STAGES, type TApplicationStage } from '#shared/job-values.ts';
import type { TApplication } from '#shared/schemas/jobs.ts';

/** A stage, or 'withdrawn' once the developer took the application back. */
export type TApplicationStatus = TApplicationStage | 'withdrawn';

export function getApplicationStatus(application: Pick<TApplication, 'stage' | 'withdrawnAt'>): TApplicationStatus {
  return application.withdrawnAt === null ? application.stage : 'withdrawn';
}

export function getApplicationStatusLabel(status: TApplicationStatus): string {
  return status === 'withdrawn' ? 'Withdrawn' : APPLICATION_STAGE_LABEL[status];
}

function isStage(event: string): event is TApplicationStage {
  return (APPLICATION_STAGES as readonly string[]).includes(event);
}

/** 'Applied', 'Moved to Interview', 'Rejected', 'Withdrawn'; an event this client does not know reads as written. */
export function getApplicationEventLabel(event: string): string {
  if (event === 'withdrawn') return 'Withdrawn';
  if (!isStage(event)) return event;
  if (event === 'applied' || event === 'rejected') return APPLICATION_STAGE_LABEL[event];
  return `Moved to ${APPLICATION_STAGE_LABEL[event]}`;
}

/** Withdrawing is offered while the employer may still act on the application. */
export function canWithdraw(application: Pick<TApplication, 'stage' | 'withdrawnAt'>): boolean {
  const status = getApplicationStatus(application);
  return status !== 'withdrawn' && status !== 'rejected' && status !== 'hired';
}
