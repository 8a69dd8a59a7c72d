-- Tells every app server, through NOTIFY, when a cached session may no longer be valid
-- (plugins/session-cache.ts): a session ended or was shortened ('s:' and its id hash), or its user
-- changed ('u:' and the user id). A trigger catches every write path, on every server, and also
-- writes made outside the app.
CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('devmatch_session_change', 's:' || OLD.id_hash);
  ELSE
    PERFORM pg_notify('devmatch_session_change', 'u:' || OLD.id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_ended AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
-- The app's once-a-minute last_seen_at refresh only lengthens a session: no notice for it.
CREATE TRIGGER sessions_shortened AFTER UPDATE ON sessions FOR EACH ROW
  WHEN (NEW.expires_at < OLD.expires_at OR NEW.last_seen_at < OLD.last_seen_at OR NEW.user_id <> OLD.user_id OR NEW.id_hash <> OLD.id_hash)
  EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION notify_session_change();
