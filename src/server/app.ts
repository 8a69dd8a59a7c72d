/**
 * Builds the Fastify app (no listen): plugins, the session loader, the API routes and the web client.
 * index.ts listens; tests call buildApp() and use app.inject().
 */
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyBaseLogger, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppContext } from './context.ts';
import { RESUME_MAX_BYTES } from '#shared/schemas/resumes/resume.ts';
import { adminApiKeyRoutes } from './features/admin/api-keys.routes.ts';
import { adminAuditLogRoutes } from './features/admin/audit-logs.routes.ts';
import { adminSettingsRoutes } from './features/admin/settings.routes.ts';
import { adminStatsRoutes } from './features/admin/stats.routes.ts';
import { adminUsageRoutes } from './features/admin/usage.routes.ts';
import { accountDataRoutes } from './features/accounts/account-data.routes.ts';
import { accountSessionRoutes } from './features/accounts/account-sessions.routes.ts';
import { accountRoutes } from './features/accounts/accounts.routes.ts';
import { adminUserRoutes } from './features/accounts/admin-users.routes.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { adminBlogRoutes } from './features/blog/admin-blog.routes.ts';
import { blogFeedRoutes, createBlogSitemapSource } from './features/blog/blog-feeds.routes.ts';
import { hiringAnalyticsRoutes } from './features/hiring-analytics/hiring-analytics.routes.ts';
import { employerInterviewRoutes, interviewRoutes } from './features/interviews/interviews.routes.ts';
import { jobCandidateRoutes, jobFitRoutes } from './features/jobs/job-matching.routes.ts';
import { learningRoutes } from './features/learning/learning.routes.ts';
import { createJobPageMeta, createJobSitemapSource } from './features/jobs/job-page-meta.ts';
import { createBlogPageMeta } from './features/blog/blog-page-meta.ts';
import { blogRoutes } from './features/blog/blog.routes.ts';
import { candidateRoutes } from './features/candidate-search/candidate-search.routes.ts';
import { employerRoutes } from './features/candidate-search/employer-lists.routes.ts';
import { messageTemplateRoutes } from './features/message-templates/message-templates.routes.ts';
import { candidateTagRoutes } from './features/candidate-tags/candidate-tags.routes.ts';
import { invitationRoutes, teamRoutes } from './features/team/team.routes.ts';
import { applicationRoutes, employerJobRoutes, jobRoutes } from './features/jobs/jobs.routes.ts';
import { notificationRoutes } from './features/notifications/notifications.routes.ts';
import { conversationRoutes } from './features/conversations/conversations.routes.ts';
import { alertRoutes } from './features/candidate-search/alerts/alerts.routes.ts';
import { profileRoutes } from './features/profiles/profiles.routes.ts';
import { resumeAiRoutes } from './features/resume-ai/resume-ai.routes.ts';
import { createResumeLinkPageMeta } from './features/resumes/resume-link/resume-link-page-meta.ts';
import { publicResumeRoutes, resumeLinkRoutes } from './features/resumes/resume-link/resume-link.routes.ts';
import { resumeRoutes } from './features/resumes/resumes.routes.ts';
import { registerSessionLoader } from '#server/plugins/auth.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import type { TSkillReader } from './db/skill-index.ts';
import { createBackgroundTasks } from './lib/background-tasks.ts';
import { documented, registerApiDocs } from './plugins/api-docs.ts';
import { registerCrossSiteRequestCheck } from './plugins/cross-site-requests.ts';
import { registerEmptyJsonBody } from './plugins/empty-json-body.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerRequestTextCheck } from './plugins/request-text.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { createCrawlerRoutes } from './plugins/crawlers.ts';
import { combinePageMeta, registerWebClient } from './plugins/web-client.ts';
import { runInWorker } from './resume-engine/run-in-worker.ts';
import { SEARCH_COLUMNS_VERSION, toSearchColumns } from './resume-engine/skills/search-columns.ts';

const BACKGROUND_TASKS_SHUTDOWN_WAIT_MS = 10_000;

export type TBuildAppOptions = {
  ctx: TAppContext;
  /** The process's pino logger; tests leave it out and get a silent app. */
  logger?: FastifyBaseLogger;
  /** Directory of the built web client; tests of the API leave it out. */
  clientDir?: string | false;
  /** Told of every route as it is added; the authorization matrix test reads the route table through it. */
  onRoute?: (route: RouteOptions) => void;
};

export async function buildApp({ ctx, logger, clientDir, onRoute }: TBuildAppOptions) {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    bodyLimit: ctx.config.bodyLimitBytes,
    trustProxy: ctx.config.trustProxy,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('ctx', ctx);
  const backgroundTasks = createBackgroundTasks();
  app.decorate('backgroundTasks', backgroundTasks);
  // The skill index lives in db/, which may not import the engine: it reads texts with what it is given here.
  app.decorate('skillReader', {
    recognizeSkills: (text) => runInWorker('recognize-skills', { text }),
    searchColumnsVersion: SEARCH_COLUMNS_VERSION,
    toSearchColumns,
  } satisfies TSkillReader);
  // Shutdown lets mails already under way go out, but a hung mail server cannot hold it for long.
  app.addHook('onClose', async () => {
    if (!(await backgroundTasks.settle(BACKGROUND_TASKS_SHUTDOWN_WAIT_MS))) app.log.warn('closing with background tasks still running');
  });

  registerErrorHandling(app);
  registerEmptyJsonBody(app);
  registerRequestTextCheck(app);
  await registerSecurityHeaders(app);
  await app.register(fastifyCookie);
  registerCrossSiteRequestCheck(app);
  // One file per request; the largest upload is a resume. Routes lower the cap (pictures: 5 MB).
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 10, fileSize: RESUME_MAX_BYTES, parts: 12 } });
  registerSessionLoader(app);

  // Before the routes: it collects them as they are added.
  await registerApiDocs(app);
  await app.register(documented('health', healthRoutes, { isPublic: true }), { prefix: '/api' });
  await app.register(documented('auth', authRoutes), { prefix: '/api/auth' });
  await app.register(documented('accounts', accountRoutes), { prefix: '/api' });
  await app.register(documented('accounts', accountSessionRoutes), { prefix: '/api' });
  await app.register(documented('accounts', accountDataRoutes), { prefix: '/api' });
  await app.register(documented('accounts', adminUserRoutes), { prefix: '/api' });
  await app.register(documented('profiles', profileRoutes), { prefix: '/api' });
  await app.register(documented('resumes', resumeRoutes), { prefix: '/api' });
  await app.register(documented('resumes', resumeLinkRoutes), { prefix: '/api' });
  await app.register(documented('resumes', publicResumeRoutes, { isPublic: true }), { prefix: '/api' });
  await app.register(documented('resume-ai', resumeAiRoutes), { prefix: '/api' });
  await app.register(documented('candidate-search', candidateRoutes), { prefix: '/api' });
  await app.register(documented('candidate-search', employerRoutes), { prefix: '/api/employer' });
  await app.register(documented('jobs', employerJobRoutes), { prefix: '/api/employer' });
  await app.register(documented('team', teamRoutes), { prefix: '/api/employer' });
  await app.register(documented('team', invitationRoutes, { isPublic: true }), { prefix: '/api' });
  await app.register(documented('jobs', jobRoutes, { isPublic: true }), { prefix: '/api' });
  await app.register(documented('jobs', applicationRoutes), { prefix: '/api' });
  await app.register(documented('jobs', jobFitRoutes), { prefix: '/api' });
  await app.register(documented('jobs', jobCandidateRoutes), { prefix: '/api/employer' });
  await app.register(documented('hiring-analytics', hiringAnalyticsRoutes), { prefix: '/api/employer' });
  await app.register(documented('message-templates', messageTemplateRoutes), { prefix: '/api/employer' });
  await app.register(documented('candidate-tags', candidateTagRoutes), { prefix: '/api/employer' });
  await app.register(documented('interviews', employerInterviewRoutes), { prefix: '/api/employer' });
  await app.register(documented('interviews', interviewRoutes), { prefix: '/api' });
  await app.register(documented('learning', learningRoutes), { prefix: '/api' });
  await app.register(documented('notifications', notificationRoutes), { prefix: '/api' });
  await app.register(documented('conversations', conversationRoutes), { prefix: '/api' });
  await app.register(documented('candidate-search', alertRoutes), { prefix: '/api' });
  await app.register(documented('blog', blogRoutes, { isPublic: true }), { prefix: '/api/blog' });
  await app.register(documented('blog', blogFeedRoutes, { isPublic: true }));
  const sitemapSources = [createBlogSitemapSource(ctx.db), createJobSitemapSource(ctx.db)];
  await app.register(documented('crawlers', createCrawlerRoutes(ctx.config.appUrl, sitemapSources), { isPublic: true }));
  await app.register(documented('admin', adminSettingsRoutes), { prefix: '/api/admin' });
  await app.register(documented('admin', adminApiKeyRoutes), { prefix: '/api/admin' });
  await app.register(documented('admin', adminUsageRoutes), { prefix: '/api/admin' });
  await app.register(documented('blog', adminBlogRoutes), { prefix: '/api/admin/blog' });
  await app.register(documented('admin', adminStatsRoutes), { prefix: '/api/admin' });
  await app.register(documented('admin', adminAuditLogRoutes), { prefix: '/api/admin' });

  await registerWebClient(app, clientDir === false ? null : clientDir, {
    findPageMeta: combinePageMeta(
      createBlogPageMeta(ctx.db, ctx.config.appUrl),
      createJobPageMeta(ctx.db, ctx.config.appUrl),
      createResumeLinkPageMeta(ctx.db, ctx.config.appUrl),
    ),
  });
  return app;
}

export type TApp = Awaited<ReturnType<typeof buildApp>>;
