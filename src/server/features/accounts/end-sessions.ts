/**
 * Ending the signed-in user's sessions: one of them (this one too: a sign-out), or every other.
 * Another user's session is simply not found.
 */
import type { TAppContext } from '#server/context.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { deleteOtherSessions, deleteSession } from '#server/db/sessions.queries.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { listOwnSessions, toSessionId } from './list-account-sessions.ts';

/** Answers whether the ended session was the acting one (`sessionIdHash`), whose cookie then goes too. */
export async function endSession(
  ctx: Pick<TAppContext, 'db' | 'config'>,
  actor: TActor,
  params: { sessionId: string; sessionIdHash: string | null },
): Promise<{ isCurrent: boolean }> {
  const session = (await listOwnSessions(ctx, actor.viewer.id)).find((candidate) => toSessionId(candidate.idHash) === params.sessionId);
  if (!session) throw new AppError('NOT_FOUND', 'Session not found');
  await ctx.db.transaction(async (tx) => {
    await deleteSession(tx, session.idHash);
    await writeAuditLog(tx, {
      action: 'session.ended',
      resourceType: 'user',
      resourceId: actor.viewer.id,
      userId: actor.viewer.id,
      ipAddress: actor.ipAddress,
    });
  });
  return { isCurrent: session.idHash === params.sessionIdHash };
}

export async function endOtherSessions(
  { db }: Pick<TAppContext, 'db'>,
  actor: TActor,
  params: { sessionIdHash: string | null },
): Promise<{ ended: number }> {
  return db.transaction(async (tx) => {
    const ended = await deleteOtherSessions(tx, { userId: actor.viewer.id, keepIdHash: params.sessionIdHash });
    await writeAuditLog(tx, {
      action: 'session.ended_others',
      resourceType: 'user',
      resourceId: actor.viewer.id,
      userId: actor.viewer.id,
      ipAddress: actor.ipAddress,
      details: { ended },
    });
    return { ended };
  });
}
