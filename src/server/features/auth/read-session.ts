/**
 * Who is signed in, for the client's start-up question. A browser whose session a suspension ended
 * is told so once, with where to write for help, instead of silently becoming a visitor; the session
 * is then gone.
 */
import type { TSessionResponse } from '#shared/schemas/auth.ts';
import type { TAppContext } from '#server/context.ts';
import { takeSuspendedSession } from '#server/db/sessions.queries.ts';
import { toPublicUser, type TUserRow } from '#server/db/users.queries.ts';
import { ACCOUNT_SUSPENDED } from './log-in.ts';

export async function readSession(
  { db, config }: Pick<TAppContext, 'db' | 'config'>,
  params: { user: TUserRow | null; sessionIdHash: string | undefined },
): Promise<TSessionResponse> {
  if (params.user) return { user: toPublicUser(params.user) };
  if (params.sessionIdHash && (await takeSuspendedSession(db, params.sessionIdHash)))
    return { user: null, ended: { reason: 'suspended', message: ACCOUNT_SUSPENDED, supportEmail: config.supportEmail } };
  return { user: null };
}
