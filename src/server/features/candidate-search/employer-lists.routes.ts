/**
 * The employer's favourites, private notes and saved searches.
 * Lists live under /api/employer/{employerId} and belong to that member's company, shared with
 * their colleagues (viewers read only); admins may read any employer's lists but change only their own.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAddFavoriteRequestSchema,
  ZFavoriteListSchema,
  ZFavoriteSchema,
  ZNoteListSchema,
  ZSavedSearchAlertsRequestSchema,
  ZSavedSearchListSchema,
  ZSavedSearchSchema,
  ZSaveNoteRequestSchema,
  ZSaveNoteResponseSchema,
  ZSaveSearchRequestSchema,
} from '#shared/schemas/candidate-search.ts';
import { createIdSchema } from '#shared/schemas/id.ts';
import { type TZodApp, ZEmployerParamsSchema } from '#server/lib/route-params.ts';
import { getActor, requireRole } from '#server/plugins/auth.ts';
import { forgetFavorite, listCompanyFavorites, saveFavorite } from './save-favorite.ts';
import { deleteCandidateNote, listCompanyNotes, saveCandidateNote } from './save-note.ts';
import { deleteCompanySavedSearch, listCompanySavedSearches, saveSearchUnderName, switchSavedSearchAlerts } from './save-search.ts';

// The API tests of alerts name the message where the route answers it.
export { EMPLOYER_NOT_VERIFIED_FOR_ALERTS } from './save-search.ts';

const ZEmployerApplicantParamsSchema = ZEmployerParamsSchema.extend({ applicantId: createIdSchema('Applicant id') });
const ZEmployerSavedSearchParamsSchema = ZEmployerParamsSchema.extend({ id: createIdSchema('Saved search id') });

function registerFavoriteRoutes(app: TZodApp) {
  const { ctx } = app;
  app.get(
    '/:employerId/favorites',
    {
      schema: {
        summary: "List the employer's favourite candidates",
        params: ZEmployerParamsSchema,
        response: { 200: ZFavoriteListSchema },
      },
    },
    async (request) => listCompanyFavorites(ctx, getActor(request), request.params),
  );

  app.post(
    '/:employerId/favorites',
    {
      schema: {
        summary: 'Add a favourite candidate',
        params: ZEmployerParamsSchema,
        body: ZAddFavoriteRequestSchema,
        response: { 201: ZFavoriteSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await saveFavorite(ctx, getActor(request), { ...request.params, ...request.body })),
  );

  app.delete(
    '/:employerId/favorites/:applicantId',
    { schema: { summary: 'Remove a favourite candidate', params: ZEmployerApplicantParamsSchema } },
    async (request, reply) => {
      await forgetFavorite(ctx, getActor(request), request.params);
      return reply.code(204).send();
    },
  );
}

function registerNoteRoutes(app: TZodApp) {
  const { ctx } = app;
  app.get(
    '/:employerId/notes',
    { schema: { summary: "List the employer's notes on candidates", params: ZEmployerParamsSchema, response: { 200: ZNoteListSchema } } },
    async (request) => listCompanyNotes(ctx, getActor(request), request.params),
  );

  app.post(
    '/:employerId/notes',
    {
      schema: {
        summary: 'Write a note on a candidate',
        params: ZEmployerParamsSchema,
        body: ZSaveNoteRequestSchema,
        response: { 200: ZSaveNoteResponseSchema },
      },
    },
    async (request) => saveCandidateNote(ctx, getActor(request), { ...request.params, ...request.body }),
  );

  app.delete(
    '/:employerId/notes/:applicantId',
    { schema: { summary: 'Delete a note on a candidate', params: ZEmployerApplicantParamsSchema } },
    async (request, reply) => {
      await deleteCandidateNote(ctx, getActor(request), request.params);
      return reply.code(204).send();
    },
  );
}

function registerSavedSearchRoutes(app: TZodApp) {
  const { ctx } = app;
  app.get(
    '/:employerId/saved-searches',
    { schema: { summary: "List the employer's saved searches", params: ZEmployerParamsSchema, response: { 200: ZSavedSearchListSchema } } },
    async (request) => listCompanySavedSearches(ctx, getActor(request), request.params),
  );

  app.post(
    '/:employerId/saved-searches',
    {
      schema: {
        summary: 'Save a search',
        params: ZEmployerParamsSchema,
        body: ZSaveSearchRequestSchema,
        response: { 201: ZSavedSearchSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await saveSearchUnderName(ctx, getActor(request), { ...request.params, ...request.body })),
  );

  app.put(
    '/:employerId/saved-searches/:id/alerts',
    {
      schema: {
        summary: "Switch a saved search's alerts of developers who newly match (off, daily, weekly)",
        params: ZEmployerSavedSearchParamsSchema,
        body: ZSavedSearchAlertsRequestSchema,
        response: { 200: ZSavedSearchSchema },
      },
    },
    async (request) => switchSavedSearchAlerts(ctx, getActor(request), { ...request.params, ...request.body }),
  );

  app.delete(
    '/:employerId/saved-searches/:id',
    { schema: { summary: 'Delete a saved search', params: ZEmployerSavedSearchParamsSchema } },
    async (request, reply) => {
      await deleteCompanySavedSearch(ctx, getActor(request), request.params);
      return reply.code(204).send();
    },
  );
}

export const employerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireRole('employer'));
  registerFavoriteRoutes(app);
  registerNoteRoutes(app);
  registerSavedSearchRoutes(app);
};
