/** A company's members and invitations. Callers check who may read or change them (the use cases beside this file). */
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { TCompanyRole } from '#shared/company-roles.ts';
import type { TTeamInvitation, TTeamMember } from '#shared/schemas/team.ts';
import type { Executor } from '#server/db/client.ts';
import { toRows } from '#server/db/change-tracking.ts';
import { companies, companyInvitations, companyMembers, users } from '#server/db/schema.ts';
import { createRandomToken, hashToken } from '#server/lib/tokens.ts';

export async function listMembers(db: Executor, params: { companyId: number }): Promise<TTeamMember[]> {
  const rows = await db
    .select({
      userId: companyMembers.userId,
      fullName: users.fullName,
      email: users.email,
      role: companyMembers.role,
      joinedAt: companyMembers.createdAt,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, params.companyId))
    .orderBy(asc(companyMembers.createdAt), asc(companyMembers.userId));
  return rows.map((row) => ({ ...row, joinedAt: row.joinedAt.toISOString() }));
}

const IS_PENDING = and(
  isNull(companyInvitations.acceptedAt),
  isNull(companyInvitations.revokedAt),
  gt(companyInvitations.expiresAt, sql`now()`),
);

/** Invitations not yet accepted, revoked or expired, newest first. */
export async function listPendingInvitations(db: Executor, params: { companyId: number }): Promise<TTeamInvitation[]> {
  const rows = await db
    .select({
      id: companyInvitations.id,
      email: companyInvitations.email,
      role: companyInvitations.role,
      invitedByName: users.fullName,
      expiresAt: companyInvitations.expiresAt,
      createdAt: companyInvitations.createdAt,
    })
    .from(companyInvitations)
    .leftJoin(users, eq(users.id, companyInvitations.invitedByUserId))
    .where(and(eq(companyInvitations.companyId, params.companyId), IS_PENDING))
    .orderBy(desc(companyInvitations.createdAt), desc(companyInvitations.id));
  return rows.map((row) => ({ ...row, expiresAt: row.expiresAt.toISOString(), createdAt: row.createdAt.toISOString() }));
}

/** A new invitation; an earlier pending one to the same address stops working. Answers the link's token. */
export async function createInvitation(
  db: Executor,
  params: { companyId: number; email: string; role: TCompanyRole; invitedByUserId: number; ttlDays: number },
): Promise<{ id: number; token: string }> {
  await revokePendingInvitationsTo(db, params);
  const token = createRandomToken();
  const [row] = await db
    .insert(companyInvitations)
    .values({
      companyId: params.companyId,
      email: params.email,
      role: params.role,
      tokenHash: hashToken(token),
      invitedByUserId: params.invitedByUserId,
      expiresAt: sql`now() + make_interval(days => ${params.ttlDays})`,
    })
    .returning({ id: companyInvitations.id });
  return { id: row!.id, token };
}

async function revokePendingInvitationsTo(db: Executor, params: { companyId: number; email: string }) {
  await db
    .update(companyInvitations)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(companyInvitations.companyId, params.companyId), eq(companyInvitations.email, params.email), IS_PENDING));
}

/** Revokes a pending invitation of the company; false when there is none of that id. */
export async function revokeInvitation(db: Executor, params: { companyId: number; invitationId: number }): Promise<boolean> {
  const revoked = await db
    .update(companyInvitations)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(companyInvitations.id, params.invitationId), eq(companyInvitations.companyId, params.companyId), IS_PENDING))
    .returning({ id: companyInvitations.id });
  return revoked.length > 0;
}

/** The invitation a link names, with its company: whatever its state, so the answer can say why it no longer works. */
export async function findInvitationByToken(db: Executor, params: { token: string; lock?: boolean }) {
  const query = db
    .select({
      id: companyInvitations.id,
      companyId: companyInvitations.companyId,
      companyName: companies.name,
      email: companyInvitations.email,
      role: companyInvitations.role,
      invitedByName: users.fullName,
      expiresAt: companyInvitations.expiresAt,
      isExpired: sql<boolean>`${companyInvitations.expiresAt} <= now()`,
      acceptedAt: companyInvitations.acceptedAt,
      revokedAt: companyInvitations.revokedAt,
    })
    .from(companyInvitations)
    .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
    .leftJoin(users, eq(users.id, companyInvitations.invitedByUserId))
    .where(eq(companyInvitations.tokenHash, hashToken(params.token)));
  const [row] = params.lock ? await query.for('update', { of: companyInvitations }) : await query;
  return row;
}

export async function markInvitationAccepted(db: Executor, params: { invitationId: number; userId: number }): Promise<void> {
  await db
    .update(companyInvitations)
    .set({ acceptedAt: sql`now()`, acceptedByUserId: params.userId })
    .where(eq(companyInvitations.id, params.invitationId));
}

export async function addMember(
  db: Executor,
  params: { companyId: number; userId: number; role: TCompanyRole; invitedByUserId: number | null },
): Promise<void> {
  await db.insert(companyMembers).values(params);
}

export async function setMemberRole(db: Executor, params: { companyId: number; userId: number; role: TCompanyRole }): Promise<void> {
  await db
    .update(companyMembers)
    .set({ role: params.role })
    .where(and(eq(companyMembers.companyId, params.companyId), eq(companyMembers.userId, params.userId)));
}

/**
 * Whether the company holds anything of its own: jobs, candidate lists, saved searches or
 * conversations. Joining another company leaves an empty company of one behind, never a full one.
 */
export async function hasCompanyContent(db: Executor, params: { companyId: number }): Promise<boolean> {
  const result = await db.execute(sql`select
    exists (select 1 from jobs where company_id = ${params.companyId})
    or exists (select 1 from employer_favorites where company_id = ${params.companyId})
    or exists (select 1 from employer_notes where company_id = ${params.companyId})
    or exists (select 1 from saved_searches where company_id = ${params.companyId})
    or exists (select 1 from conversations where company_id = ${params.companyId}) as has_content`);
  return Boolean(toRows<{ has_content: boolean }>(result)[0]?.has_content);
}

export async function findCompanyName(db: Executor, params: { companyId: number }): Promise<string | null> {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, params.companyId));
  return row?.name ?? null;
}
