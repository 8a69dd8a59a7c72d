/**
 * One new post, for 'Generate Daily Post' and the daily job: written by the admin's model when one
 * is connected, else (or when it fails) by the built-in market report writer; then given a cover,
 * saved and audited in one transaction.
 */
import type { TBlogPostSummary, TBlogWriter } from '#shared/schemas/blog.ts';
import { getLlmConnection } from '#server/db/ai-settings.queries.ts';
import { AppError } from '#server/lib/app-error.ts';
import { writeAuditLog, type TAuditEntry } from '#server/db/audit-log.queries.ts';
import { LlmFailure } from '#server/lib/llm-client.ts';
import { findFreeSlug, findTakenSlugs, insertPost, listRecentTitles } from './admin-blog.queries.ts';
import type { TBlogDeps } from './blog-deps.ts';
import { createCoverFinder } from './covers.ts';
import { writeLlmArticle } from './llm-writer.ts';
import { getMarketReportSlug, writeMarketReport } from './market-report-writer.ts';
import { toNewPost, type TPostDraft } from './post-draft.ts';

const MARKET_REPORT_EXISTS_MESSAGE =
  "Today's market report has already been published; the built-in writer publishes one a day (UTC). Connect an AI model in the settings for more posts.";
/** The model sees this many of the newest titles: enough to avoid repeats, small enough for any context. */
const TITLES_FOR_MODEL = 200;

type TDailyPostAudit = Pick<TAuditEntry, 'action' | 'userId' | 'ipAddress'>;

async function writeDraft({ db, secrets, log }: TBlogDeps, now: Date): Promise<{ draft: TPostDraft; writer: TBlogWriter }> {
  const llm = await getLlmConnection(db, secrets);
  if (llm) {
    try {
      const draft = await writeLlmArticle(llm, await listRecentTitles(db, { limit: TITLES_FOR_MODEL }));
      return { draft: { ...draft, slug: await findFreeSlug(db, { base: draft.slug }) }, writer: 'llm' };
    } catch (error) {
      const reason = error instanceof LlmFailure ? error.reason : 'The AI model could not be used.';
      log.warn({ model: llm.model, reason, err: error }, 'LLM blog writer failed; the built-in writer writes the post');
    }
  }
  // Checked before the figures are gathered; the slug's unique index is what finally guarantees it.
  const taken = await findTakenSlugs(db, { slugs: [getMarketReportSlug(now)] });
  if (taken.size > 0) throw new AppError('CONFLICT', MARKET_REPORT_EXISTS_MESSAGE);
  return { draft: await writeMarketReport(db, now), writer: 'built-in' };
}

export async function generateDailyPost(
  deps: TBlogDeps,
  params: { now: Date; audit: TDailyPostAudit },
): Promise<{ post: TBlogPostSummary; writer: TBlogWriter }> {
  const { db } = deps;
  const { draft, writer } = await writeDraft(deps, params.now);
  const covers = await createCoverFinder(deps);
  const cover = await covers.findCover({ slug: draft.slug, words: draft.coverWords });
  const post = await db.transaction(async (tx) => {
    const created = await insertPost(tx, toNewPost(draft, cover, { writer, publishedAt: params.now }));
    if (!created) {
      throw new AppError(
        'CONFLICT',
        writer === 'built-in' ? MARKET_REPORT_EXISTS_MESSAGE : 'A post with this title was just published; try again',
      );
    }
    const details = { writer, slug: created.slug, title: created.title };
    await writeAuditLog(tx, { ...params.audit, resourceType: 'blog_post', resourceId: created.id, details });
    return created;
  });
  await covers.reportCoverUsed(cover);
  return { post, writer };
}
