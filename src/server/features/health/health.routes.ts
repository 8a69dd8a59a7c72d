import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Healthy means the database answers too, not only that the process is up.
  app.get(
    '/health',
    { schema: { summary: 'Whether the server and its database answer', response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => {
      await app.ctx.db.execute(sql`select 1`);
      return { status: 'ok' as const };
    },
  );
};
