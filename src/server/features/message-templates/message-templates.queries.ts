/** A company's message templates, every query scoped by the company's id. */
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { TTemplate, TTemplateKind } from '#shared/schemas/message-templates.ts';
import type { Executor } from '#server/db/client.ts';
import { messageTemplates as mt, users } from '#server/db/schema.ts';

type TTemplateFields = { name: string; kind: TTemplateKind; subject: string | null; body: string };

function selectTemplates(db: Executor, where: SQL | undefined) {
  return db
    .select({
      id: mt.id,
      name: mt.name,
      kind: mt.kind,
      subject: mt.subject,
      body: mt.body,
      updatedAt: mt.updatedAt,
      updatedByName: users.fullName,
    })
    .from(mt)
    .leftJoin(users, eq(users.id, mt.updatedByUserId))
    .where(where)
    .orderBy(asc(mt.kind), asc(sql`lower(${mt.name})`));
}

const toTemplate = (row: Awaited<ReturnType<typeof selectTemplates>>[number]): TTemplate => ({
  ...row,
  updatedAt: row.updatedAt.toISOString(),
});

export async function listTemplates(db: Executor, params: { companyId: number; kind?: TTemplateKind }): Promise<TTemplate[]> {
  const rows = await selectTemplates(db, and(eq(mt.companyId, params.companyId), params.kind ? eq(mt.kind, params.kind) : undefined));
  return rows.map(toTemplate);
}

export async function findTemplate(db: Executor, params: { companyId: number; templateId: number }): Promise<TTemplate | undefined> {
  const [row] = await selectTemplates(db, and(eq(mt.companyId, params.companyId), eq(mt.id, params.templateId)));
  return row && toTemplate(row);
}

/** The company's template of this name in any case, other than `exceptId`. */
export async function hasTemplateNamed(db: Executor, params: { companyId: number; name: string; exceptId?: number }): Promise<boolean> {
  const [row] = await db
    .select({ id: mt.id })
    .from(mt)
    .where(
      and(
        eq(mt.companyId, params.companyId),
        sql`lower(${mt.name}) = lower(${params.name})`,
        params.exceptId === undefined ? undefined : sql`${mt.id} <> ${params.exceptId}`,
      ),
    );
  return row !== undefined;
}

export async function countTemplates(db: Executor, params: { companyId: number }): Promise<number> {
  const [row] = await db.select({ total: count() }).from(mt).where(eq(mt.companyId, params.companyId));
  return row!.total;
}

export async function insertTemplate(db: Executor, params: TTemplateFields & { companyId: number; actorUserId: number }): Promise<number> {
  const { actorUserId, ...fields } = params;
  const [row] = await db
    .insert(mt)
    .values({ ...fields, createdByUserId: actorUserId, updatedByUserId: actorUserId })
    .returning({ id: mt.id });
  return row!.id;
}

export async function updateTemplate(
  db: Executor,
  params: TTemplateFields & { companyId: number; templateId: number; actorUserId: number },
): Promise<boolean> {
  const { companyId, templateId, actorUserId, ...fields } = params;
  const changed = await db
    .update(mt)
    .set({ ...fields, updatedByUserId: actorUserId, updatedAt: sql`now()` })
    .where(and(eq(mt.companyId, companyId), eq(mt.id, templateId)))
    .returning({ id: mt.id });
  return changed.length > 0;
}

export async function deleteTemplate(db: Executor, params: { companyId: number; templateId: number }): Promise<boolean> {
  const deleted = await db
    .delete(mt)
    .where(and(eq(mt.companyId, params.companyId), eq(mt.id, params.templateId)))
    .returning({ id: mt.id });
  return deleted.length > 0;
}
