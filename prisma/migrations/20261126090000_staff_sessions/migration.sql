-- Server-side sessions of staff users (issue 7 §7, decision 0089). Applied inside each tenant schema
-- (search_path is set by the migrator), so no statement names a schema.
-- Each signed token carries the id (jti) of one row; the API accepts the token only while its row is not
-- revoked or expired and its user still exists and is active.
CREATE TABLE staff_sessions (
  id         text PRIMARY KEY,
  user_id    integer NOT NULL REFERENCES staff_users (id) ON DELETE CASCADE,
  created_at timestamptz(6) NOT NULL DEFAULT now(),
  expires_at timestamptz(6) NOT NULL,
  revoked_at timestamptz(6)
);
CREATE INDEX staff_sessions_user_id_idx ON staff_sessions (user_id);

-- A changed password or a deactivated user ends every session of that user, whatever code path (a
-- future settings screen, the CLI, plain SQL) made the change. The table is named through the
-- trigger's own schema: at run time no search_path points at the tenant (DESIGN §3).
CREATE FUNCTION staff_users_end_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('UPDATE %I.staff_sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', TG_TABLE_SCHEMA)
    USING NEW.id;
  RETURN NEW;
END
$$;

CREATE TRIGGER staff_users_end_sessions
  AFTER UPDATE OF password_hash, is_active ON staff_users
  FOR EACH ROW
  WHEN (OLD.password_hash IS DISTINCT FROM NEW.password_hash OR (OLD.is_active AND NOT NEW.is_active))
  EXECUTE FUNCTION staff_users_end_sessions();
