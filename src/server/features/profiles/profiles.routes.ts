/** Applicant profiles, account fields and profile pictures (spec part 1 §7). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const profileRoutes: FastifyPluginAsyncZod = async () => {};
