/** PATCH /api/users/{userId}: the account fields of the profile card (spec part 1 §7). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZUserSchema } from '#shared/schemas/auth.ts';
import { ZUpdateUserRequestSchema } from '#shared/schemas/profile.ts';
import { assertCanChangeDeveloperData } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import { getUniqueViolationConstraint } from '../../lib/db-errors.ts';
import { createIdParamSchema } from '../../lib/route-params.ts';
import { getSessionUser, requireUser } from '../auth/sessions.ts';
import { toPublicUser } from '../auth/users.queries.ts';
import { findUserForUpdate, isEmailUsedByOtherUser, updateUserAccount } from './account.queries.ts';

const EMAIL_TAKEN = 'An account with this email already exists.';
const USER_NOT_FOUND = 'User not found';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.patch(
    '/users/:userId',
    {
      preHandler: requireUser,
      schema: {
        params: z.object({ userId: createIdParamSchema('User id') }),
        body: ZUpdateUserRequestSchema,
        response: { 200: ZUserSchema },
      },
    },
    async (request) => {
      const viewer = getSessionUser(request);
      const { userId } = request.params;
      // An account follows the same rule as a developer's data: its owner or an admin.
      assertCanChangeDeveloperData(viewer, userId);
      const changes = request.body;

      const updated = await db
        .transaction(async (tx) => {
          const current = await findUserForUpdate(tx, userId);
          if (!current) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
          if (changes.email !== undefined && (await isEmailUsedByOtherUser(tx, { email: changes.email, userId }))) {
            throw new AppError('CONFLICT', EMAIL_TAKEN);
          }
          if (Object.keys(changes).length === 0) return current;
          const user = await updateUserAccount(tx, { userId, changes });
          await writeAuditLog(tx, {
            action: 'user.updated',
            resourceType: 'user',
            resourceId: userId,
            userId: viewer.id,
            ipAddress: request.ip,
            details: { fields: Object.keys(changes) },
          });
          return user;
        })
        .catch((error: unknown) => {
          // The check above answers the common case; two simultaneous changes meet at the unique index.
          if (getUniqueViolationConstraint(error) === 'users_email_unique') throw new AppError('CONFLICT', EMAIL_TAKEN);
          throw error;
        });
      return toPublicUser(updated);
    },
  );
};
