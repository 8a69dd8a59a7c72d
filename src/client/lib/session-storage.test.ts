import { describe, expect, it } from 'vitest';
import { normalizeSessionUser } from './session-storage.ts';

describe('normalizeSessionUser', () => {
  const user = {
    id: 7,
    email: 'a@example.com',
    userType: 'employer',
    fullName: 'Ada',
    username: 'ada',
    profilePicture: null,
    emailVerified: false,
    pendingEmail: 'new@example.com',
  };

  it('accepts the user directly', () => {
    expect(normalizeSessionUser(user)).toEqual({ ...user, userType: 'employer' });
  });

  it('counts a user stored before confirmation existed as confirmed, with no new address waiting', () => {
    const { emailVerified: _verified, pendingEmail: _pending, ...stored } = user;
    expect(normalizeSessionUser(stored)).toMatchObject({ emailVerified: true, pendingEmail: null });
  });

  it('accepts the user under a field user', () => {
    expect(normalizeSessionUser({ user })).toMatchObject({ id: 7, email: 'a@example.com' });
  });

  it('reads the type from user_type when userType is absent', () => {
    const { userType: _omitted, ...rest } = user;
    expect(normalizeSessionUser({ ...rest, user_type: 'admin' })?.userType).toBe('admin');
  });

  it.each([null, undefined, 'text', 42, {}, { id: 1 }, { email: 'x@example.com' }, { id: 1, email: '' }])(
    'rejects %j: a session user must hold id and email',
    (value) => {
      expect(normalizeSessionUser(value)).toBeNull();
    },
  );
});
