/**
 * The account's system e-mails. They carry no text a user chose, not even the name: anyone can sign
 * up with a stranger's address, so a name in the confirmation mail would let them write whatever
 * they like into a DevMatch e-mail to that stranger. Each mail greets with GREETING instead.
 */
import type { TMail } from '../../lib/mailer.ts';
import { escapeXml } from '../../lib/xml-escape.ts';

const GREETING = 'Hello,';

export function buildResetPasswordMail(params: { to: string; link: string; ttlMinutes: number }): TMail {
  const lines = [
    GREETING,
    '',
    'We received a request to reset the password of your DevMatch account.',
    `Open this link to choose a new password (it works once and expires in ${params.ttlMinutes} minutes):`,
    '',
    params.link,
    '',
    'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
    '',
    '— The DevMatch team',
  ];
  const html = `<p>${GREETING}</p>
<p>We received a request to reset the password of your DevMatch account.</p>
<p><a href="${escapeXml(params.link)}">Choose a new password</a><br>
This link works once and expires in ${params.ttlMinutes} minutes.</p>
<p>If you did not ask for this, you can ignore this e-mail: your password stays the same.</p>
<p>— The DevMatch team</p>`;
  return { to: params.to, subject: 'Reset your DevMatch password', text: lines.join('\n'), html };
}

/** To the old address after an e-mail change: the one warning a taken-over account still reaches its owner. */
export function buildEmailChangedMail(params: { to: string; newEmail: string }): TMail {
  const changed = `The e-mail address of your DevMatch account was changed to ${params.newEmail}.`;
  const ifYou = 'If you made this change, there is nothing to do.';
  const ifNotYou =
    'If this was not you, someone else may know your password: contact DevMatch support straight away so we can return the account to you, then reset your password.';
  const lines = [GREETING, '', changed, '', ifYou, ifNotYou, '', '— The DevMatch team'];
  const html = `<p>${GREETING}</p>
<p>${escapeXml(changed)}</p>
<p>${escapeXml(ifYou)}<br>
<strong>${escapeXml(ifNotYou)}</strong></p>
<p>— The DevMatch team</p>`;
  return { to: params.to, subject: 'Your DevMatch e-mail address was changed', text: lines.join('\n'), html };
}

export const CONFIRMATION_SUBJECT = 'Confirm your e-mail address for DevMatch';

/** The confirmation link of a new account's address, or of the new address of an e-mail change. */
export function buildVerifyEmailMail(params: { to: string; link: string; ttlHours: number; isAddressChange: boolean }): TMail {
  const why = params.isAddressChange
    ? 'You asked to use this address for your DevMatch account. It replaces the old one once you confirm it.'
    : 'Welcome to DevMatch! Please confirm that this is your e-mail address.';
  const expiry = `The link works once and expires in ${params.ttlHours} hours.`;
  const ifNotYou = params.isAddressChange
    ? 'If you did not ask for this, ignore this e-mail: the account keeps its current address.'
    : 'If you did not sign up for DevMatch, ignore this e-mail.';
  const lines = [GREETING, '', why, 'Open this link to confirm it:', '', params.link, '', expiry, ifNotYou, '', '— The DevMatch team'];
  const html = `<p>${GREETING}</p>
<p>${escapeXml(why)}</p>
<p><a href="${escapeXml(params.link)}">Confirm my e-mail address</a><br>
${escapeXml(expiry)}</p>
<p>${escapeXml(ifNotYou)}</p>
<p>— The DevMatch team</p>`;
  return { to: params.to, subject: CONFIRMATION_SUBJECT, text: lines.join('\n'), html };
}

/** After a password change: the owner learns of a change they did not make while the address is still theirs. */
export function buildPasswordChangedMail(params: { to: string }): TMail {
  const changed = 'The password of your DevMatch account was just changed, and every other device was signed out.';
  const ifNotYou = 'If this was not you, reset your password straight away from the sign-in page and contact DevMatch support.';
  const lines = [GREETING, '', changed, '', ifNotYou, '', '— The DevMatch team'];
  const html = `<p>${GREETING}</p>
<p>${escapeXml(changed)}</p>
<p><strong>${escapeXml(ifNotYou)}</strong></p>
<p>— The DevMatch team</p>`;
  return { to: params.to, subject: 'Your DevMatch password was changed', text: lines.join('\n'), html };
}
