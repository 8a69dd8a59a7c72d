/**
 * Who may act on an interview: the company's owners and recruiters (through the person the path
 * names, as for its jobs; viewers read), and the application's developer for their answer. Anyone
 * else is told it does not exist.
 */
import { INTERVIEW_NOT_FOUND, SLOT_IN_THE_PAST } from '#shared/schemas/interviews.ts';
import type { Transaction } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { assertNotWithdrawn, lockJobApplications } from '../jobs/move-application.ts';
import { findNonMembers, lockInterview } from './interviews.queries.ts';

export const NOT_IN_INTERVIEW_STAGE = 'Move the application to the Interview stage before scheduling an interview.';
export const INTERVIEWERS_NOT_MEMBERS = 'Interviewers must be members of your company.';
const INTERVIEW_CANCELLED = 'This interview is cancelled.';

/** The application an interview is proposed for: the company's, on that job, in the Interview stage. */
export async function lockInterviewApplication(tx: Transaction, params: { companyId: number; jobId: number; applicationId: number }) {
  const { companyId, jobId, applicationId } = params;
  const [application] = await lockJobApplications(tx, { companyId, jobId, applicationIds: [applicationId] });
  assertNotWithdrawn(application!);
  if (application!.stage !== 'interview') throw new AppError('BAD_REQUEST', NOT_IN_INTERVIEW_STAGE);
  return application!;
}

/** The company's interview on that job's application, locked for a change; a cancelled one takes none (409). */
export async function lockCompanyInterview(
  tx: Transaction,
  params: { companyId: number; jobId: number; applicationId: number; interviewId: number },
) {
  const interview = await lockInterview(tx, { interviewId: params.interviewId });
  if (
    !interview ||
    interview.companyId !== params.companyId ||
    interview.jobId !== params.jobId ||
    interview.applicationId !== params.applicationId
  ) {
    throw new AppError('NOT_FOUND', INTERVIEW_NOT_FOUND);
  }
  if (interview.status === 'cancelled') throw new AppError('CONFLICT', INTERVIEW_CANCELLED);
  return interview;
}

/** The developer's own interview, locked for their answer. */
export async function lockDevelopersInterview(tx: Transaction, actor: TActor, interviewId: number) {
  const interview = await lockInterview(tx, { interviewId });
  if (!interview || interview.developerUserId !== actor.viewer.id) throw new AppError('NOT_FOUND', INTERVIEW_NOT_FOUND);
  return interview;
}

export async function assertPanelOfCompany(tx: Transaction, params: { companyId: number; userIds: number[] }): Promise<void> {
  if ((await findNonMembers(tx, params)).length > 0) throw new AppError('BAD_REQUEST', INTERVIEWERS_NOT_MEMBERS);
}

export function assertSlotsAhead(slots: { startsAt: string }[]): void {
  if (slots.some((slot) => Date.parse(slot.startsAt) <= Date.now())) throw new AppError('BAD_REQUEST', SLOT_IN_THE_PAST);
}
