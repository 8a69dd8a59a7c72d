/**
 * The short section 'Add Backlinks' appends to published posts: links to sign-up and to the blog on
 * the product's own site (APP_URL). A post that already links to APP_URL's blog has it, which makes
 * the action idempotent and lets a change of APP_URL add the new links once.
 */
import type { TUpdateBacklinksResponse } from '#shared/schemas/blog.ts';
import type { Database } from '#server/db/client.ts';
import { writeAuditLog, type TAuditEntry } from '#server/db/audit-log.queries.ts';
import { appendSectionWhereMissing } from './admin-blog.queries.ts';

function createBacklinksSection(appUrl: string): { section: string; marker: string } {
  const marker = `](${appUrl}/blog)`;
  const section = [
    '',
    '',
    '## Find your next match on DevMatch',
    '',
    `DevMatch matches developers and employers on skills, not keywords. [Create your free account](${appUrl}/signup) to get your resume scored and be found by employers, or [read more articles on the DevMatch blog${marker}.`,
  ].join('\n');
  return { section, marker };
}

export async function addBacklinks(
  db: Database,
  params: { appUrl: string; audit: Pick<TAuditEntry, 'userId' | 'ipAddress'> },
): Promise<TUpdateBacklinksResponse> {
  const host = new URL(params.appUrl).host;
  const updatedIds = await db.transaction(async (tx) => {
    const ids = await appendSectionWhereMissing(tx, createBacklinksSection(params.appUrl));
    await writeAuditLog(tx, {
      ...params.audit,
      action: 'blog.backlinks_updated',
      resourceType: 'blog_post',
      details: { host, postIds: ids },
    });
    return ids;
  });
  return { updated: updatedIds.length, host };
}
