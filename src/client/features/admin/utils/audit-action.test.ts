import { describe, expect, it } from 'vitest';
import { formatAuditAction } from './audit-action.ts';

describe('formatAuditAction', () => {
  it('reads the last part of the action as a sentence', () => {
    expect(formatAuditAction('admin.api_key_updated')).toBe('API key updated');
    expect(formatAuditAction('auth.login_failed')).toBe('Login failed');
    expect(formatAuditAction('signup')).toBe('Signup');
  });
});
