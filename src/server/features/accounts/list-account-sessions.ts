/**
 * GET /api/account/sessions: where the signed-in user is signed in, the device named from the
 * browser's user agent. A session is named by a digest of its stored hash, so the list gives nothing
 * a cookie could be made from.
 */
import { createHash } from 'node:crypto';
import Bowser from 'bowser';
import type { TAccountSession } from '#shared/schemas/accounts.ts';
import type { TAppContext } from '#server/context.ts';
import { listUserSessions } from '#server/db/sessions.queries.ts';

const SESSION_ID_LENGTH = 22;

/** A session's id in these routes: a digest of its stored hash. */
export const toSessionId = (idHash: string) => createHash('sha256').update(idHash).digest('base64url').slice(0, SESSION_ID_LENGTH);

/** 'Chrome on macOS', 'Safari on iOS', or as much of it as the user agent tells. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const { browser, os } = Bowser.parse(userAgent);
  const parts = [browser.name, os.name].filter(Boolean);
  return parts.length === 2 ? `${parts[0]} on ${parts[1]}` : (parts[0] ?? 'Unknown device');
}

/** The user's live sessions, as stored. */
export function listOwnSessions({ db, config }: Pick<TAppContext, 'db' | 'config'>, userId: number) {
  return listUserSessions(db, { userId, idleTimeoutMinutes: config.session.idleTimeoutMinutes });
}

/** The current session (`sessionIdHash`) first, then the most recently used. */
export async function listAccountSessions(
  ctx: Pick<TAppContext, 'db' | 'config'>,
  userId: number,
  sessionIdHash: string | null,
): Promise<TAccountSession[]> {
  const sessions = (await listOwnSessions(ctx, userId)).map((session) => ({
    id: toSessionId(session.idHash),
    device: describeDevice(session.userAgent),
    createdAt: session.createdAt.toISOString(),
    lastSeenAt: session.lastSeenAt.toISOString(),
    isCurrent: session.idHash === sessionIdHash,
  }));
  return sessions.sort((a, b) => Number(b.isCurrent) - Number(a.isCurrent));
}
