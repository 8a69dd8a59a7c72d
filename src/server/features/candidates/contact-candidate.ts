/**
 * POST /api/employer/contact: an employer's message to a candidate. The message, the candidate's
 * notification and the audit entry are stored in one transaction, under the employer's lock so that
 * two sends cannot both pass a limit; the e-mail to the candidate goes out after the answer
 * (sendContactMail). Limits: CONTACT_MESSAGES_PER_DAY from one employer, and
 * CONTACT_MESSAGES_PER_CANDIDATE_PER_DAY to one candidate, since a fresh employer account gets a
 * fresh daily allowance but one candidate's inbox does not.
 */
import { findCompany } from '#server/db/jobs.queries.ts';
import type { TAppContext } from '#server/context.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { createNotification } from '#server/db/notifications.queries.ts';
import { CANDIDATE_NOT_FOUND } from '#server/lib/access.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { buildContactMail } from './contact-mail.ts';
import { countMessagesSince, createContactMessage, lockEmployer, markMessageEmailed } from './contact.queries.ts';
import { findVisibleApplicant } from './employer-lists.queries.ts';

/** The message as the schema passed it (trimmed). */
type TContactMessage = { candidateId: number; subject: string; message: string };

const DAY_HOURS = 24;
const RETRY_AFTER_SECONDS = 60 * 60;

function refuseOverLimit(message: string): never {
  throw new AppError('TOO_MANY_REQUESTS', `${message} Please try again tomorrow.`, { retryAfterSeconds: RETRY_AFTER_SECONDS });
}

export async function contactCandidate({ db, config }: Pick<TAppContext, 'db' | 'config'>, actor: TActor, request: TContactMessage) {
  const employer = actor.viewer;
  const { candidateId, subject } = request;
  return db.transaction(async (tx) => {
    const candidate = await findVisibleApplicant(tx, { applicantId: candidateId });
    if (!candidate) throw new AppError('NOT_FOUND', CANDIDATE_NOT_FOUND);
    await lockEmployer(tx, { employerId: employer.id });
    const perDay = config.contactMessagesPerDay;
    if ((await countMessagesSince(tx, { employerId: employer.id, hours: DAY_HOURS })) >= perDay) {
      refuseOverLimit(`You can send at most ${perDay} messages a day.`);
    }
    const perCandidate = config.contactMessagesPerCandidatePerDay;
    if ((await countMessagesSince(tx, { employerId: employer.id, candidateId, hours: DAY_HOURS })) >= perCandidate) {
      refuseOverLimit(`You can send at most ${perCandidate === 1 ? 'one message' : `${perCandidate} messages`} a day to one candidate.`);
    }
    const stored = await createContactMessage(tx, { employerId: employer.id, ...request });
    await createNotification(tx, {
      userId: candidate.userId,
      kind: 'contact',
      title: `New message from ${employer.fullName}`,
      body: subject,
      link: '/applicant',
      contactMessageId: stored.id,
    });
    await writeAuditLog(tx, {
      action: 'candidate.contacted',
      resourceType: 'contact_message',
      resourceId: stored.id,
      userId: employer.id,
      ipAddress: actor.ipAddress,
      details: { candidateId, candidateUserId: candidate.userId },
    });
    return { stored, candidate };
  });
}

/** The candidate's e-mail of a stored message (reply-to: the employer), marked as sent once it went out. */
export async function sendContactMail(
  { db, config, mailer }: Pick<TAppContext, 'db' | 'config' | 'mailer'>,
  actor: TActor,
  sent: Awaited<ReturnType<typeof contactCandidate>> & { request: TContactMessage },
): Promise<void> {
  const { stored, candidate, request } = sent;
  const company = await findCompany(db, { employerId: actor.viewer.id });
  await mailer.send(
    buildContactMail({
      to: candidate.email,
      candidateName: candidate.fullName,
      employerName: actor.viewer.fullName,
      companyName: company?.name ?? null,
      employerEmail: actor.viewer.email,
      subject: request.subject,
      message: request.message,
      appUrl: config.appUrl,
    }),
  );
  await markMessageEmailed(db, { messageId: stored.id });
}
