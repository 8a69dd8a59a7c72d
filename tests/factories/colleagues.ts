/** Colleagues in an employer's company, made through the API as the team would: invited, signed up, accepted. */
import type { TApp } from '#server/app.ts';
import type { TCompanyRole } from '#shared/company-roles.ts';
import type { TMail } from '#server/lib/mailer.ts';
import { buildRegistration, createUserWithSession } from './users.ts';

type TAccount = { user: { id: number }; cookie: string };

/** The token of the join link an invitation mail carries. */
export function readInvitationToken(mail: TMail): string {
  return /\/join\?token=([\w-]+)/.exec(mail.text)![1]!;
}

export async function addColleague(app: TApp, mails: readonly TMail[], owner: TAccount, role: TCompanyRole, fullName?: string) {
  const registration = buildRegistration({ userType: 'employer', ...(fullName ? { fullName } : {}) });
  const invited = await app.inject({
    method: 'POST',
    url: `/api/employer/${owner.user.id}/team/invitations`,
    headers: { cookie: owner.cookie },
    payload: { email: registration.email, role },
  });
  if (invited.statusCode !== 201) throw new Error(`invitation failed: ${invited.statusCode} ${invited.body}`);
  const token = readInvitationToken(mails.findLast((mail) => mail.to === registration.email)!);
  const colleague = await createUserWithSession(app, registration);
  const accepted = await app.inject({ method: 'POST', url: `/api/invitations/${token}/accept`, headers: { cookie: colleague.cookie } });
  if (accepted.statusCode !== 200) throw new Error(`acceptance failed: ${accepted.statusCode} ${accepted.body}`);
  return colleague;
}
