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
