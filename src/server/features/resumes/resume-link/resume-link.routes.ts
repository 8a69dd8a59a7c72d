/**
 * Public resume links. The developer's side (/api/applicant/{userId}/resume-link: read with counts,
 * publish or change, unpublish) needs the owner or an admin; the public side
 * (/api/public/resumes/{slug} and its PDF) needs no account. A view counts once per visit: a cookie
 * scoped to the link's path, renewed on each view, marks the visit for VISIT_MINUTES; nothing about
 * the visitor is stored.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ZMessageSchema } from '#shared/schemas/auth.ts';
import { ZResumePdfQuerySchema } from '#shared/schemas/resume.ts';
import { ZPublicResumeSchema, ZPublishResumeLinkRequestSchema, ZResumeLinkResponseSchema } from '#shared/schemas/resume-link.ts';
import { createTextSchema } from '#shared/schemas/text.ts';
import { ZUserParamsSchema, type TZodApp } from '#server/lib/route-params.ts';
import { getActor, isSecureSite, requireUser } from '#server/plugins/auth.ts';
import { sendResumePdf } from '../resume-pdf.ts';
import { countPublicResumeUse, getResumeLink, publishResumeLink, readPublicResume, unpublishResumeLink } from './resume-link.ts';

const VISIT_COOKIE = 'devmatch_resume_visit';
const VISIT_MINUTES = 30;

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

/** True once per visit: when the browser brings no visit cookie for this link; the cookie is renewed either way. */
function isNewVisit(request: FastifyRequest, reply: FastifyReply, slug: string): boolean {
  const isNew = request.cookies[VISIT_COOKIE] === undefined;
  reply.setCookie(VISIT_COOKIE, '1', {
    path: `/api/public/resumes/${encodeURIComponent(slug)}`,
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureSite(request),
    maxAge: VISIT_MINUTES * 60,
  });
  return isNew;
}

function registerPublicRoutes(app: TZodApp) {
  const { db } = app.ctx;

  app.get(
    '/public/resumes/:slug',
    { schema: { summary: 'A published resume (no account needed)', params: ZSlugParamsSchema, response: { 200: ZPublicResumeSchema } } },
    async (request, reply) => {
      const { slug } = request.params;
      const page = await readPublicResume(db, { slug });
      if (isNewVisit(request, reply, slug)) await countPublicResumeUse(db, { page, viewerId: request.user?.id ?? null, use: 'views' });
      // The page decides about indexing (X-Robots-Tag on /r/{slug}); its data is never a search result.
      reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
      return { fullName: page.fullName, markdown: page.markdown, updatedAt: page.updatedAt.toISOString() };
    },
  );

  app.get(
    '/public/resumes/:slug/pdf',
    { schema: { summary: 'A published resume as PDF (no account needed)', params: ZSlugParamsSchema, querystring: ZResumePdfQuerySchema } },
    async (request, reply) => {
      const page = await readPublicResume(db, { slug: request.params.slug });
      reply.header('x-robots-tag', 'noindex');
      // Counted once the PDF is made (a busy answer, 503, is not a download) and before it is sent.
      return sendResumePdf(reply, { markdown: page.markdown, fileName: `${page.fullName} Resume`, pageSize: request.query.size }, () =>
        countPublicResumeUse(db, { page, viewerId: request.user?.id ?? null, use: 'downloads' }),
      );
    },
  );
}

export const resumeLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  registerOwnerRoutes(app);
};

export const publicResumeRoutes: FastifyPluginAsyncZod = async (app) => {
  registerPublicRoutes(app);
};
