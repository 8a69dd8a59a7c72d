/**
 * What link previews and search engines read of a public resume page, /r/{slug}: the person's name and
 * headline (never contact details), noindex unless the developer allowed indexing, a redirect from a
 * renamed link's old address, and a 404 status for a link that is not (or no longer) published.
 */
import type { Executor } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TFindPageMeta, TPageMeta } from '#server/plugins/web-client.ts';
import { findPublicResume, RESUME_LINK_NOT_FOUND, toResumeLinkUrl } from './resume-link.ts';

const RESUME_PAGE_PATH = /^\/r\/([^/]+)\/?$/;

export function createResumeLinkPageMeta(db: Executor, appUrl: string): TFindPageMeta {
  return async (path) => {
    const match = RESUME_PAGE_PATH.exec(path);
    if (!match) return null;
    const slug = decodeURIComponent(match[1]!);
    const url = toResumeLinkUrl(appUrl, encodeURIComponent(slug.toLowerCase()));
    const notFound: TPageMeta = {
      title: 'Resume not found | DevMatch',
      description: RESUME_LINK_NOT_FOUND,
      url,
      image: null,
      type: 'website',
      isIndexable: false,
      status: 404,
    };
    // NUL cannot be in a stored slug, and PostgreSQL refuses it in a query.
    if (slug.includes('\0') || slug.length > 100) return notFound;
    let found: Awaited<ReturnType<typeof findPublicResume>>;
    try {
      found = await findPublicResume(db, { slug });
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return notFound;
      // Busy: the plain page, which reads the resume itself and says what went wrong.
      if (error instanceof AppError) return null;
      throw error;
    }
    // A renamed link's old address leads to its new one.
    if ('movedTo' in found) return { movedTo: `/r/${encodeURIComponent(found.movedTo)}` };
    const { page } = found;
    const { fullName, headline } = page;
    return {
      title: `${fullName}${headline ? ` — ${headline}` : ''} | Resume`,
      description: `The resume of ${fullName}${headline ? `, ${headline}` : ''}, shared on DevMatch.`,
      url,
      image: null,
      type: 'profile',
      isIndexable: page.isIndexable,
    };
  };
}
