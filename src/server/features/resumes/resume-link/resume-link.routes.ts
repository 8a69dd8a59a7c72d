/**
 * Public resume links. The developer's side (/api/applicant/{userId}/resume-link: read with counts,
 * publish or change, unpublish) needs the owner or an admin; the public side
 * (/api/public/resumes/{slug} and its PDF) needs no account, and anonymous reads are limited per
 * address and per link. A visitor counts once a day (resume-link.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ZMessageSchema } from '#shared/schemas/auth.ts';
import { ZResumePdfQuerySchema } from '#shared/schemas/resumes/resume.ts';
import { ZPublicResumeSchema, ZPublishResumeLinkRequestSchema, ZResumeLinkResponseSchema } from '#shared/schemas/resumes/resume-link.ts';
import { createTextSchema } from '#shared/schemas/text.ts';
import { ZUserParamsSchema, type TZodApp } from '#server/lib/route-params.ts';
import type { TConfig } from '#server/config.ts';
import { throwRateLimited } from '#server/db/rate-limits.queries.ts';
import { createMemoryRateLimit } from '#server/lib/memory-rate-limit.ts';
import { getActor, requireUser } from '#server/plugins/auth.ts';
import { sendPdf } from '../resume-pdf.ts';
import {
  countPublicResumeUse,
  findPublicResume,
  getPublicResumePdf,
  getResumeLink,
  publishResumeLink,
  type TPublicResumePage,
  toPublicPdfName,
  unpublishResumeLink,
} from './resume-link.ts';

const ZSlugParamsSchema = z.object({
  slug: createTextSchema({ label: 'Link', error: 'Link must be text' }).min(1, 'Link is required').max(100, 'Link is too long'),
});

function registerOwnerRoutes(app: TZodApp) {
  // Authentication comes before input validation: without a session the answer is 401, whatever the input.
  app.addHook('onRequest', requireUser);
  app.get(
    '/applicant/:userId/resume-link',
    {
      schema: {
        summary: "A developer's public resume link and its views",
        params: ZUserParamsSchema,
        response: { 200: ZResumeLinkResponseSchema },
      },
    },
    async (request) => ({ link: await getResumeLink(app.ctx, getActor(request), { userId: request.params.userId }) }),
  );

  app.put(
    '/applicant/:userId/resume-link',
    {
      schema: {
        summary: 'Publish a resume at a public link, or change the link',
        params: ZUserParamsSchema,
        body: ZPublishResumeLinkRequestSchema,
        response: { 200: ZResumeLinkResponseSchema },
      },
    },
    async (request) => ({
      link: await publishResumeLink(app.ctx, getActor(request), { userId: request.params.userId, request: request.body }),
    }),
  );

  app.delete(
    '/applicant/:userId/resume-link',
    {
      schema: { summary: 'Unpublish the public resume link', params: ZUserParamsSchema, response: { 200: ZMessageSchema } },
    },
    async (request) => {
      const wasPublished = await unpublishResumeLink(app.ctx, getActor(request), { userId: request.params.userId });
      return { message: wasPublished ? 'Your resume is no longer public' : 'Your resume was not public' };
    },
  );
}

type TPublicRead = 'page' | 'pdf';

/**
 * Limits on anonymous reads of public links, per address (checked before any lookup) and per link:
 * a flood from one address, or at one link from many, gets 429 with Retry-After. Signed-in readers
 * are accountable and not limited here.
 */
function createPublicReadLimits(limits: TConfig['publicResumeReads']) {
  const perAddress = { page: createMemoryRateLimit(limits.pagesPerAddress), pdf: createMemoryRateLimit(limits.pdfsPerAddress) };
  const perLink = { page: createMemoryRateLimit(limits.pagesPerLink), pdf: createMemoryRateLimit(limits.pdfsPerLink) };
  const refuse = (retryAfterSeconds: number | null) => {
    if (retryAfterSeconds !== null) throwRateLimited(TOO_MANY_READS, retryAfterSeconds);
  };
  return {
    checkAddress(request: FastifyRequest, read: TPublicRead) {
      if (!request.user) refuse(perAddress[read].hit(request.ip));
    },
    checkLink(request: FastifyRequest, read: TPublicRead, linkId: number) {
      if (!request.user) refuse(perLink[read].hit(String(linkId)));
    },
  };
}

const TOO_MANY_READS = 'This resume has been opened too often from here.';

function registerPublicRoutes(app: TZodApp) {
  const { ctx } = app;
  const limits = createPublicReadLimits(ctx.config.publicResumeReads);

  /** The page behind the slug for an allowed read; a temporary redirect (to `toPath` of the new slug) for a renamed link. */
  async function readPage(
    request: FastifyRequest,
    reply: FastifyReply,
    { slug, read, toPath }: { slug: string; read: TPublicRead; toPath: (slug: string) => string },
  ) {
    limits.checkAddress(request, read);
    const found = await findPublicResume(ctx.db, { slug });
    if ('movedTo' in found) {
      void reply.redirect(toPath(encodeURIComponent(found.movedTo)), 307);
      return null;
    }
    limits.checkLink(request, read, found.page.linkId);
    // The page decides about indexing (X-Robots-Tag on /r/{slug}); its data is never a search result.
    reply.header('x-robots-tag', 'noindex');
    return found.page;
  }

  const countUse = (request: FastifyRequest, page: TPublicResumePage, use: 'views' | 'downloads') =>
    countPublicResumeUse(ctx, { page, viewerId: request.user?.id ?? null, address: request.ip, use });

  app.get(
    '/public/resumes/:slug',
    { schema: { summary: 'A published resume (no account needed)', params: ZSlugParamsSchema, response: { 200: ZPublicResumeSchema } } },
    async (request, reply) => {
      const page = await readPage(request, reply, {
        slug: request.params.slug,
        read: 'page',
        toPath: (slug) => `/api/public/resumes/${slug}`,
      });
      if (!page) return reply;
      await countUse(request, page, 'views');
      reply.header('cache-control', 'private, no-store');
      return { fullName: page.fullName, markdown: page.markdown, template: page.template, updatedAt: page.updatedAt.toISOString() };
    },
  );

  app.get(
    '/public/resumes/:slug/pdf',
    { schema: { summary: 'A published resume as PDF (no account needed)', params: ZSlugParamsSchema, querystring: ZResumePdfQuerySchema } },
    async (request, reply) => {
      const { size } = request.query;
      const page = await readPage(request, reply, {
        slug: request.params.slug,
        read: 'pdf',
        toPath: (slug) => `/api/public/resumes/${slug}/pdf?size=${size}`,
      });
      if (!page) return reply;
      const pdf = await getPublicResumePdf(page, size);
      // Counted once the PDF exists (a busy answer, 503, is not a download) and before it is sent.
      await countUse(request, page, 'downloads');
      return sendPdf(reply, toPublicPdfName(page), pdf);
    },
  );
}

export const resumeLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  registerOwnerRoutes(app);
};

export const publicResumeRoutes: FastifyPluginAsyncZod = async (app) => {
  registerPublicRoutes(app);
};
