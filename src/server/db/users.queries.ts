import { and, count, desc, eq, ilike, isNotNull, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { TUser } from '#shared/schemas/auth.ts';
import type { TUserType } from '#shared/roles.ts';
import type { ZUpdateUserRequestSchema } from '#shared/schemas/profiles.ts';
import { toContainsPattern } from '../lib/like-pattern.ts';
import type { Executor } from './client.ts';
import { findOrCreateMembership } from './company-members.queries.ts';
import { applicantProfiles, users } from './schema.ts';

export const PUBLIC_USER_COLUMNS = {
  id: users.id,
  email: users.email,
  username: users.username,
  fullName: users.fullName,
  userType: users.userType,
  phone: users.phone,
  location: users.location,
  profilePictureFileId: users.profilePictureFileId,
  emailVerifiedAt: users.emailVerifiedAt,
  pendingEmail: users.pendingEmail,
  suspendedAt: users.suspendedAt,
  createdAt: users.createdAt,
};

export type TUserRow = {
  id: number;
  email: string;
  username: string;
  fullName: string;
  userType: TUserType;
  phone: string | null;
  location: string | null;
  profilePictureFileId: number | null;
  emailVerifiedAt: Date | null;
  pendingEmail: string | null;
  suspendedAt: Date | null;
  createdAt: Date;
};

/** The picture URL carries the file id, so a new picture gets a new URL and caches never go stale. */
/** The address changes with the picture, so a browser may keep each one for good. */
export function toProfilePictureUrl(userId: number, pictureFileId: number | null): string | null {
  return pictureFileId ? `/api/users/${userId}/profile-picture?v=${pictureFileId}` : null;
}

export function toPublicUser(row: TUserRow): TUser {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    fullName: row.fullName,
    userType: row.userType,
    phone: row.phone,
    location: row.location,
    profilePicture: toProfilePictureUrl(row.id, row.profilePictureFileId),
    emailVerified: row.emailVerifiedAt !== null,
    pendingEmail: row.pendingEmail,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ ...PUBLIC_USER_COLUMNS, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  return row;
}

/** Employers see a developer only once the address is confirmed and while no admin has suspended them. */
export function isAccountInGoodStanding(user: Pick<TUserRow, 'emailVerifiedAt' | 'suspendedAt'>): boolean {
  return user.emailVerifiedAt !== null && user.suspendedAt === null;
}

/** The SQL form of isAccountInGoodStanding, for a query on users. */
export const IS_IN_GOOD_STANDING = and(isNotNull(users.emailVerifiedAt), isNull(users.suspendedAt))!;

/**
 * True when the user is a developer employers may not see (candidate search, /candidate): hidden by
 * themselves, e-mail not yet confirmed, or suspended. Select it with a left join of applicant_profiles
 * on the user's id; the account is read by id, so the query need not join users.
 */
export const IS_HIDDEN_FROM_EMPLOYERS = sql<boolean>`(coalesce(not ${applicantProfiles.isVisibleToEmployers}, false) or exists (
  select 1 from users standing where standing.id = ${applicantProfiles.userId}
  and (standing.email_verified_at is null or standing.suspended_at is not null)))`;

/** The account type, and whether employers may see it: what access checks on a user's data need. */
export async function findDataOwner(db: Executor, id: number) {
  const [row] = await db
    .select({ userType: users.userType, isHiddenFromEmployers: IS_HIDDEN_FROM_EMPLOYERS })
    .from(users)
    .leftJoin(applicantProfiles, eq(applicantProfiles.userId, users.id))
    .where(eq(users.id, id));
  return row;
}

export async function findUserById(db: Executor, id: number): Promise<TUserRow | undefined> {
  const [row] = await db.select(PUBLIC_USER_COLUMNS).from(users).where(eq(users.id, id));
  return row;
}

export async function findPasswordHash(db: Executor, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row?.passwordHash;
}

export async function isUsernameTaken(db: Executor, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return Boolean(row);
}

type TNewUser = {
  email: string;
  username: string;
  passwordHash: string;
  userType: TUserType;
  fullName: string;
  phone: string | null;
  location: string | null;
  isDemo?: boolean;
  /** Accounts made by the platform (demo data, the start-up admin) need no confirmation link. */
  emailVerifiedAt?: Date;
};

/** Creates the account and, for a developer, the empty applicant profile every developer screen reads. */
export async function createUser(db: Executor, values: TNewUser): Promise<TUserRow> {
  const [row] = await db.insert(users).values(values).returning(PUBLIC_USER_COLUMNS);
  if (values.userType === 'developer') {
    await db.insert(applicantProfiles).values({ userId: row!.id });
  } else {
    // Employers (and admins, for their own lists) hire within a company: theirs alone until they invite colleagues.
    await findOrCreateMembership(db, { userId: row!.id });
  }
  return row!;
}

/** Sets the account's password hash; answers the account's e-mail. */
export async function updatePasswordHash(db: Executor, userId: number, passwordHash: string): Promise<{ email: string }> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ email: users.email });
  return row!;
}

// The account half of the profile card: name, e-mail, phone and location.

export type TAccountChanges = Omit<z.output<typeof ZUpdateUserRequestSchema>, 'currentPassword'>;

/** The user, locked until the transaction ends: concurrent edits of one account apply one after another. */
export async function findUserForUpdate(db: Executor, userId: number): Promise<TUserRow | undefined> {
  const [row] = await db.select(PUBLIC_USER_COLUMNS).from(users).where(eq(users.id, userId)).for('update');
  return row;
}

export async function isEmailUsedByOtherUser(db: Executor, params: { email: string; userId: number }): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, params.email), ne(users.id, params.userId)));
  return Boolean(row);
}

export async function updateUserAccount(
  db: Executor,
  params: { userId: number; changes: Omit<TAccountChanges, 'email'> & { pendingEmail?: string | null } },
): Promise<TUserRow> {
  const [row] = await db
    .update(users)
    .set({ ...params.changes, updatedAt: sql`now()` })
    .where(eq(users.id, params.userId))
    .returning(PUBLIC_USER_COLUMNS);
  return row!;
}

/**
 * Locks the user's row for the rest of the transaction, so that writers of what one user owns (their
 * resumes, an employer's messages and saved searches) take turns; false when the user does not exist.
 * 'No key update': rows that merely refer to the user (an analysis, the search row a trigger
 * refreshes) still check their key without waiting for the turn.
 */
export async function lockUser(tx: Executor, params: { userId: number }): Promise<boolean> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, params.userId)).for('no key update');
  return Boolean(row);
}

/** A developer's applicant id that employers may see, or undefined (unknown, not a developer, hidden). */
export async function findVisibleApplicant(db: Executor, params: { applicantId: number }) {
  const [row] = await db
    .select({ id: applicantProfiles.id, userId: applicantProfiles.userId, fullName: users.fullName, email: users.email })
    .from(applicantProfiles)
    .innerJoin(users, eq(users.id, applicantProfiles.userId))
    .where(
      and(
        eq(applicantProfiles.id, params.applicantId),
        eq(users.userType, 'developer'),
        eq(applicantProfiles.isVisibleToEmployers, true),
        IS_IN_GOOD_STANDING,
      ),
    );
  return row;
}

/** The account's own address is confirmed (the first time counts). */
export async function markEmailVerified(db: Executor, params: { userId: number }): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(users.id, params.userId));
}

/** An e-mail change takes effect: the confirmed new address replaces the old one. */
export async function moveToVerifiedEmail(db: Executor, params: { userId: number; email: string }): Promise<void> {
  await db
    .update(users)
    .set({ email: params.email, pendingEmail: null, emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(users.id, params.userId));
}

export async function recordSignIn(db: Executor, params: { userId: number }): Promise<void> {
  await db
    .update(users)
    .set({ lastSignInAt: sql`now()` })
    .where(eq(users.id, params.userId));
}

/**
 * A session in use is a sign-in too (a person who stays signed in for days never types a password):
 * recorded unless one was recorded in the last `resolutionMinutes`, so the write happens at most that
 * often per user, whichever server or session asks.
 */
export async function recordSessionSignIn(db: Executor, params: { userId: number; resolutionMinutes: number }): Promise<void> {
  await db
    .update(users)
    .set({ lastSignInAt: sql`now()` })
    .where(
      and(
        eq(users.id, params.userId),
        or(isNull(users.lastSignInAt), lt(users.lastSignInAt, sql`now() - make_interval(mins => ${params.resolutionMinutes})`)),
      ),
    );
}

// The admin's Users list.

const ADMIN_USER_COLUMNS = {
  id: users.id,
  fullName: users.fullName,
  email: users.email,
  username: users.username,
  userType: users.userType,
  createdAt: users.createdAt,
  lastSignInAt: users.lastSignInAt,
  emailVerifiedAt: users.emailVerifiedAt,
  suspendedAt: users.suspendedAt,
};

export type TAdminUserFilter = {
  search?: string;
  type?: TUserType;
  status?: 'active' | 'suspended';
  verification?: 'verified' | 'unverified';
};

function toAdminUserCondition(filter: TAdminUserFilter): SQL | undefined {
  const search = filter.search ? toContainsPattern(filter.search) : undefined;
  return and(
    search ? or(ilike(users.fullName, search), ilike(users.email, search), ilike(users.username, search)) : undefined,
    filter.type ? eq(users.userType, filter.type) : undefined,
    filter.status === 'suspended' ? isNotNull(users.suspendedAt) : filter.status === 'active' ? isNull(users.suspendedAt) : undefined,
    filter.verification === 'verified'
      ? isNotNull(users.emailVerifiedAt)
      : filter.verification === 'unverified'
        ? isNull(users.emailVerifiedAt)
        : undefined,
  );
}

/** A page of accounts, newest sign-ups first, and how many match in all. */
export async function listUsersForAdmin(db: Executor, params: { filter: TAdminUserFilter; page: number; pageSize: number }) {
  const where = toAdminUserCondition(params.filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select(ADMIN_USER_COLUMNS)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(params.pageSize)
      .offset((params.page - 1) * params.pageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findAdminUser(db: Executor, params: { userId: number }) {
  const [row] = await db.select(ADMIN_USER_COLUMNS).from(users).where(eq(users.id, params.userId));
  return row;
}

/** Suspends (at now) or unsuspends the account; a second suspension keeps the first time. */
export async function setSuspended(db: Executor, params: { userId: number; suspended: boolean }): Promise<void> {
  await db
    .update(users)
    .set({ suspendedAt: params.suspended ? sql`coalesce(${users.suspendedAt}, now())` : null, updatedAt: sql`now()` })
    .where(eq(users.id, params.userId));
}
