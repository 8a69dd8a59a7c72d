/**
 * The one readable label of each audit action the server records, used by Recent Activity, the
 * audit log table and its action filter alike. An action missing here (a new one) still reads as a
 * sentence made from its code.
 */
const AUDIT_ACTION_LABELS: Record<string, string> = {
  'admin.api_key_revealed': 'API key revealed',
  'admin.api_key_toggled': 'API key switched on or off',
  'admin.api_key_updated': 'API key updated',
  'admin.bootstrapped': 'Admin account created',
  'admin.setting_updated': 'Setting updated',
  'admin.user_suspended': 'User suspended',
  'admin.user_unsuspended': 'User unsuspended',
  'admin.verification_resent': 'Confirmation link resent',
  'alerts.run': 'Alerts sent now',
  'auth.login': 'Signed in',
  'auth.login_failed': 'Sign-in failed',
  'auth.login_refused_suspended': 'Sign-in refused (suspended)',
  'auth.logout': 'Signed out',
  'auth.password_reset': 'Password reset',
  'auth.password_reset_requested': 'Password reset requested',
  'blog.backlinks_updated': 'Blog backlinks updated',
  'blog.daily_post_generated': 'Daily blog post generated',
  'blog.daily_post_published': 'Daily blog post published',
  'blog.initial_posts_generated': 'Initial blog posts generated',
  'blog.post_created': 'Blog post created',
  'blog.post_deleted': 'Blog post deleted',
  'blog.post_published': 'Blog post published',
  'blog.post_scheduled': 'Blog post scheduled',
  'blog.post_unpublished': 'Blog post unpublished',
  'blog.post_updated': 'Blog post updated',
  'candidate.contacted': 'Candidate contacted',
  'profile.updated': 'Profile updated',
  'resume.analyzed': 'Resume analyzed',
  'resume.created': 'Resume created',
  'resume.deleted': 'Resume deleted',
  'resume.improvement_generated': 'Resume improvement generated',
  'resume.improvement_rejected': 'Resume improvement rejected',
  'resume.improvements_applied': 'Resume improvements applied',
  'resume.primary_set': 'Primary resume set',
  'resume.updated': 'Resume updated',
  'resume.uploaded': 'Resume uploaded',
  'session.ended': 'Session signed out',
  'session.ended_others': 'Signed out everywhere else',
  'user.data_exported': 'Data exported',
  'user.deleted': 'Account deleted',
  'user.deletion_refused': 'Account deletion refused',
  'user.email_change_refused': 'Email change refused',
  'user.email_change_requested': 'Email change requested',
  'user.email_changed': 'Email changed',
  'user.email_verified': 'Email confirmed',
  'user.password_change_refused': 'Password change refused',
  'user.password_changed': 'Password changed',
  'user.profile_picture_removed': 'Profile picture removed',
  'user.profile_picture_updated': 'Profile picture updated',
  'user.registered': 'Account registered',
  'user.updated': 'Account updated',
};

/** An audit action's label: 'admin.api_key_updated' -> 'API key updated'; an unknown code as a sentence. */
export function formatAuditAction(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? formatUnknownAuditAction(action);
}

/** 'billing.invoice_sent' -> 'Billing: invoice sent'; 'signup' -> 'Signup'. */
function formatUnknownAuditAction(action: string): string {
  const dot = action.lastIndexOf('.');
  const words = (text: string) =>
    text
      .replace(/[_-]+/g, ' ')
      .trim()
      .replace(/\bapi\b/gi, 'API')
      .replace(/\bai\b/gi, 'AI');
  const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  const name = words(action.slice(dot + 1));
  if (dot <= 0) return capitalise(name) || action;
  return `${capitalise(words(action.slice(0, dot)))}: ${name}`;
}
