/**
 * POST /api/employer/{employerId}/jobs/{jobId}/applications/bulk-message: one message to each of
 * several of a job's candidates, in the company's conversation with them about the job (opened if
 * needed, as an interview proposal does), in one transaction: every application is the job's or
 * nothing is sent (404). Each message is the conversations feature's own send (its limits, the
 * candidate's one notification, the e-mail after the answer) and has its audit entry. The body's
 * placeholders are filled here: {{firstName}} with each candidate's, {{jobTitle}}, {{company}} and
 * {{recruiterName}} with the job's, the company's and the sender's; any other left refuses the whole
 * send (400). A candidate who withdrew or blocked the company is left out and said so.
 *
 * The candidates applied to the job, so these are not outreach (decision 049): the one-minute
 * duplicate rule and the hourly limits hold, with BULK_ACTION_MAX a call.
 */
import type { TBulkMessageResult } from '#shared/schemas/jobs.ts';
import { fillPlaceholders, toFirstName, withoutPerRecipientPlaceholders } from '#shared/schemas/message-templates.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { findCompany } from '#server/db/job-reads.queries.ts';
import { lockUser } from '#server/db/users.queries.ts';
import { assertVerifiedIfEmployer } from '#server/lib/access.ts';
import { assertPlaceholdersFilled } from '#server/lib/unfilled-placeholders.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { EMPLOYER_NOT_VERIFIED_TO_CONTACT } from '../conversations/contact-candidate.ts';
import { findOrCreateConversation, isBlocked, lockConversation } from '../conversations/conversations.queries.ts';
import { deliverMessage, employerLabel, requireBothParties, type TDeliveredMessage, type TDeps } from '../conversations/deliver-message.ts';
import { resolveJobsWorkspace } from './jobs-access.ts';
import { lockJobApplications } from './move-application.ts';

export async function bulkMessageApplications(
  { db, config }: TDeps,
  actor: TActor,
  params: { employerId: number; jobId: number; applicationIds: number[]; body: string },
): Promise<{ result: TBulkMessageResult; delivered: TDeliveredMessage[] }> {
  const { companyId } = await resolveJobsWorkspace(db, actor, params.employerId, 'change');
  // A throwaway sign-up must not reach developers' inboxes, as for a contact.
  assertVerifiedIfEmployer(actor.viewer, EMPLOYER_NOT_VERIFIED_TO_CONTACT);
  const sender = actor.viewer;
  return db.transaction(async (tx) => {
    // The sender's turn first (as every send takes it), then the applications, then each conversation.
    await lockUser(tx, { userId: sender.id });
    const applications = await lockJobApplications(tx, { companyId, jobId: params.jobId, applicationIds: params.applicationIds });
    const company = await findCompany(tx, { companyId, employerId: sender.id });
    const jobTitle = applications[0]!.jobTitle;
    const body = fillPlaceholders(params.body, { jobTitle, company: company?.name, recruiterName: sender.fullName });
    assertPlaceholdersFilled(withoutPerRecipientPlaceholders(body));
    const notificationTitle = `New message from ${await employerLabel(tx, { ...sender, companyId })}`;
    const result: TBulkMessageResult = { messaged: [], skipped: [] };
    const delivered: TDeliveredMessage[] = [];
    for (const application of applications) {
      const developerUserId = application.candidateUserId;
      if (application.withdrawnAt !== null) result.skipped.push({ applicationId: application.id, reason: 'withdrawn' });
      else if (await isBlocked(tx, { developerUserId, companyId }))
        result.skipped.push({ applicationId: application.id, reason: 'blocked' });
      else {
        const conversationId = await findOrCreateConversation(tx, {
          companyId,
          employerId: sender.id,
          developerUserId,
          jobId: params.jobId,
          subject: `Application for ${jobTitle}`,
        });
        const sent = await deliverMessage(tx, config, {
          conversation: requireBothParties((await lockConversation(tx, { conversationId }))!),
          sender: { userId: sender.id, side: 'employer', companyId, fullName: sender.fullName },
          body: fillPlaceholders(body, { firstName: toFirstName(application.candidateName) }),
          notificationTitle,
          isToApplicant: true,
        });
        await writeAuditLog(tx, {
          action: 'application.messaged',
          resourceType: 'conversation_message',
          resourceId: sent.messageId,
          userId: sender.id,
          ipAddress: actor.ipAddress,
          details: { applicationId: application.id, jobId: params.jobId, conversationId, candidateUserId: developerUserId },
        });
        delivered.push(sent);
        result.messaged.push(application.id);
      }
    }
    return { result, delivered };
  });
}
