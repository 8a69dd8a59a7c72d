/**
 * Environment, validated once at boot (docs/configuration.md lists every variable). A bad value stops the server
 * with a message instead of surfacing later as odd behaviour.
 */
import { isIP } from 'node:net';
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
    SUPPORT_EMAIL: optionalText.pipe(z.email('SUPPORT_EMAIL must be an e-mail address').optional()),
    SEED_DEMO: z.enum(['true', 'false', '']).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    LOG_FORMAT: z.enum(['pretty', 'json', '']).optional(),
    TRUST_PROXY: z
      .string()
      .trim()
      .default('false')
      .refine(
        isTrustProxySetting,
        'TRUST_PROXY must be false, true, a hop count, or a comma-separated list of proxy addresses or CIDR ranges',
      ),
    BODY_LIMIT_BYTES: positiveInt(1024 * 1024),
    SESSION_IDLE_TIMEOUT_MINUTES: positiveInt(7 * 24 * 60),
    SESSION_MAX_AGE_MINUTES: positiveInt(30 * 24 * 60),
    RESET_TOKEN_TTL_MINUTES: positiveInt(60),
    EMAIL_VERIFICATION_TTL_HOURS: positiveInt(72),
    RATE_LIMIT_LOGIN_PER_ACCOUNT: positiveInt(10),
    RATE_LIMIT_LOGIN_PER_ACCOUNT_ALL_ADDRESSES: positiveInt(50),
    RATE_LIMIT_LOGIN_PER_ADDRESS: positiveInt(100),
    RATE_LIMIT_LOGIN_WINDOW_MINUTES: positiveInt(15),
    RATE_LIMIT_LOGIN_PER_DEVICE: positiveInt(5),
    LOGIN_DEVICE_TRUST_DAYS: positiveInt(180),
    RATE_LIMIT_PASSWORD_CONFIRM_PER_ACCOUNT: positiveInt(10),
    RATE_LIMIT_SIGNUP_PER_ADDRESS: positiveInt(200),
    RATE_LIMIT_SIGNUP_WINDOW_MINUTES: positiveInt(60),
    RATE_LIMIT_RESET_PER_ADDRESS: positiveInt(20),
    RATE_LIMIT_RESET_WINDOW_MINUTES: positiveInt(60),
    RATE_LIMIT_RESET_MAILS_PER_ACCOUNT: positiveInt(3),
    RATE_LIMIT_VERIFICATION_MAILS_PER_ADDRESS: positiveInt(20),
    RATE_LIMIT_VERIFICATION_MAILS_PER_USER: positiveInt(5),
    RATE_LIMIT_VERIFICATION_WINDOW_MINUTES: positiveInt(60),
    DATA_EXPORTS_PER_DAY: positiveInt(3),
    RATE_LIMIT_ANALYZE_PER_USER: positiveInt(300),
    RATE_LIMIT_IMPROVE_PER_USER: positiveInt(100),
    RATE_LIMIT_AI_WINDOW_MINUTES: positiveInt(60),
    CONTACT_MESSAGES_PER_DAY: positiveInt(50),
    JOBS_PER_EMPLOYER: positiveInt(50),
    APPLICATIONS_PER_DAY: positiveInt(30),
    CONTACT_MESSAGES_PER_CANDIDATE_PER_DAY: positiveInt(3),
    MESSAGES_PER_HOUR: positiveInt(120),
    ALERTS_HOUR_UTC: z.coerce.number().int().min(0).max(23).default(7),
    MESSAGES_PER_PAIR_PER_HOUR: positiveInt(30),
    RATE_LIMIT_PROFILE_READS_PER_EMPLOYER: positiveInt(300),
    RATE_LIMIT_PROFILE_READS_WINDOW_MINUTES: positiveInt(60),
    RESUME_QUOTA_COUNT: positiveInt(100),
    RESUME_QUOTA_MEGABYTES: positiveInt(100),
    RATE_LIMIT_UPLOADS_PER_USER: positiveInt(120),
    RATE_LIMIT_INVITATIONS_PER_COMPANY_PER_DAY: positiveInt(20),
    RATE_LIMIT_PUBLIC_RESUME_PAGES_PER_ADDRESS: positiveInt(60),
    RATE_LIMIT_PUBLIC_RESUME_PAGES_PER_LINK: positiveInt(1000),
    RATE_LIMIT_PUBLIC_RESUME_PDFS_PER_ADDRESS: positiveInt(20),
    RATE_LIMIT_PUBLIC_RESUME_PDFS_PER_LINK: positiveInt(300),
    RATE_LIMIT_PUBLIC_RESUME_WINDOW_MINUTES: positiveInt(10),
    APP_SECRET: optionalText,
    UNSPLASH_API_URL: z.string().url().default('https://api.unsplash.com'),
  })
  .refine((env) => Boolean(env.ADMIN_EMAIL) === Boolean(env.ADMIN_PASSWORD), {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
  });

const PROXY_ADDRESS = /^(?<address>[^/]+)(?:\/(?<prefix>\d{1,3}))?$/;

/** The bare address of a mailbox written 'Name <address>' (or already bare). */
export function mailAddressOf(mailbox: string): string {
  return mailbox.replace(/^.*<|>.*$/g, '').trim();
}

function isTrustProxySetting(value: string): boolean {
  if (/^(true|false|\d+)$/.test(value)) return true;
  return value.split(',').every((entry) => {
    const address = PROXY_ADDRESS.exec(entry.trim())?.groups?.address;
    return address !== undefined && isIP(address) !== 0;
  });
}

/** Fastify's `trustProxy`: whom to believe about the client's address (X-Forwarded-For) and protocol. */
export type TTrustProxy = false | string | ((address: string, hop: number) => boolean);

/**
 * `true` means one proxy in front (one hop), not "believe every hop": trusting the whole header lets
 * any client name its own address and step around per-address limits. A hop count trusts that many
 * hops nearest the server (Fastify refuses plain numbers, so it is a function here); a list of proxy
 * addresses is stricter still, since a client that reaches the server directly cannot pose as a proxy.
 */
function toTrustProxy(value: string): TTrustProxy {
  if (value === 'false') return false;
  const hops = value === 'true' ? 1 : /^\d+$/.test(value) ? Number(value) : undefined;
  if (hops === undefined) return value;
  return hops === 0 ? false : (_address, hop) => hop < hops;
}

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
  /** Where a person is told to write for help (a suspended account); SUPPORT_EMAIL, else the admin's address. */
  supportEmail: string;
  /** Seed demo data into an empty database: on by default for the embedded one only. */
  seedDemo: boolean;
  logLevel: string;
  /** Lines for a person, or pino's JSON for a log collector; unset, pretty only when stdout is a terminal. */
  logFormat: 'pretty' | 'json' | undefined;
  trustProxy: TTrustProxy;
  bodyLimitBytes: number;
  session: { idleTimeoutMinutes: number; maxAgeMinutes: number };
  resetTokenTtlMinutes: number;
  /** How long a browser that signed in stays a trusted device for that account (its device cookie). */
  loginDeviceTrustDays: number;
  emailVerificationTtlHours: number;
  /** Data exports (a zip of everything about the account) one user may download in 24 hours. */
  dataExportsPerDay: number;
  rateLimits: {
    /** The lockout, on browsers without the account's device cookie: failed logins for one account from one address. */
    loginPerAccountAndAddress: TRateLimitRule;
    /** The ceiling for one account over every address (guessing spread over many addresses), also untrusted browsers only. */
    loginPerAccount: TRateLimitRule;
    loginPerAddress: TRateLimitRule;
    /** Failed logins through one device cookie, after which that cookie is refused until the window ends. */
    loginPerDevice: TRateLimitRule;
    /** Wrong current passwords a signed-in account may type (changing password or e-mail, deleting the account). */
    passwordConfirmPerAccount: TRateLimitRule;
    signupPerAddress: TRateLimitRule;
    resetPerAddress: TRateLimitRule;
    /** Reset e-mails one account receives, however many addresses ask. */
    resetMailsPerAccount: TRateLimitRule;
    /** Verification links mailed on request (Resend), per address and per account. */
    verificationMailsPerAddress: TRateLimitRule;
    verificationMailsPerUser: TRateLimitRule;
    /** Candidate profiles (with their contact details) one employer may open: a brake on scraping. */
    profileReadsPerEmployer: TRateLimitRule;
    /** Resume analyses and improvements one account may ask for: far above a person's use, they stop a flood. */
    analyzePerUser: TRateLimitRule;
    improvePerUser: TRateLimitRule;
  };
  /** Messages one employer may send to candidates who have not answered them, in 24 hours. */
  contactMessagesPerDay: number;
  /** Draft and open jobs one employer may have at once (closed ones do not count). */
  jobsPerEmployer: number;
  /** Jobs one developer may apply to in 24 hours. */
  applicationsPerDay: number;
  /** Messages one employer may send to one candidate who has not answered them, in 24 hours. */
  contactMessagesPerCandidatePerDay: number;
  /** Messages anyone may send in an hour, and to one person in an hour: the brakes once a conversation is going. */
  messagesPerHour: number;
  messagesPerPairPerHour: number;
  /** The UTC hour from which each day's alert round runs. */
  alertsHourUtc: number;
  /** A developer's resumes, however added: how many, and their files' total size. */
  resumeQuota: TResumeQuotaRule;
  /** Uploads (resumes and pictures) one signed-in user may send in an hour. */
  uploadRatePerUser: TRateLimitRule;
  /** Invitations to join one company that its owners may send in a day. */
  invitationsPerCompany: TRateLimitRule;
  /** Anonymous reads of public resume links (the page's data and its PDF), per address and per link, counted in each server's memory. */
  publicResumeReads: {
    pagesPerAddress: TRateLimitRule;
    pagesPerLink: TRateLimitRule;
    pdfsPerAddress: TRateLimitRule;
    pdfsPerLink: TRateLimitRule;
  };
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
    supportEmail: e.SUPPORT_EMAIL ?? e.ADMIN_EMAIL ?? mailAddressOf(e.MAIL_FROM),
    seedDemo: e.SEED_DEMO === 'true' || (!e.DATABASE_URL && e.SEED_DEMO !== 'false'),
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT || undefined,
    trustProxy: toTrustProxy(e.TRUST_PROXY),
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    session: { idleTimeoutMinutes: e.SESSION_IDLE_TIMEOUT_MINUTES, maxAgeMinutes: e.SESSION_MAX_AGE_MINUTES },
    resetTokenTtlMinutes: e.RESET_TOKEN_TTL_MINUTES,
    loginDeviceTrustDays: e.LOGIN_DEVICE_TRUST_DAYS,
    emailVerificationTtlHours: e.EMAIL_VERIFICATION_TTL_HOURS,
    dataExportsPerDay: e.DATA_EXPORTS_PER_DAY,
    rateLimits: {
      loginPerAccountAndAddress: { max: e.RATE_LIMIT_LOGIN_PER_ACCOUNT, windowMinutes: loginWindow },
      loginPerAccount: { max: e.RATE_LIMIT_LOGIN_PER_ACCOUNT_ALL_ADDRESSES, windowMinutes: loginWindow },
      loginPerAddress: { max: e.RATE_LIMIT_LOGIN_PER_ADDRESS, windowMinutes: loginWindow },
      loginPerDevice: { max: e.RATE_LIMIT_LOGIN_PER_DEVICE, windowMinutes: loginWindow },
      passwordConfirmPerAccount: { max: e.RATE_LIMIT_PASSWORD_CONFIRM_PER_ACCOUNT, windowMinutes: loginWindow },
      signupPerAddress: { max: e.RATE_LIMIT_SIGNUP_PER_ADDRESS, windowMinutes: e.RATE_LIMIT_SIGNUP_WINDOW_MINUTES },
      resetPerAddress: { max: e.RATE_LIMIT_RESET_PER_ADDRESS, windowMinutes: e.RATE_LIMIT_RESET_WINDOW_MINUTES },
      resetMailsPerAccount: { max: e.RATE_LIMIT_RESET_MAILS_PER_ACCOUNT, windowMinutes: e.RATE_LIMIT_RESET_WINDOW_MINUTES },
      verificationMailsPerAddress: {
        max: e.RATE_LIMIT_VERIFICATION_MAILS_PER_ADDRESS,
        windowMinutes: e.RATE_LIMIT_VERIFICATION_WINDOW_MINUTES,
      },
      verificationMailsPerUser: { max: e.RATE_LIMIT_VERIFICATION_MAILS_PER_USER, windowMinutes: e.RATE_LIMIT_VERIFICATION_WINDOW_MINUTES },
      profileReadsPerEmployer: { max: e.RATE_LIMIT_PROFILE_READS_PER_EMPLOYER, windowMinutes: e.RATE_LIMIT_PROFILE_READS_WINDOW_MINUTES },
      analyzePerUser: { max: e.RATE_LIMIT_ANALYZE_PER_USER, windowMinutes: e.RATE_LIMIT_AI_WINDOW_MINUTES },
      improvePerUser: { max: e.RATE_LIMIT_IMPROVE_PER_USER, windowMinutes: e.RATE_LIMIT_AI_WINDOW_MINUTES },
    },
    contactMessagesPerDay: e.CONTACT_MESSAGES_PER_DAY,
    jobsPerEmployer: e.JOBS_PER_EMPLOYER,
    applicationsPerDay: e.APPLICATIONS_PER_DAY,
    contactMessagesPerCandidatePerDay: e.CONTACT_MESSAGES_PER_CANDIDATE_PER_DAY,
    messagesPerHour: e.MESSAGES_PER_HOUR,
    messagesPerPairPerHour: e.MESSAGES_PER_PAIR_PER_HOUR,
    alertsHourUtc: e.ALERTS_HOUR_UTC,
    resumeQuota: { maxCount: e.RESUME_QUOTA_COUNT, maxBytes: e.RESUME_QUOTA_MEGABYTES * 1024 * 1024 },
    uploadRatePerUser: { max: e.RATE_LIMIT_UPLOADS_PER_USER, windowMinutes: 60 },
    invitationsPerCompany: { max: e.RATE_LIMIT_INVITATIONS_PER_COMPANY_PER_DAY, windowMinutes: 24 * 60 },
    publicResumeReads: {
      pagesPerAddress: { max: e.RATE_LIMIT_PUBLIC_RESUME_PAGES_PER_ADDRESS, windowMinutes: e.RATE_LIMIT_PUBLIC_RESUME_WINDOW_MINUTES },
      pagesPerLink: { max: e.RATE_LIMIT_PUBLIC_RESUME_PAGES_PER_LINK, windowMinutes: e.RATE_LIMIT_PUBLIC_RESUME_WINDOW_MINUTES },
      pdfsPerAddress: { max: e.RATE_LIMIT_PUBLIC_RESUME_PDFS_PER_ADDRESS, windowMinutes: e.RATE_LIMIT_PUBLIC_RESUME_WINDOW_MINUTES },
      pdfsPerLink: { max: e.RATE_LIMIT_PUBLIC_RESUME_PDFS_PER_LINK, windowMinutes: e.RATE_LIMIT_PUBLIC_RESUME_WINDOW_MINUTES },
    },
    appSecret: e.APP_SECRET,
    unsplashApiUrl: e.UNSPLASH_API_URL.replace(/\/+$/, ''),
  };
}
