/**
 * The daily blog post: while the 'daily post' setting is on, one post is published each UTC day
 * at the configured hour (or at the first check after it, e.g. at start). Every server checks each
 * minute; the one that claims the day in job_runs writes the post, so it appears once per day
 * across servers and restarts. A claimed day is not retried if its run fails: one lost post beats
 * two.
 */
import { getPlatformSettings } from '#server/db/platform-settings.queries.ts';
import { claimJobRun, finishJobRun } from '#server/db/job-runs.queries.ts';
import { startMinuteCheck } from '#server/lib/minute-check.ts';
import type { TBlogDeps } from './blog-deps.ts';
import { generateDailyPost } from './daily-post.ts';
import { toUtcDate } from './market-report-writer.ts';

export const DAILY_POST_JOB = 'daily-blog-post';

type TDailyPostCheck = 'disabled' | 'not-due' | 'already-claimed' | 'published' | 'failed';

/** Publishes today's post when it is due and this call wins the day's claim. */
export async function runDailyPostCheck(deps: TBlogDeps, now = new Date()): Promise<TDailyPostCheck> {
  const { db, log } = deps;
  const settings = await getPlatformSettings(db);
  if (!settings.dailyBlogPostEnabled) return 'disabled';
  if (now.getUTCHours() < settings.dailyBlogPostHourUtc) return 'not-due';
  const runDate = toUtcDate(now);
  if (!(await claimJobRun(db, { job: DAILY_POST_JOB, runDate }))) return 'already-claimed';
  try {
    const audit = { action: 'blog.daily_post_published', userId: null, ipAddress: null };
    const { post, writer } = await generateDailyPost(deps, { now, audit });
    await finishJobRun(db, { job: DAILY_POST_JOB, runDate, result: { postId: post.id, slug: post.slug, writer } });
    log.info({ slug: post.slug, writer }, 'daily blog post published');
    return 'published';
  } catch (error) {
    await finishJobRun(db, { job: DAILY_POST_JOB, runDate, result: { error: error instanceof Error ? error.message : String(error) } });
    log.error({ err: error }, 'daily blog post failed');
    return 'failed';
  }
}

/** Checks now and then every minute; the returned stop function waits for a check under way. */
export function startDailyPostJob(deps: TBlogDeps): () => Promise<void> {
  return startMinuteCheck(() => runDailyPostCheck(deps), deps.log, 'daily blog post check failed');
}
