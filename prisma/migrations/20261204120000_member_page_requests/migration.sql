-- What a member does on their own page (issue 26 §2, decisions 0343-0345). Applied inside each tenant
-- schema (search_path is set by the migrator), so no statement names a schema. Trainer booking requests
-- need no table: they are trainer_bookings rows with status 'pending' until staff confirm them.

-- A freeze the member asked for, pending until staff approve it (the freeze itself is then a
-- member_freezes row made by the front desk's freeze service, `freeze_id`) or decline it (`decline_reason`).
-- One pending request per member at a time (freeze_requests_one_pending_idx).
CREATE TYPE freeze_request_status AS ENUM ('PENDING', 'APPROVED', 'DECLINED');

CREATE TABLE freeze_requests (
  id             serial PRIMARY KEY,
  member_id      integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  from_date      date NOT NULL,
  to_date        date NOT NULL,
  reason         varchar(500) NOT NULL,
  status         freeze_request_status NOT NULL DEFAULT 'PENDING',
  decline_reason varchar(500) NOT NULL DEFAULT '',
  freeze_id      integer REFERENCES member_freezes (id) ON DELETE SET NULL,
  decided_at     timestamptz(6),
  decided_by_id  integer REFERENCES staff_users (id) ON DELETE SET NULL,
  created_at     timestamptz(6) NOT NULL DEFAULT now(),
  updated_at     timestamptz(6) NOT NULL DEFAULT now(),
  CONSTRAINT freeze_requests_dates_in_order CHECK (to_date >= from_date)
);
CREATE INDEX freeze_requests_status_created_at_idx ON freeze_requests (status, created_at);
CREATE INDEX freeze_requests_member_id_idx ON freeze_requests (member_id);
CREATE UNIQUE INDEX freeze_requests_one_pending_idx ON freeze_requests (member_id) WHERE status = 'PENDING';

-- "Done today" on an exercise assignment: once per assignment per gym day (the unique key).
CREATE TABLE workout_completions (
  id            serial PRIMARY KEY,
  assignment_id integer NOT NULL REFERENCES exercise_assignments (id) ON DELETE CASCADE,
  member_id     integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  done_on       date NOT NULL,
  created_at    timestamptz(6) NOT NULL DEFAULT now(),
  CONSTRAINT workout_completions_assignment_id_done_on_key UNIQUE (assignment_id, done_on)
);
CREATE INDEX workout_completions_member_id_done_on_idx ON workout_completions (member_id, done_on);

-- The gym's member-page settings, one row (id 1); no row: the defaults (members may mark a workout done).
CREATE TABLE member_page_settings (
  id                integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  members_mark_done boolean NOT NULL DEFAULT true,
  updated_at        timestamptz(6) NOT NULL DEFAULT now()
);

-- Every gym table carries the audit trigger (decision 0331), naming its status and date columns.
CREATE TRIGGER audit_row AFTER INSERT OR UPDATE OR DELETE ON freeze_requests
  FOR EACH ROW EXECUTE FUNCTION audit_row('status', 'from_date', 'to_date');
CREATE TRIGGER audit_row AFTER INSERT OR UPDATE OR DELETE ON workout_completions
  FOR EACH ROW EXECUTE FUNCTION audit_row('done_on');
CREATE TRIGGER audit_row AFTER INSERT OR UPDATE OR DELETE ON member_page_settings
  FOR EACH ROW EXECUTE FUNCTION audit_row('members_mark_done');
