import type { TMail } from '../../lib/mailer.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function buildResetPasswordMail(params: { to: string; fullName: string; link: string; ttlMinutes: number }): TMail {
  const greeting = `Hi ${params.fullName},`;
  const lines = [
    greeting,
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
  const html = `<p>${escapeHtml(greeting)}</p>
<p>We received a request to reset the password of your DevMatch account.</p>
<p><a href="${escapeHtml(params.link)}">Choose a new password</a><br>
This link works once and expires in ${params.ttlMinutes} minutes.</p>
<p>If you did not ask for this, you can ignore this e-mail: your password stays the same.</p>
<p>— The DevMatch team</p>`;
  return { to: params.to, subject: 'Reset your DevMatch password', text: lines.join('\n'), html };
}

/** To the old address after an e-mail change: the one warning a taken-over account still reaches its owner. */
export function buildEmailChangedMail(params: { to: string; fullName: string; newEmail: string }): TMail {
  const greeting = `Hi ${params.fullName},`;
  const changed = `The e-mail address of your DevMatch account was changed to ${params.newEmail}.`;
  const ifYou = 'If you made this change, there is nothing to do.';
  const ifNotYou =
    'If this was not you, someone else may know your password: contact DevMatch support straight away so we can return the account to you, then reset your password.';
  const lines = [greeting, '', changed, '', ifYou, ifNotYou, '', '— The DevMatch team'];
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(changed)}</p>
<p>${escapeHtml(ifYou)}<br>
<strong>${escapeHtml(ifNotYou)}</strong></p>
<p>— The DevMatch team</p>`;
  return { to: params.to, subject: 'Your DevMatch e-mail address was changed', text: lines.join('\n'), html };
}
