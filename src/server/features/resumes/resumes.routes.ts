/** Resumes: upload, list, read, edit, delete, feature, builder (spec part 1 §7, part 2 §7). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const resumeRoutes: FastifyPluginAsyncZod = async () => {};
