/** The three kinds of user. Sign-up offers only the first two; admins are created by the operator. */
export const USER_TYPES = ['developer', 'employer', 'admin'] as const;
export type TUserType = (typeof USER_TYPES)[number];

export const SELF_SERVICE_USER_TYPES = ['developer', 'employer'] as const;
export type TSelfServiceUserType = (typeof SELF_SERVICE_USER_TYPES)[number];

export function isUserType(value: unknown): value is TUserType {
  return typeof value === 'string' && (USER_TYPES as readonly string[]).includes(value);
}

/** Where each kind of user lands after login. */
export const DASHBOARD_PATH: Record<TUserType, string> = {
  developer: '/applicant',
  employer: '/employer',
  admin: '/admin',
};
