/**
 * Environment, validated once at boot (README lists every variable). A bad value stops the server
 * with a message instead of surfacing later as odd behaviour.
 */
import { resolve } from 'node:path';
import { z } from 'zod';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const ZEnvSchema = z
  .object({
    NODE_ENV: z.string().default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalText,
    DATABASE_POOL_SIZE: positiveInt(10),
    ADMIN_EMAIL: optionalText,
    ADMIN_PASSWORD: optionalText,
    APP_URL: optionalText,
    SMTP_URL: optionalText,
    MAIL_FROM: z.string().default('DevMatch <no-reply@devmatch.local>'),
    SEED_DEMO: z.enum(['true', 'false', '']).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: z.enum(['true', 'false']).default('false'),
    BODY_LIMIT_BYTES: positiveInt(1024 * 1024),
    SESSION_IDLE_TIMEOUT_MINUTES: positiveInt(7 * 24 * 60),
    SESSION_MAX_AGE_MINUTES: positiveInt(30 * 24 * 60),
    RESET_TOKEN_TTL_MINUTES: positiveInt(60),
    RATE_LIMIT_LOGIN_PER_ACCOUNT: positiveInt(10),
    RATE_LIMIT_LOGIN_PER_ADDRESS: positiveInt(100),
    RATE_LIMIT_LOGIN_WINDOW_MINUTES: positiveInt(15),
    RATE_LIMIT_SIGNUP_PER_ADDRESS: positiveInt(100),
    RATE_LIMIT_SIGNUP_WINDOW_MINUTES: positiveInt(60),
    RATE_LIMIT_RESET_PER_ADDRESS: positiveInt(20),
    RATE_LIMIT_RESET_WINDOW_MINUTES: positiveInt(60),
    CONTACT_MESSAGES_PER_DAY: positiveInt(50),
    RESUME_QUOTA_COUNT: positiveInt(100),
    RESUME_QUOTA_MEGABYTES: positiveInt(100),
    RATE_LIMIT_UPLOADS_PER_USER: positiveInt(120),
    APP_SECRET: optionalText,
    UNSPLASH_API_URL: z.string().url().default('https://api.unsplash.com'),
  })
  .refine((env) => Boolean(env.ADMIN_EMAIL) === Boolean(env.ADMIN_PASSWORD), {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
  });

export type TRateLimitRule = { max: number; windowMinutes: number };
export type TResumeQuotaRule = { maxCount: number; maxBytes: number };

export type TConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  admin: { email: string; password: string } | undefined;
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Seed demo data into an empty database: on by default for the embedded one only. */
  seedDemo: boolean;
  logLevel: string;
  trustProxy: boolean;
  bodyLimitBytes: number;
  session: { idleTimeoutMinutes: number; maxAgeMinutes: number };
  resetTokenTtlMinutes: number;
  rateLimits: {
    loginPerAccount: TRateLimitRule;
    loginPerAddress: TRateLimitRule;
    signupPerAddress: TRateLimitRule;
    resetPerAddress: TRateLimitRule;
  };
  /** Messages one employer may send to candidates in 24 hours. */
  contactMessagesPerDay: number;
  /** A developer's resumes, however added: how many, and their files' total size. */
  resumeQuota: TResumeQuotaRule;
  /** Uploads (resumes and pictures) one signed-in user may send in an hour. */
  uploadRatePerUser: TRateLimitRule;
  /** Encrypts API keys at rest; without it a secret is generated once into DATA_DIR. */
  appSecret: string | undefined;
  /** The image service's API (Unsplash), replaceable for tests. */
  unsplashApiUrl: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const parsed = ZEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const loginWindow = e.RATE_LIMIT_LOGIN_WINDOW_MINUTES;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    seedDemo: e.SEED_DEMO === 'true' || (!e.DATABASE_URL && e.SEED_DEMO !== 'false'),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === 'true',
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    session: { idleTimeoutMinutes: e.SESSION_IDLE_TIMEOUT_MINUTES, maxAgeMinutes: e.SESSION_MAX_AGE_MINUTES },
    resetTokenTtlMinutes: e.RESET_TOKEN_TTL_MINUTES,
    rateLimits: {
      loginPerAccount: { max: e.RATE_LIMIT_LOGIN_PER_ACCOUNT, windowMinutes: loginWindow },
      loginPerAddress: { max: e.RATE_LIMIT_LOGIN_PER_ADDRESS, windowMinutes: loginWindow },
      signupPerAddress: { max: e.RATE_LIMIT_SIGNUP_PER_ADDRESS, windowMinutes: e.RATE_LIMIT_SIGNUP_WINDOW_MINUTES },
      resetPerAddress: { max: e.RATE_LIMIT_RESET_PER_ADDRESS, windowMinutes: e.RATE_LIMIT_RESET_WINDOW_MINUTES },
    },
    contactMessagesPerDay: e.CONTACT_MESSAGES_PER_DAY,
    resumeQuota: { maxCount: e.RESUME_QUOTA_COUNT, maxBytes: e.RESUME_QUOTA_MEGABYTES * 1024 * 1024 },
    uploadRatePerUser: { max: e.RATE_LIMIT_UPLOADS_PER_USER, windowMinutes: 60 },
    appSecret: e.APP_SECRET,
    unsplashApiUrl: e.UNSPLASH_API_URL.replace(/\/+$/, ''),
  };
}
