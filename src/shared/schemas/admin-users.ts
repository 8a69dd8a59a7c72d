/** The admin's Users list: find accounts, suspend or unsuspend them, resend their confirmation link, delete them. */
import { z } from 'zod';
import { USER_TYPES } from '../roles.ts';
import { createIdSchema } from './id.ts';
import { createTextSchema, ZResponseTextSchema } from './text.ts';

export const ADMIN_USERS_PAGE_SIZE = 25;
export const ADMIN_USER_STATUSES = ['active', 'suspended'] as const;
export const ADMIN_USER_VERIFICATIONS = ['verified', 'unverified'] as const;

/** GET /api/admin/users: newest sign-ups first, ADMIN_USERS_PAGE_SIZE a page. */
export const ZAdminUserListQuerySchema = z
  .object({
    page: z.coerce.number({ error: 'Page must be a number' }).int('Page must be a whole number').min(1, 'Page must be at least 1').max(100_000, 'Page must be at most 100000').default(1),
    /** Part of the name or the e-mail address, in any case. */
    search: createTextSchema({ label: 'Search', error: 'Search must be text' }).trim().max(100, 'Search must be at most 100 characters long').optional(),
    type: z.enum(USER_TYPES, { error: 'Type must be developer, employer or admin' }).optional(),
    status: z.enum(ADMIN_USER_STATUSES, { error: 'Status must be active or suspended' }).optional(),
    verification: z.enum(ADMIN_USER_VERIFICATIONS, { error: 'Verification must be verified or unverified' }).optional(),
  })
  .strict(); // prettier-ignore
export type TAdminUserListQuery = z.input<typeof ZAdminUserListQuerySchema>;

export const ZAdminUserSchema = z.object({
  id: z.number(),
  fullName: ZResponseTextSchema,
  email: ZResponseTextSchema,
  username: ZResponseTextSchema,
  userType: z.enum(USER_TYPES),
  createdAt: ZResponseTextSchema,
  lastSignInAt: ZResponseTextSchema.nullable(),
  emailVerified: z.boolean(),
  /** When an admin suspended the account; null while it is active. */
  suspendedAt: ZResponseTextSchema.nullable(),
});
export type TAdminUser = z.infer<typeof ZAdminUserSchema>;

export const ZAdminUserListSchema = z.object({ items: z.array(ZAdminUserSchema), total: z.number(), page: z.number() });
export type TAdminUserList = z.infer<typeof ZAdminUserListSchema>;

export const ZAdminUserParamsSchema = z.object({ userId: createIdSchema('User id') });
