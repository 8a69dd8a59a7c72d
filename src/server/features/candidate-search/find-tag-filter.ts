/** The candidate search's tag filter, over the searcher's own company's tags. */
import type { TAppContext } from '#server/context.ts';
import { findTagFilter } from '#server/db/tag-filter.queries.ts';
import { resolveEmployerWorkspace } from '#server/plugins/employer-workspace.ts';

/** The profiles carrying every tag asked for, or undefined (no filter) when none is asked; read only then. */
export async function findSearchersTagFilter(db: TAppContext['db'], viewerId: number, tagIds: number[]): Promise<Set<number> | undefined> {
  if (tagIds.length === 0) return undefined;
  const { companyId } = await resolveEmployerWorkspace(db, { viewerId, employerId: viewerId, access: 'read' });
  return findTagFilter(db, { companyId, tagIds });
}
