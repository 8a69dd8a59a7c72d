import { describe, expect, it } from 'vitest';
import { formatAuditAction } from './audit-action.ts';

describe('formatAuditAction', () => {
  it('gives each known action its label', () => {
    expect(formatAuditAction('admin.api_key_updated')).toBe('API key updated');
    expect(formatAuditAction('admin.api_key_toggled')).toBe('API key switched on or off');
    expect(formatAuditAction('auth.login_failed')).toBe('Sign-in failed');
    expect(formatAuditAction('blog.initial_posts_generated')).toBe('Initial blog posts generated');
  });

  it('reads an unknown code as a sentence, keeping its area', () => {
    expect(formatAuditAction('billing.invoice_sent')).toBe('Billing: invoice sent');
    expect(formatAuditAction('admin.ai_api_limit_changed')).toBe('Admin: AI API limit changed');
    expect(formatAuditAction('signup')).toBe('Signup');
    expect(formatAuditAction('')).toBe('');
  });
});
