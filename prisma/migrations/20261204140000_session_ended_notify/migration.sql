-- Every API process hears at once that a staff session has ended (issue 28 §5, decision 0391). Each
-- process caches its answer about a session for 10 s (decision 0089); without this, a token signed out
-- through one process stayed usable on the others for that long. The trigger covers every way a session
-- ends: a sign-out, the revocations of staff_users_end_sessions (password, deactivation), a role change's
-- endAllOf, and a row deleted with its user. NOTIFY is sent when the transaction commits, and never when
-- it rolls back. Applied inside each tenant schema (search_path is set by the migrator), so no statement
-- names a schema; the payload names the trigger's own schema.
CREATE FUNCTION staff_sessions_notify_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('gym_session_ended', TG_TABLE_SCHEMA || ' ' || OLD.id);
  RETURN NULL;
END
$$;

CREATE TRIGGER staff_sessions_revoked
  AFTER UPDATE OF revoked_at ON staff_sessions
  FOR EACH ROW
  WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
  EXECUTE FUNCTION staff_sessions_notify_ended();

CREATE TRIGGER staff_sessions_deleted
  AFTER DELETE ON staff_sessions
  FOR EACH ROW
  WHEN (OLD.revoked_at IS NULL)
  EXECUTE FUNCTION staff_sessions_notify_ended();
