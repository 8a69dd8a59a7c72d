/** The e-mail a candidate gets when an employer contacts them; replies go straight to the employer. */
import type { TMail } from '#server/lib/mailer.ts';

const SUBJECT_MAX_LENGTH = 180;

export function buildContactMail(params: {
  to: string;
  candidateName: string;
  employerName: string;
  /** The employer's company, when they have named it: what the candidate knows them by. */
  companyName: string | null;
  employerEmail: string;
  subject: string;
  message: string;
  appUrl: string;
}): TMail {
  // One header line: a subject typed with line breaks still reads as one.
  const subject = `${params.companyName ?? params.employerName} via DevMatch: ${params.subject}`
    .replace(/\s+/g, ' ')
    .slice(0, SUBJECT_MAX_LENGTH);
  const text = [
    `Hi ${params.candidateName},`,
    '',
    `${params.employerName}${params.companyName && params.companyName !== params.employerName ? ` of ${params.companyName}` : ''} (${params.employerEmail}) sent you a message on DevMatch:`,
    '',
    `Subject: ${params.subject}`,
    '',
    params.message,
    '',
    '---',
    `Reply to this e-mail to answer ${params.employerName} directly. You can also read it on your dashboard: ${params.appUrl}/applicant`,
    'You received this because your DevMatch profile is visible to employers; you can hide it on your profile card.',
  ].join('\n');
  return { to: params.to, subject, text, replyTo: params.employerEmail };
}
