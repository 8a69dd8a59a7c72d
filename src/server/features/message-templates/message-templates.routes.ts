/**
 * A company's message templates, under /api/employer/{employerId}/templates: every member reads them
 * (optionally one kind), owners and recruiters create, replace and delete them.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createIdSchema } from '#shared/schemas/id.ts';
import {
  ZTemplateListQuerySchema,
  ZTemplateListSchema,
  ZTemplateRequestSchema,
  ZTemplateSchema,
} from '#shared/schemas/message-templates.ts';
import { ZEmployerParamsSchema } from '#server/lib/route-params.ts';
import { getActor, requireRole } from '#server/plugins/auth.ts';
import { listCompanyTemplates, removeTemplate, saveTemplate } from './save-template.ts';

const ZTemplateParamsSchema = ZEmployerParamsSchema.extend({ templateId: createIdSchema('Template id') });

export const messageTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('preHandler', requireRole('employer'));

  app.get(
    '/:employerId/templates',
    {
      schema: {
        summary: "The company's message templates (of one kind with ?kind=)",
        params: ZEmployerParamsSchema,
        querystring: ZTemplateListQuerySchema,
        response: { 200: ZTemplateListSchema },
      },
    },
    async (request) => listCompanyTemplates(ctx, getActor(request), { ...request.params, kind: request.query.kind }),
  );

  app.post(
    '/:employerId/templates',
    {
      schema: {
        summary: 'Create a message template',
        params: ZEmployerParamsSchema,
        body: ZTemplateRequestSchema,
        response: { 201: ZTemplateSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await saveTemplate(ctx, getActor(request), { ...request.params, ...request.body })),
  );

  app.put(
    '/:employerId/templates/:templateId',
    {
      schema: {
        summary: 'Replace a message template',
        params: ZTemplateParamsSchema,
        body: ZTemplateRequestSchema,
        response: { 200: ZTemplateSchema },
      },
    },
    async (request) => saveTemplate(ctx, getActor(request), { ...request.params, ...request.body }),
  );

  app.delete(
    '/:employerId/templates/:templateId',
    { schema: { summary: 'Delete a message template', params: ZTemplateParamsSchema } },
    async (request, reply) => {
      await removeTemplate(ctx, getActor(request), request.params);
      return reply.code(204).send();
    },
  );
};
