/**
 * The invitation e-mail. It names the company and the colleague who invited, both chosen by a signed-in
 * owner whose address is confirmed, so unlike the account mails it may carry them.
 */
import { COMPANY_ROLE_LABEL, type TCompanyRole } from '#shared/company-roles.ts';
import type { TMail } from '#server/lib/mailer.ts';
import { escapeXml } from '#server/lib/xml-escape.ts';

const SUBJECT_MAX_LENGTH = 180;

export function buildInvitationMail(params: {
  to: string;
  companyName: string;
  inviterName: string;
  role: TCompanyRole;
  link: string;
  ttlDays: number;
}): TMail {
  const invited = `${params.inviterName} invited you to join ${params.companyName}'s hiring team on DevMatch as ${COMPANY_ROLE_LABEL[params.role].toLowerCase()}.`;
  const how = `Open this link to join (you can create your account there). It works once and expires in ${params.ttlDays} days:`;
  const ifNot = 'If you did not expect this invitation, you can ignore this e-mail.';
  const text = ['Hello,', '', invited, how, '', params.link, '', ifNot, '', '— The DevMatch team'].join('\n');
  const html = `<p>Hello,</p>
<p>${escapeXml(invited)}</p>
<p><a href="${escapeXml(params.link)}">Join ${escapeXml(params.companyName)} on DevMatch</a><br>
The link works once and expires in ${params.ttlDays} days.</p>
<p>${escapeXml(ifNot)}</p>
<p>— The DevMatch team</p>`;
  const subject = `Join ${params.companyName} on DevMatch`.replace(/\s+/g, ' ').slice(0, SUBJECT_MAX_LENGTH);
  return { to: params.to, subject, text, html };
}
