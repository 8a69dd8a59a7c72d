import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TUser } from '#shared/schemas/auth.ts';
import type { TUserType } from '#shared/roles.ts';
import type { ZUpdateUserRequestSchema } from '#shared/schemas/profile.ts';
import type { Executor } from './client.ts';
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

/**
 * True when the user is a developer who hid their profile from employers (candidate search,
 * /candidate). Select it with a left join of applicant_profiles on the user's id.
 */
export const IS_HIDDEN_FROM_EMPLOYERS = sql<boolean>`coalesce(not ${applicantProfiles.isVisibleToEmployers}, false)`;

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
};

/** Creates the account and, for a developer, the empty applicant profile every developer screen reads. */
export async function createUser(db: Executor, values: TNewUser): Promise<TUserRow> {
  const [row] = await db.insert(users).values(values).returning(PUBLIC_USER_COLUMNS);
  if (values.userType === 'developer') {
    await db.insert(applicantProfiles).values({ userId: row!.id });
  }
  return row!;
}

export async function updatePasswordHash(db: Executor, userId: number, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
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

export async function updateUserAccount(db: Executor, params: { userId: number; changes: TAccountChanges }): Promise<TUserRow> {
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
      and(eq(applicantProfiles.id, params.applicantId), eq(users.userType, 'developer'), eq(applicantProfiles.isVisibleToEmployers, true)),
    );
  return row;
}
