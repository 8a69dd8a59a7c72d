/** Zod schemas for path parameters shared by many routes. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createIdSchema } from '#shared/schemas/id.ts';

/** `:userId` in a path: the resumes and profile picture routes. */
export const ZUserParamsSchema = z.object({ userId: createIdSchema('User id') });

/** `:id` of a resume: the resume routes and the AI routes on a resume. */
export const ZResumeParamsSchema = z.object({ id: createIdSchema('Resume id') });

/**
 * `:employerId` of /api/employer/{employerId}/…: the member a path names, turned into their company
 * by each feature's workspace rule.
 */
export const ZEmployerParamsSchema = z.object({ employerId: createIdSchema('Employer id') });

/** The app a route module's register functions receive inside a Zod-typed plugin. */
export type TZodApp = Parameters<FastifyPluginAsyncZod>[0];
