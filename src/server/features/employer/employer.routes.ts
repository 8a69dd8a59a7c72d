/**
 * The employer's favourites, private notes, saved searches and messages to candidates (spec part 2
 * §4-§8). Lists live under /api/employer/{employerId}: only that employer may use them; admins may
 * read any employer's lists but change only their own.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SAVED_SEARCHES_MAX,
  ZAddFavoriteRequestSchema,
  ZContactRequestSchema,
  ZContactResponseSchema,
  ZFavoriteListSchema,
  ZFavoriteSchema,
  ZNoteListSchema,
  ZSavedSearchListSchema,
  ZSavedSearchSchema,
  ZSaveNoteRequestSchema,
  ZSaveNoteResponseSchema,
  ZSaveSearchRequestSchema,
} from '#shared/schemas/employer.ts';
import { createNotification } from '#server/db/notifications.queries.ts';
import type { TUserRow } from '#server/db/users.queries.ts';
import { CANDIDATE_NOT_FOUND } from '#server/lib/access.ts';
import { AppError } from '#server/lib/app-error.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { createIdSchema } from '#shared/schemas/id.ts';
import type { TZodApp } from '#server/lib/route-params.ts';
import { getSessionUser, requireRole } from '#server/plugins/auth.ts';
import { buildContactMail } from './contact-mail.ts';
import { countMessagesSince, createContactMessage, lockEmployer, markMessageEmailed } from './contact.queries.ts';
import {
  addFavorite,
  deleteNote,
  deleteSavedSearch,
  findVisibleApplicant,
  listFavorites,
  listNotes,
  listSavedSearches,
  removeFavorite,
  saveNote,
  saveSearch,
} from './employer-lists.queries.ts';

const NOT_YOUR_LISTS = 'You can only use your own favorites, notes and saved searches.';

const ZEmployerParamsSchema = z.object({ employerId: createIdSchema('Employer id') });
const ZEmployerApplicantParamsSchema = ZEmployerParamsSchema.extend({ applicantId: createIdSchema('Applicant id') });
const ZEmployerSavedSearchParamsSchema = ZEmployerParamsSchema.extend({ id: createIdSchema('Saved search id') });

/** The employer whose lists the path names, decided from the ids alone (403 either way). */
function getListOwner(request: FastifyRequest, employerId: number, access: 'read' | 'change'): TUserRow {
  const viewer = getSessionUser(request);
  const mayRead = viewer.id === employerId || (access === 'read' && viewer.userType === 'admin');
  if (!mayRead) throw new AppError('FORBIDDEN', NOT_YOUR_LISTS);
  return viewer;
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
      getListOwner(request, employerId, 'read');
      return listFavorites(db, { employerId });
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
      getListOwner(request, employerId, 'change');
      await assertVisibleApplicant(app, request.body.applicantId);
      return reply.code(201).send(await addFavorite(db, { employerId, applicantId: request.body.applicantId }));
    },
  );

  app.delete(
    '/:employerId/favorites/:applicantId',
    { schema: { summary: 'Remove a favourite candidate', params: ZEmployerApplicantParamsSchema } },
    async (request, reply) => {
      const { employerId, applicantId } = request.params;
      getListOwner(request, employerId, 'change');
      if (!(await removeFavorite(db, { employerId, applicantId })))
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
      getListOwner(request, employerId, 'read');
      return listNotes(db, { employerId });
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
      getListOwner(request, employerId, 'change');
      const { applicantId, note } = request.body;
      // Spec part 2 §4: a note that is empty after trimming deletes the note instead.
      if (!note) {
        await deleteNote(db, { employerId, applicantId });
        return { applicantId, note: null, updatedAt: null };
      }
      await assertVisibleApplicant(app, applicantId);
      return saveNote(db, { employerId, applicantId, note });
    },
  );

  app.delete(
    '/:employerId/notes/:applicantId',
    { schema: { summary: 'Delete a note on a candidate', params: ZEmployerApplicantParamsSchema } },
    async (request, reply) => {
      const { employerId, applicantId } = request.params;
      getListOwner(request, employerId, 'change');
      if (!(await deleteNote(db, { employerId, applicantId }))) throw new AppError('NOT_FOUND', 'There is no note on this candidate.');
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
      getListOwner(request, employerId, 'read');
      return listSavedSearches(db, { employerId });
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
      getListOwner(request, employerId, 'change');
      const saved = await db.transaction(async (tx) => {
        await lockEmployer(tx, { employerId });
        const existing = await listSavedSearches(tx, { employerId });
        const isReplacing = existing.some((search) => search.name.toLowerCase() === request.body.name.toLowerCase());
        if (!isReplacing && existing.length >= SAVED_SEARCHES_MAX) {
          throw new AppError('BAD_REQUEST', `You can keep at most ${SAVED_SEARCHES_MAX} saved searches. Delete one first.`);
        }
        return saveSearch(tx, { employerId, name: request.body.name, criteria: request.body.criteria });
      });
      return reply.code(201).send(saved);
    },
  );

  app.delete(
    '/:employerId/saved-searches/:id',
    { schema: { summary: 'Delete a saved search', params: ZEmployerSavedSearchParamsSchema } },
    async (request, reply) => {
      const { employerId, id } = request.params;
      getListOwner(request, employerId, 'change');
      if (!(await deleteSavedSearch(db, { employerId, id }))) throw new AppError('NOT_FOUND', 'Saved search not found');
      return reply.code(204).send();
    },
  );
}

const DAY_HOURS = 24;

/**
 * POST /api/employer/contact: stores the message and the candidate's notification in one
 * transaction, then e-mails the candidate after the answer (reply-to: the employer).
 */
function registerContactRoute(app: TZodApp) {
  const { db, config, mailer } = app.ctx;
  app.post(
    '/contact',
    { schema: { summary: 'Send a message to a candidate', body: ZContactRequestSchema, response: { 201: ZContactResponseSchema } } },
    async (request, reply) => {
      const employer = getSessionUser(request);
      const { candidateId, subject, message } = request.body;
      const limit = config.contactMessagesPerDay;
      const perCandidateLimit = config.contactMessagesPerCandidatePerDay;
      const { stored, candidate } = await db.transaction(async (tx) => {
        const candidate = await findVisibleApplicant(tx, { applicantId: candidateId });
        if (!candidate) throw new AppError('NOT_FOUND', CANDIDATE_NOT_FOUND);
        await lockEmployer(tx, { employerId: employer.id });
        if ((await countMessagesSince(tx, { employerId: employer.id, hours: DAY_HOURS })) >= limit) {
          throw new AppError('TOO_MANY_REQUESTS', `You can send at most ${limit} messages a day. Please try again tomorrow.`, {
            retryAfterSeconds: 60 * 60,
          });
        }
        // A fresh employer account gets a fresh daily allowance; one candidate's inbox does not.
        if ((await countMessagesSince(tx, { employerId: employer.id, candidateId, hours: DAY_HOURS })) >= perCandidateLimit) {
          const times = perCandidateLimit === 1 ? 'one message' : `${perCandidateLimit} messages`;
          throw new AppError('TOO_MANY_REQUESTS', `You can send at most ${times} a day to one candidate. Please try again tomorrow.`, {
            retryAfterSeconds: 60 * 60,
          });
        }
        const stored = await createContactMessage(tx, { employerId: employer.id, candidateId, subject, message });
        await createNotification(tx, {
          userId: candidate.userId,
          kind: 'contact',
          title: `New message from ${employer.fullName}`,
          body: subject,
          link: '/applicant',
          contactMessageId: stored.id,
        });
        await writeAuditLog(tx, {
          action: 'candidate.contacted',
          resourceType: 'contact_message',
          resourceId: stored.id,
          userId: employer.id,
          ipAddress: request.ip,
          details: { candidateId, candidateUserId: candidate.userId },
        });
        return { stored, candidate };
      });
      app.backgroundTasks.afterResponse(reply, 'contact e-mail', async () => {
        await mailer.send(
          buildContactMail({
            to: candidate.email,
            candidateName: candidate.fullName,
            employerName: employer.fullName,
            employerEmail: employer.email,
            subject,
            message,
            appUrl: config.appUrl,
          }),
        );
        await markMessageEmailed(db, { messageId: stored.id });
      });
      return reply.code(201).send({ ...stored, createdAt: stored.createdAt.toISOString() });
    },
  );
}

export const employerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireRole('employer'));
  registerFavoriteRoutes(app);
  registerNoteRoutes(app);
  registerSavedSearchRoutes(app);
  registerContactRoute(app);
};
