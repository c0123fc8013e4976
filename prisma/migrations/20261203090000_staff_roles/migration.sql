-- Staff accounts with roles (issue 25 §1-§2, decisions 0320-0323). Applied inside each tenant schema
-- (search_path is set by the migrator), so no statement names a schema.
-- The gym's existing user becomes its OWNER (the column's default fills every existing row).
ALTER TABLE staff_users
  ADD COLUMN role varchar(20) NOT NULL DEFAULT 'OWNER',
  ADD COLUMN phone varchar(20) NOT NULL DEFAULT '',
  ADD COLUMN trainer_id integer REFERENCES trainers (id) ON DELETE SET NULL;
ALTER TABLE staff_users
  ADD CONSTRAINT staff_users_role_check CHECK (role IN ('OWNER', 'MANAGER', 'FRONT_DESK', 'TRAINER', 'DOOR'));
CREATE INDEX staff_users_trainer_id_idx ON staff_users (trainer_id);

-- A changed role ends the user's sessions too (as a changed password or a deactivation does), so the role a
-- request runs under is always the one the account had when its session started.
DROP TRIGGER staff_users_end_sessions ON staff_users;
CREATE TRIGGER staff_users_end_sessions
  AFTER UPDATE OF password_hash, is_active, role ON staff_users
  FOR EACH ROW
  WHEN (OLD.password_hash IS DISTINCT FROM NEW.password_hash OR (OLD.is_active AND NOT NEW.is_active)
        OR OLD.role IS DISTINCT FROM NEW.role)
  EXECUTE FUNCTION staff_users_end_sessions();

-- How many days back the desk may date a receipt; further back needs a manager or the owner (issue 25 §4,
-- decision 0324).
ALTER TABLE payment_settings ADD COLUMN backdate_days integer NOT NULL DEFAULT 3;
ALTER TABLE payment_settings
  ADD CONSTRAINT payment_settings_backdate_days_check CHECK (backdate_days BETWEEN 0 AND 365);
