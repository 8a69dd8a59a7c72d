/**
 * A company's tags on candidates, under /api/employer/{employerId}: the tags (every member reads them,
 * owners and recruiters create, rename and delete), the tags on candidates for their cards, and
 * tagging a candidate (with a new tag made on the fly) or untagging.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCandidateTaggingListSchema,
  ZCandidateTaggingSchema,
  ZCandidateTagsQuerySchema,
  ZCreateTagRequestSchema,
  ZTagCandidateRequestSchema,
  ZTagListSchema,
  ZTagSchema,
  ZUpdateTagRequestSchema,
} from '#shared/schemas/candidate-tags.ts';
import { createIdSchema } from '#shared/schemas/id.ts';
import { ZEmployerParamsSchema } from '#server/lib/route-params.ts';
import { getActor, requireRole } from '#server/plugins/auth.ts';
import { changeTag, removeTag } from './change-tag.ts';
import { createTag } from './create-tag.ts';
import { listCandidateTags, listCompanyTags } from './list-tags.ts';
import { tagCandidate, untagCandidate } from './tag-candidate.ts';

const ZTagParamsSchema = ZEmployerParamsSchema.extend({ tagId: createIdSchema('Tag id') });
const ZCandidateParamsSchema = ZEmployerParamsSchema.extend({ applicantId: createIdSchema('Applicant id') });
const ZCandidateTagParamsSchema = ZCandidateParamsSchema.extend({ tagId: createIdSchema('Tag id') });

export const candidateTagRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('preHandler', requireRole('employer'));

  app.get(
    '/:employerId/tags',
    {
      schema: {
        summary: "The company's tags, with how many candidates carry each",
        params: ZEmployerParamsSchema,
        response: { 200: ZTagListSchema },
      },
    },
    async (request) => listCompanyTags(ctx, getActor(request), request.params),
  );

  app.post(
    '/:employerId/tags',
    {
      schema: { summary: 'Create a tag', params: ZEmployerParamsSchema, body: ZCreateTagRequestSchema, response: { 201: ZTagSchema } },
    },
    async (request, reply) => reply.code(201).send(await createTag(ctx, getActor(request), { ...request.params, ...request.body })),
  );

  app.patch(
    '/:employerId/tags/:tagId',
    {
      schema: {
        summary: 'Rename or recolour a tag',
        params: ZTagParamsSchema,
        body: ZUpdateTagRequestSchema,
        response: { 200: ZTagSchema },
      },
    },
    async (request) => changeTag(ctx, getActor(request), { ...request.params, ...request.body }),
  );

  app.delete(
    '/:employerId/tags/:tagId',
    { schema: { summary: 'Delete a tag (it leaves every candidate)', params: ZTagParamsSchema } },
    async (request, reply) => {
      await removeTag(ctx, getActor(request), request.params);
      return reply.code(204).send();
    },
  );

  app.get(
    '/:employerId/candidate-tags',
    {
      schema: {
        summary: "The company's tags on these candidates, with who tagged them and when",
        params: ZEmployerParamsSchema,
        querystring: ZCandidateTagsQuerySchema,
        response: { 200: ZCandidateTaggingListSchema },
      },
    },
    async (request) => listCandidateTags(ctx, getActor(request), { ...request.params, applicantIds: request.query.applicantIds }),
  );

  app.post(
    '/:employerId/candidates/:applicantId/tags',
    {
      schema: {
        summary: 'Tag a candidate (with an existing tag, or a new one by name)',
        params: ZCandidateParamsSchema,
        body: ZTagCandidateRequestSchema,
        response: { 201: ZCandidateTaggingSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await tagCandidate(ctx, getActor(request), { ...request.params, ...request.body })),
  );

  app.delete(
    '/:employerId/candidates/:applicantId/tags/:tagId',
    { schema: { summary: 'Take a tag off a candidate', params: ZCandidateTagParamsSchema } },
    async (request, reply) => {
      await untagCandidate(ctx, getActor(request), request.params);
      return reply.code(204).send();
    },
  );
};
