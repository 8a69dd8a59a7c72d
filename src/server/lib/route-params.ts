/** Zod schemas for path parameters shared by many routes. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

// Ids are PostgreSQL `serial` (int4): anything larger cannot exist and must not reach a query.
const PG_INT_MAX = 2_147_483_647;

/** A numeric database id in the path; anything else is a 400 naming the parameter. */
export function createIdParamSchema(label: string) {
  const message = `${label} must be a positive whole number`;
  return z.coerce.number({ error: message }).int(message).min(1, message).max(PG_INT_MAX, message);
}

/** `:userId` in a path: the resumes and profile picture routes. */
export const ZUserParamsSchema = z.object({ userId: createIdParamSchema('User id') });

/** `:id` of a resume: the resume routes and the AI routes on a resume. */
export const ZResumeParamsSchema = z.object({ id: createIdParamSchema('Resume id') });

/** The app a route module's register functions receive inside a Zod-typed plugin. */
export type TZodApp = Parameters<FastifyPluginAsyncZod>[0];
