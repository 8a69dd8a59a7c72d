/**
 * What link previews and search engines read of a public resume page, /r/{slug}: the person's name and
 * headline (never contact details), noindex unless the developer allowed indexing, and a 404 status
 * for a link that is not (or no longer) published.
 */
import type { Executor } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TFindPageMeta } from '#server/plugins/web-client.ts';
import { parseResume } from '#server/resume-engine/parse/parse-resume.ts';
import { readPublicResume, toResumeLinkUrl } from './resume-link.ts';

const RESUME_PAGE_PATH = /^\/r\/([^/]+)\/?$/;

export function createResumeLinkPageMeta(db: Executor, appUrl: string): TFindPageMeta {
  return async (path) => {
    const match = RESUME_PAGE_PATH.exec(path);
    if (!match) return null;
    const slug = decodeURIComponent(match[1]!);
    const url = toResumeLinkUrl(appUrl, encodeURIComponent(slug.toLowerCase()));
    try {
      // NUL cannot be in a stored slug, and PostgreSQL refuses it in a query.
      if (slug.includes('\0') || slug.length > 100) throw new AppError('NOT_FOUND', 'Resume not found');
      const page = await readPublicResume(db, { slug });
      const headline = parseResume(page.markdown).headline?.value;
      return {
        title: `${page.fullName}${headline ? ` — ${headline}` : ''} | Resume`,
        description: `The resume of ${page.fullName}${headline ? `, ${headline}` : ''}, shared on DevMatch.`,
        url,
        image: null,
        type: 'profile',
        isIndexable: page.isIndexable,
      };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return {
        title: 'Resume not found | DevMatch',
        description: 'This resume link does not exist or is no longer published.',
        url,
        image: null,
        type: 'website',
        isIndexable: false,
        status: 404,
      };
    }
  };
}
