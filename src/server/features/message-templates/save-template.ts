/**
 * Writing a company's message templates: creating (at most TEMPLATES_MAX_PER_COMPANY), replacing and
 * deleting, each audited and recording the colleague who wrote it. A name is unique in the company
 * whatever its case (409), checked while the company's row is locked.
 */
import { TEMPLATES_MAX_PER_COMPANY, type TTemplate, type TTemplateKind } from '#shared/schemas/message-templates.ts';
import type { TAppContext } from '#server/context.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { lockCompany } from '#server/db/company-members.queries.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { resolveNamedEmployerWorkspace, type TWorkspace } from '#server/plugins/employer-workspace.ts';
import {
  countTemplates,
  deleteTemplate,
  findTemplate,
  hasTemplateNamed,
  insertTemplate,
  listTemplates,
  updateTemplate,
} from './message-templates.queries.ts';

const NOT_YOUR_TEMPLATES = "You can only use your own company's templates.";
const TEMPLATE_NOT_FOUND = 'Template not found';
const templateExists = (name: string) => `A template named "${name}" already exists.`;

type TTemplateFields = { name: string; kind: TTemplateKind; subject: string | null; body: string };

/** The employer the path names acts for their company (a viewer reads only); an admin may read it. */
function resolveTemplatesWorkspace(
  db: TAppContext['db'],
  actor: TActor,
  employerId: number,
  access: 'read' | 'change',
): Promise<TWorkspace> {
  return resolveNamedEmployerWorkspace(db, actor, { employerId, access, notYours: NOT_YOUR_TEMPLATES });
}

export async function listCompanyTemplates(
  { db }: Pick<TAppContext, 'db'>,
  actor: TActor,
  params: { employerId: number; kind?: TTemplateKind },
): Promise<TTemplate[]> {
  const { companyId } = await resolveTemplatesWorkspace(db, actor, params.employerId, 'read');
  return listTemplates(db, { companyId, kind: params.kind });
}

/** Creates the template, or replaces the one of `templateId` (404 when it is not the company's). */
export async function saveTemplate(
  { db }: Pick<TAppContext, 'db'>,
  actor: TActor,
  params: TTemplateFields & { employerId: number; templateId?: number },
): Promise<TTemplate> {
  const { employerId, templateId, ...fields } = params;
  const { companyId, actorUserId } = await resolveTemplatesWorkspace(db, actor, employerId, 'change');
  return db.transaction(async (tx) => {
    await lockCompany(tx, { companyId });
    if (templateId !== undefined && !(await findTemplate(tx, { companyId, templateId })))
      throw new AppError('NOT_FOUND', TEMPLATE_NOT_FOUND);
    if (await hasTemplateNamed(tx, { companyId, name: fields.name, exceptId: templateId })) {
      throw new AppError('CONFLICT', templateExists(fields.name));
    }
    if (templateId === undefined && (await countTemplates(tx, { companyId })) >= TEMPLATES_MAX_PER_COMPANY) {
      throw new AppError('BAD_REQUEST', `A company can keep at most ${TEMPLATES_MAX_PER_COMPANY} templates. Delete one first.`);
    }
    const id = templateId ?? (await insertTemplate(tx, { ...fields, companyId, actorUserId }));
    if (templateId !== undefined) await updateTemplate(tx, { ...fields, companyId, templateId, actorUserId });
    await writeAuditLog(tx, {
      action: templateId === undefined ? 'template.created' : 'template.updated',
      resourceType: 'message_template',
      resourceId: id,
      userId: actorUserId,
      ipAddress: actor.ipAddress,
      details: { companyId, name: fields.name, kind: fields.kind },
    });
    return (await findTemplate(tx, { companyId, templateId: id }))!;
  });
}

export async function removeTemplate(
  { db }: Pick<TAppContext, 'db'>,
  actor: TActor,
  params: { employerId: number; templateId: number },
): Promise<void> {
  const { companyId, actorUserId } = await resolveTemplatesWorkspace(db, actor, params.employerId, 'change');
  await db.transaction(async (tx) => {
    const template = await findTemplate(tx, { companyId, templateId: params.templateId });
    if (!template || !(await deleteTemplate(tx, { companyId, templateId: params.templateId }))) {
      throw new AppError('NOT_FOUND', TEMPLATE_NOT_FOUND);
    }
    await writeAuditLog(tx, {
      action: 'template.deleted',
      resourceType: 'message_template',
      resourceId: params.templateId,
      userId: actorUserId,
      ipAddress: actor.ipAddress,
      details: { companyId, name: template.name, kind: template.kind },
    });
  });
}
