/**
 * Which company an employer-side request acts for. Paths under /api/employer/{employerId} name a
 * person; what they reach is that person's company (a company of one until they invite colleagues).
 * Each feature decides first who may name that person (features/jobs/jobs-access.ts,
 * features/candidate-search/list-owner.ts); here the company is found and a viewer kept from writing.
 * Most take the usual rule, resolveNamedEmployerWorkspace, with their own refusal.
 */
import type { TCompanyRole } from '#shared/company-roles.ts';
import type { Executor } from '../db/client.ts';
import { findOrCreateMembership } from '../db/company-members.queries.ts';
import { AppError } from '../lib/app-error.ts';
import { assertEmployerAccess, type TActor } from './auth.ts';

export const VIEWERS_READ_ONLY = 'Viewers can only read. Ask an owner of your company to make you a recruiter.';
const EMPLOYER_NOT_FOUND = 'Employer not found';

/** The company acted for, the actor's role in it, and who acts (recorded in the history and the audit log). */
export type TWorkspace = { companyId: number; role: TCompanyRole; actorUserId: number };

export async function resolveEmployerWorkspace(
  db: Executor,
  params: { viewerId: number; employerId: number; access: 'read' | 'change' },
): Promise<TWorkspace> {
  const membership = await findOrCreateMembership(db, { userId: params.employerId });
  if (!membership) throw new AppError('NOT_FOUND', EMPLOYER_NOT_FOUND);
  if (params.access === 'change' && membership.role === 'viewer') throw new AppError('FORBIDDEN', VIEWERS_READ_ONLY);
  return { companyId: membership.companyId, role: membership.role, actorUserId: params.viewerId };
}

/**
 * The usual rule of a company's data: the employer the path names acts for their company (a viewer
 * reads only), an admin may read it; anyone else is refused with `notYours` (403).
 */
export function resolveNamedEmployerWorkspace(
  db: Executor,
  actor: TActor,
  params: { employerId: number; access: 'read' | 'change'; notYours: string },
): Promise<TWorkspace> {
  const { employerId, access } = params;
  assertEmployerAccess(actor.viewer, employerId, access, params.notYours);
  return resolveEmployerWorkspace(db, { viewerId: actor.viewer.id, employerId, access });
}
