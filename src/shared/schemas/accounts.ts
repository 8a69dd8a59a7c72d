/**
 * Accounts: the password, the account's data and its deletion, where it is signed in (sessions), and
 * the admin's Users list (find accounts, suspend or unsuspend them, resend their confirmation link,
 * delete them). The account fields of the profile card are ZUpdateUserRequestSchema (profile.ts), as
 * that form sends them.
 */
import { z } from 'zod';
import { USER_TYPES } from '../roles.ts';
import { PASSWORD_MAX_LENGTH, ZPasswordSchema } from './auth.ts';
import { createIdSchema } from './id.ts';
import { createTextSchema, ZResponseTextSchema } from './text.ts';

const ZCurrentPasswordSchema = createTextSchema({ label: 'Current password', error: 'Current password is required' })
  .min(1, 'Current password is required')
  .max(PASSWORD_MAX_LENGTH);

/** POST /api/account/password */
export const ZChangePasswordRequestSchema = z
  .object({ currentPassword: ZCurrentPasswordSchema, newPassword: ZPasswordSchema })
  .strict()
  .refine((body) => body.newPassword !== body.currentPassword, {
    message: 'The new password must differ from the current one.',
    path: ['newPassword'],
  });
export type TChangePasswordRequest = z.input<typeof ZChangePasswordRequestSchema>;

/** What the user types to confirm deleting their account. */
export const DELETE_ACCOUNT_CONFIRMATION = 'DELETE';

/** DELETE /api/account: the current password and the typed confirmation. */
export const ZDeleteAccountRequestSchema = z
  .object({
    currentPassword: ZCurrentPasswordSchema,
    confirmation: createTextSchema({ label: 'Confirmation', error: `Type ${DELETE_ACCOUNT_CONFIRMATION} to confirm` })
      .trim()
      .refine((value) => value === DELETE_ACCOUNT_CONFIRMATION, `Type ${DELETE_ACCOUNT_CONFIRMATION} to confirm`),
  })
  .strict();
export type TDeleteAccountRequest = z.input<typeof ZDeleteAccountRequestSchema>;

// Sessions: where the signed-in user is signed in, each one ended on its own or all but this one.
export const ZAccountSessionSchema = z.object({
  /** Names the session in the routes; not its cookie, nor anything that leads to it. */
  id: ZResponseTextSchema,
  /** 'Chrome on macOS', from the browser's user agent; 'Unknown device' without one. */
  device: ZResponseTextSchema,
  createdAt: ZResponseTextSchema,
  /** To within a few minutes: sessions note their use no more often. */
  lastSeenAt: ZResponseTextSchema,
  isCurrent: z.boolean(),
});
export type TAccountSession = z.infer<typeof ZAccountSessionSchema>;

/** GET /api/account/sessions: the current session first, then the most recently used. */
export const ZAccountSessionListSchema = z.array(ZAccountSessionSchema);

export const ZAccountSessionParamsSchema = z.object({
  sessionId: createTextSchema({ label: 'Session id', error: 'Session id must be text' }).regex(/^[\w-]{22}$/, 'Session id is not valid'),
});

/** POST /api/account/sessions/end-others */
export const ZEndedSessionsSchema = z.object({ ended: z.number() });

// The admin's Users list.
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
