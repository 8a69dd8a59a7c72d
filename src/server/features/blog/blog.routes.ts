/** The public blog read API (spec part 1 §7, part 2 §7). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const blogRoutes: FastifyPluginAsyncZod = async () => {};
