import { NOT_ACCEPTING_MESSAGES } from '#shared/schemas/conversations.ts';
import type { TContactRequest } from '#shared/schemas/conversations.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { findJob } from '#server/db/job-reads.queries.ts';
import { findVisibleApplicant, lockUser } from '#server/db/users.queries.ts';
import { assertVerifiedIfEmployer, CANDIDATE_NOT_FOUND, JOB_NOT_FOUND } from '#server/lib/access.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { resolveEmployerWorkspace } from '#server/plugins/employer-workspace.ts';
import { findOrCreateConversation, isBlocked, lockConversation } from './conversations.queries.ts';
import { deliverMessage, employerLabel, requireBothParties, type TDeps } from './deliver-message.ts';

export const EMPLOYER_NOT_VERIFIED_TO_CONTACT = 'Verify your e-mail address before contacting candidates.';

/** POST /api/employer/contact: opens or continues the conversation with the candidate (about the job, with `jobId`). */
export async function contactCandidate(
  { db, config }: TDeps,
  actor: TActor,
  request: Required<Pick<TContactRequest, 'candidateId' | 'subject' | 'message'>> & { jobId?: number },
) {
  const employer = actor.viewer;
  // A throwaway sign-up must not reach developers' inboxes: the sender's address is confirmed first.
  assertVerifiedIfEmployer(employer, EMPLOYER_NOT_VERIFIED_TO_CONTACT);
  const { companyId } = await resolveEmployerWorkspace(db, { viewerId: employer.id, employerId: employer.id, access: 'change' });
  return db.transaction(async (tx) => {
    const candidate = await findVisibleApplicant(tx, { applicantId: request.candidateId });
    if (!candidate) throw new AppError('NOT_FOUND', CANDIDATE_NOT_FOUND);
    if (request.jobId !== undefined && (await findJob(tx, { jobId: request.jobId }))?.company.id !== companyId) {
      throw new AppError('NOT_FOUND', JOB_NOT_FOUND);
    }
    await lockUser(tx, { userId: employer.id });
    if (await isBlocked(tx, { developerUserId: candidate.userId, companyId })) throw new AppError('FORBIDDEN', NOT_ACCEPTING_MESSAGES);
    const conversationId = await findOrCreateConversation(tx, {
      companyId,
      employerId: employer.id,
      developerUserId: candidate.userId,
      jobId: request.jobId ?? null,
      subject: request.subject,
    });
    const conversation = requireBothParties((await lockConversation(tx, { conversationId }))!);
    const delivered = await deliverMessage(tx, config, {
      conversation,
      sender: { userId: employer.id, side: 'employer', companyId, fullName: employer.fullName },
      subject: request.subject,
      body: request.message,
      notificationTitle: `New message from ${await employerLabel(tx, { ...employer, companyId })}`,
    });
    await writeAuditLog(tx, {
      action: 'candidate.contacted',
      resourceType: 'conversation_message',
      resourceId: delivered.messageId,
      userId: employer.id,
      ipAddress: actor.ipAddress,
      details: { candidateId: request.candidateId, candidateUserId: candidate.userId, conversationId, jobId: request.jobId ?? null },
    });
    return delivered;
  });
}
