/**
 * The employer's favourites, private notes and saved searches.
 * Lists live under /api/employer/{employerId} and belong to that member's company, shared with
 * their colleagues (viewers read only); admins may read any employer's lists but change only their own.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
import { findVisibleApplicant } from '#server/db/users.queries.ts';
import { assertVerifiedIfEmployer, CANDIDATE_NOT_FOUND } from '#server/lib/access.ts';
import { AppError } from '#server/lib/app-error.ts';
import { createIdSchema } from '#shared/schemas/id.ts';
import type { TZodApp } from '#server/lib/route-params.ts';
import { getActor, getSessionUser, requireRole } from '#server/plugins/auth.ts';
import type { TWorkspace } from '#server/plugins/employer-workspace.ts';
import {
  addFavorite,
  deleteNote,
  deleteSavedSearch,
  listFavorites,
  listNotes,
  listSavedSearches,
  removeFavorite,
  saveNote,
  setSavedSearchAlerts,
} from './employer-lists.queries.ts';
import { resolveListWorkspace } from './list-owner.ts';
import { saveSearchUnderName } from './save-search.ts';

/** Alerts e-mail developers' names and headlines: only to an address that is confirmed. */
export const EMPLOYER_NOT_VERIFIED_FOR_ALERTS = 'Verify your e-mail address before turning on alerts.';

const ZEmployerParamsSchema = z.object({ employerId: createIdSchema('Employer id') });
const ZEmployerApplicantParamsSchema = ZEmployerParamsSchema.extend({ applicantId: createIdSchema('Applicant id') });
const ZEmployerSavedSearchParamsSchema = ZEmployerParamsSchema.extend({ id: createIdSchema('Saved search id') });

/** The company whose lists the path's member reaches (403 for anyone else). */
function getListWorkspace(app: TZodApp, request: FastifyRequest, employerId: number, access: 'read' | 'change'): Promise<TWorkspace> {
  return resolveListWorkspace(app.ctx.db, getSessionUser(request), employerId, access);
}

async function assertVisibleApplicant(app: TZodApp, applicantId: number) {
  const applicant = await findVisibleApplicant(app.ctx.db, { applicantId });
  if (!applicant) throw new AppError('NOT_FOUND', CANDIDATE_NOT_FOUND);
  return applicant;
}

function registerFavoriteRoutes(app: TZodApp) {
  const { db } = app.ctx;
  app.get(
    '/:employerId/favorites',
    {
      schema: {
        summary: "List the employer's favourite candidates",
        params: ZEmployerParamsSchema,
        response: { 200: ZFavoriteListSchema },
      },
    },
    async (request) => {
      const { employerId } = request.params;
      const { companyId } = await getListWorkspace(app, request, employerId, 'read');
      return listFavorites(db, { companyId });
    },
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
    async (request, reply) => {
      const { employerId } = request.params;
      const { companyId, actorUserId } = await getListWorkspace(app, request, employerId, 'change');
      await assertVisibleApplicant(app, request.body.applicantId);
      return reply.code(201).send(await addFavorite(db, { companyId, applicantId: request.body.applicantId, actorUserId }));
    },
  );

  app.delete(
    '/:employerId/favorites/:applicantId',
    { schema: { summary: 'Remove a favourite candidate', params: ZEmployerApplicantParamsSchema } },
    async (request, reply) => {
      const { employerId, applicantId } = request.params;
      const { companyId } = await getListWorkspace(app, request, employerId, 'change');
      if (!(await removeFavorite(db, { companyId, applicantId })))
        throw new AppError('NOT_FOUND', 'This candidate is not in your favorites.');
      return reply.code(204).send();
    },
  );
}

function registerNoteRoutes(app: TZodApp) {
  const { db } = app.ctx;
  app.get(
    '/:employerId/notes',
    { schema: { summary: "List the employer's notes on candidates", params: ZEmployerParamsSchema, response: { 200: ZNoteListSchema } } },
    async (request) => {
      const { employerId } = request.params;
      const { companyId } = await getListWorkspace(app, request, employerId, 'read');
      return listNotes(db, { companyId });
    },
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
    async (request) => {
      const { employerId } = request.params;
      const { companyId, actorUserId } = await getListWorkspace(app, request, employerId, 'change');
      const { applicantId, note } = request.body;
      // A note that is empty after trimming deletes the note instead.
      if (!note) {
        await deleteNote(db, { companyId, applicantId });
        return { applicantId, note: null, updatedAt: null, updatedByName: null };
      }
      await assertVisibleApplicant(app, applicantId);
      return saveNote(db, { companyId, applicantId, note, actorUserId });
    },
  );

  app.delete(
    '/:employerId/notes/:applicantId',
    { schema: { summary: 'Delete a note on a candidate', params: ZEmployerApplicantParamsSchema } },
    async (request, reply) => {
      const { employerId, applicantId } = request.params;
      const { companyId } = await getListWorkspace(app, request, employerId, 'change');
      if (!(await deleteNote(db, { companyId, applicantId }))) throw new AppError('NOT_FOUND', 'There is no note on this candidate.');
      return reply.code(204).send();
    },
  );
}

function registerSavedSearchRoutes(app: TZodApp) {
  const { db } = app.ctx;
  app.get(
    '/:employerId/saved-searches',
    { schema: { summary: "List the employer's saved searches", params: ZEmployerParamsSchema, response: { 200: ZSavedSearchListSchema } } },
    async (request) => {
      const { employerId } = request.params;
      const { companyId } = await getListWorkspace(app, request, employerId, 'read');
      return listSavedSearches(db, { companyId });
    },
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
    async (request, reply) => {
      const { employerId } = request.params;
      const saved = await saveSearchUnderName(app.ctx, getActor(request), { employerId, ...request.body });
      return reply.code(201).send(saved);
    },
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
    async (request) => {
      const { employerId, id } = request.params;
      const { companyId } = await getListWorkspace(app, request, employerId, 'change');
      if (request.body.alertFrequency !== 'off') assertVerifiedIfEmployer(getSessionUser(request), EMPLOYER_NOT_VERIFIED_FOR_ALERTS);
      const saved = await setSavedSearchAlerts(db, { companyId, id, alertFrequency: request.body.alertFrequency });
      if (!saved) throw new AppError('NOT_FOUND', 'Saved search not found');
      return saved;
    },
  );

  app.delete(
    '/:employerId/saved-searches/:id',
    { schema: { summary: 'Delete a saved search', params: ZEmployerSavedSearchParamsSchema } },
    async (request, reply) => {
      const { employerId, id } = request.params;
      const { companyId } = await getListWorkspace(app, request, employerId, 'change');
      if (!(await deleteSavedSearch(db, { companyId, id }))) throw new AppError('NOT_FOUND', 'Saved search not found');
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
