/** The account's own settings beyond the profile card: its address confirmation, password, data and deletion. */
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, ZEmailSchema, ZPasswordSchema } from './auth.ts';
import { createTextSchema } from './text.ts';

/**
 * Where GET /api/auth/verify-email sends the browser: /verify-email?status=… with one of these.
 * 'email-taken': the new address of a change was claimed by another account in the meantime.
 */
export const VERIFY_EMAIL_OUTCOMES = ['verified', 'email-changed', 'expired', 'used', 'invalid', 'email-taken'] as const;
export type TVerifyEmailOutcome = (typeof VERIFY_EMAIL_OUTCOMES)[number];

export const ZVerifyEmailQuerySchema = z.object({
  token: createTextSchema({ label: 'Token', error: 'No verification token provided' })
    .trim()
    .min(1, 'No verification token provided')
    .max(200, 'Invalid verification token'),
});

/** POST /api/auth/resend-verification: signed in, no body is needed; signed out, the address. */
export const ZResendVerificationRequestSchema = z.object({ email: ZEmailSchema.optional() }).strict();
export type TResendVerificationRequest = z.input<typeof ZResendVerificationRequestSchema>;

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
