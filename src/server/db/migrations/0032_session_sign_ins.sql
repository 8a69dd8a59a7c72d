-- A session in use now counts as a sign-in (plugins/auth.ts writes users.last_sign_in_at at most every
-- few minutes). That write changes no session and nothing a cached session holds, so it sends no
-- notice: the users trigger of 0007 is split, and an update that touches only last_sign_in_at is let through quietly.
DROP TRIGGER users_changed ON users;
--> statement-breakpoint
CREATE TRIGGER users_deleted AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE ON users FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'last_sign_in_at') IS DISTINCT FROM (to_jsonb(NEW) - 'last_sign_in_at'))
  EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
-- Sessions used since their user's last password sign-in already were sign-ins.
UPDATE users SET last_sign_in_at = used.last_seen_at
FROM (SELECT user_id, max(last_seen_at) AS last_seen_at FROM sessions GROUP BY user_id) AS used
WHERE used.user_id = users.id AND (users.last_sign_in_at IS NULL OR users.last_sign_in_at < used.last_seen_at);
