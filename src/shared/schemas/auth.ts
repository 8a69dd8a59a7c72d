import { z } from 'zod';
import { USER_TYPES } from '../roles.ts';
import { createSingleLineTextSchema, createTextSchema, ZResponseTextSchema } from './text.ts';

export const PASSWORD_MIN_LENGTH = 6;
// NOTE: argon2 hashes any length, but an unbounded password is a cheap denial-of-service lever.
export const PASSWORD_MAX_LENGTH = 128;
const USERNAME_MIN_LENGTH = 3;
const USERNAME_MAX_LENGTH = 30;

export const ZEmailSchema = createTextSchema({ label: 'Email', error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Please enter a valid email address'))
  .transform((value) => value.toLowerCase());

export const ZPasswordSchema = createTextSchema({ label: 'Password', error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`);

const ZUsernameSchema = createTextSchema({ label: 'Username', error: 'Username is required' })
  .trim()
  .min(USERNAME_MIN_LENGTH, `Username must be at least ${USERNAME_MIN_LENGTH} characters long`)
  .max(USERNAME_MAX_LENGTH, `Username must be at most ${USERNAME_MAX_LENGTH} characters long`)
  .regex(/^[A-Za-z0-9._-]+$/, 'Username may contain only letters, digits, dots, dashes and underscores');

const optionalText = (max: number, label: string) =>
  createSingleLineTextSchema({ label, error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters long`)
    .nullish()
    .transform((value) => (value ? value : null));

/** POST /api/auth/register. userType accepts 'admin' so the server can refuse it with a clear 403. */
export const ZRegisterRequestSchema = z.object({
  username: ZUsernameSchema,
  email: ZEmailSchema,
  password: ZPasswordSchema,
  fullName: createSingleLineTextSchema({ label: 'Full name', error: 'Full name is required' })
    .trim()
    .min(1, 'Full name is required')
    .max(100, 'Full name must be at most 100 characters long'),
  location: optionalText(100, 'Location'),
  phone: optionalText(30, 'Phone').refine((value) => value === null || /^[0-9+().\-\s]+$/.test(value), {
    message: 'Phone may contain only digits, spaces and + ( ) - .',
  }),
  userType: z.enum(USER_TYPES, { error: "Please select whether you're a developer or employer." }),
});
export type TRegisterRequest = z.input<typeof ZRegisterRequestSchema>;

export const ZLoginRequestSchema = z.object({
  email: ZEmailSchema,
  // Login checks the password as typed; length rules belong to sign-up and reset only.
  password: createTextSchema({ label: 'Password', error: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
});
export type TLoginRequest = z.input<typeof ZLoginRequestSchema>;

export const ZForgotPasswordRequestSchema = z.object({ email: ZEmailSchema });
export type TForgotPasswordRequest = z.input<typeof ZForgotPasswordRequestSchema>;

const ZResetTokenSchema = createTextSchema({ label: 'Reset token', error: 'No reset token provided' })
  .trim()
  .min(1, 'No reset token provided')
  .max(200, 'Invalid or expired reset token');

export const ZVerifyResetTokenQuerySchema = z.object({ token: ZResetTokenSchema });

export const ZResetPasswordRequestSchema = z.object({
  token: ZResetTokenSchema,
  newPassword: ZPasswordSchema,
});
export type TResetPasswordRequest = z.input<typeof ZResetPasswordRequestSchema>;

/** POST /api/auth/reset-password: beside the message, the account's e-mail, for the login form the client goes to next. */
export const ZResetPasswordResponseSchema = z.object({ message: ZResponseTextSchema, email: ZResponseTextSchema });
export type TResetPasswordResponse = z.infer<typeof ZResetPasswordResponseSchema>;

/** The user as the client sees it: the session user plus the account fields. */
export const ZUserSchema = z.object({
  id: z.number(),
  email: ZResponseTextSchema,
  username: ZResponseTextSchema,
  fullName: ZResponseTextSchema,
  userType: z.enum(USER_TYPES),
  phone: ZResponseTextSchema.nullable(),
  location: ZResponseTextSchema.nullable(),
  profilePicture: ZResponseTextSchema.nullable(),
  /** Whether the address was confirmed through the mailed link. */
  emailVerified: z.boolean(),
  /** A new address waiting for its confirmation link; `email` stays in use until then. */
  pendingEmail: ZResponseTextSchema.nullable(),
  createdAt: ZResponseTextSchema,
});
export type TUser = z.infer<typeof ZUserSchema>;

/**
 * GET /api/auth/session: who is signed in, null for nobody. The screens ask this rather than
 * /api/auth/me, whose 401 for a visitor the contract keeps but a browser logs as a failed request.
 */
/** Why a session the browser still holds has ended, told once so the person is not left guessing. */
export const ZSessionEndedSchema = z.object({
  reason: z.literal('suspended'),
  message: ZResponseTextSchema,
  /** Where to write for help. */
  supportEmail: ZResponseTextSchema,
});
export type TSessionEnded = z.infer<typeof ZSessionEndedSchema>;

export const ZSessionResponseSchema = z.object({ user: ZUserSchema.nullable(), ended: ZSessionEndedSchema.optional() });
export type TSessionResponse = z.infer<typeof ZSessionResponseSchema>;

export const ZMessageSchema = z.object({ message: ZResponseTextSchema });
export type TMessage = z.infer<typeof ZMessageSchema>;

export const FORGOT_PASSWORD_REPLY = 'If an account with this email exists, a password reset link has been sent.';

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
