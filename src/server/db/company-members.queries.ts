/**
 * Who belongs to which company. Every employer (and admin, for their own lists) hires within one
 * company: the first time they need one, a company of one is made for them, with them as its owner.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { TCompanyRole } from '#shared/company-roles.ts';
import { toRows } from './change-tracking.ts';
import type { Executor } from './client.ts';
import { AppError } from '../lib/app-error.ts';
import { companies, companyMembers, conversations } from './schema.ts';
import { deleteStoredFile } from './stored-files.queries.ts';

export type TMembership = { companyId: number; role: TCompanyRole };

const LAST_OWNER = "The company's last owner cannot leave while others remain: make another member an owner first.";

export async function findMembership(db: Executor, params: { userId: number }): Promise<TMembership | null> {
  const [row] = await db
    .select({ companyId: companyMembers.companyId, role: companyMembers.role })
    .from(companyMembers)
    .where(eq(companyMembers.userId, params.userId));
  return row ?? null;
}

/**
 * The user's company; an employer or admin without one gets a company of one. Null for anyone else
 * (a developer, an unknown id). Two first requests at once meet at the one-company-per-user index:
 * the loser drops the company it made and reads the winner's.
 */
export async function findOrCreateMembership(db: Executor, params: { userId: number }): Promise<TMembership | null> {
  const found = await findMembership(db, params);
  if (found) return found;
  const result = await db.execute(sql`
    with hirer as (
      select id from users where id = ${params.userId} and user_type in ('employer', 'admin')
    ), new_company as (
      insert into companies (name) select null from hirer returning id
    ), member as (
      insert into company_members (company_id, user_id, role)
      select id, ${params.userId}, 'owner' from new_company
      on conflict (user_id) do nothing
      returning role
    )
    select (select id from new_company) as new_company_id, (select role from member) as role`);
  const [row] = toRows<{ new_company_id: number | null; role: TCompanyRole | null }>(result);
  if (!row?.new_company_id) return null;
  if (row.role) return { companyId: row.new_company_id, role: row.role };
  await db.delete(companies).where(eq(companies.id, row.new_company_id));
  return findMembership(db, params);
}

/** Locks the company's row: counts against a per-company limit stay true until the transaction ends. */
export async function lockCompany(db: Executor, params: { companyId: number }): Promise<void> {
  await db.select({ id: companies.id }).from(companies).where(eq(companies.id, params.companyId)).for('update');
}

export async function listMemberIds(db: Executor, params: { companyId: number }): Promise<number[]> {
  const rows = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(eq(companyMembers.companyId, params.companyId));
  return rows.map((row) => row.userId);
}

/**
 * Who on the company's side hears of a developer's message: the conversation's contact while they are
 * a member, else the company's longest-standing owner.
 */
export async function findCompanyRecipient(
  db: Executor,
  params: { companyId: number; contactUserId: number | null },
): Promise<number | null> {
  const [row] = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(eq(companyMembers.companyId, params.companyId))
    .orderBy(
      sql`${companyMembers.userId} is distinct from ${params.contactUserId}`,
      sql`${companyMembers.role} <> 'owner'`,
      companyMembers.createdAt,
      companyMembers.userId,
    )
    .limit(1);
  return row?.userId ?? null;
}

/**
 * Takes the user out of their company (their account is being deleted, or they joined another). The
 * last member takes the company along: its jobs, lists and logo go; its conversations stay for the
 * developers, without the job (which is gone). The last owner cannot leave other members behind (409).
 */
export async function leaveCompany(db: Executor, params: { userId: number }): Promise<void> {
  const membership = await findMembership(db, params);
  if (!membership) return;
  const { companyId } = membership;
  await lockCompany(db, { companyId });
  const members = await db
    .select({ userId: companyMembers.userId, role: companyMembers.role })
    .from(companyMembers)
    .where(eq(companyMembers.companyId, companyId));
  const others = members.filter((member) => member.userId !== params.userId);
  if (others.length > 0) {
    if (membership.role === 'owner' && !others.some((member) => member.role === 'owner')) throw new AppError('CONFLICT', LAST_OWNER);
    await db.delete(companyMembers).where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, params.userId)));
    return;
  }
  await db.update(conversations).set({ jobId: null }).where(eq(conversations.companyId, companyId));
  const [company] = await db.delete(companies).where(eq(companies.id, companyId)).returning({ logoFileId: companies.logoFileId });
  if (company?.logoFileId) await deleteStoredFile(db, { fileId: company.logoFileId, ownerUserId: null });
}
