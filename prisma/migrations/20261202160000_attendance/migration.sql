-- The front desk (issue 24): member cards, check-ins and the attendance settings. Applied inside each
-- tenant schema (search_path is set by the migrator), so no statement names a schema.
CREATE TYPE check_in_via AS ENUM ('CARD', 'CODE', 'SEARCH');
CREATE TYPE door_colour AS ENUM ('GREEN', 'AMBER', 'RED');

-- A member's card: the QR holds `code`, never the row id (decision 0251). Reissuing revokes the old code.
CREATE TABLE member_cards (
  id         serial PRIMARY KEY,
  member_id  integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  code       varchar(20) NOT NULL,
  issued_at  timestamptz(6) NOT NULL,
  revoked_at timestamptz(6)
);
CREATE UNIQUE INDEX member_cards_code_key ON member_cards (code);
CREATE INDEX member_cards_member_id_idx ON member_cards (member_id);
-- At most one card in use per member: two desks issuing the first card at once make one.
CREATE UNIQUE INDEX member_cards_one_active_idx ON member_cards (member_id) WHERE revoked_at IS NULL;

-- One visit (decision 0252). `day` and `hour` are the gym's calendar day and hour at `checked_in_at`.
CREATE TABLE check_ins (
  id              serial PRIMARY KEY,
  member_id       integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  checked_in_at   timestamptz(6) NOT NULL,
  day             date NOT NULL,
  hour            integer NOT NULL CHECK (hour BETWEEN 0 AND 23),
  staff_user_id   integer REFERENCES staff_users (id) ON DELETE SET NULL,
  device          varchar(100) NOT NULL DEFAULT '',
  via             check_in_via NOT NULL,
  door_colour     door_colour NOT NULL,
  door_reason     text NOT NULL DEFAULT '',
  override_reason varchar(500),
  -- A red answer is stored only as an override, and an override always has its reason.
  CONSTRAINT check_ins_red_needs_reason CHECK (door_colour <> 'RED' OR btrim(coalesce(override_reason, '')) <> '')
);
-- A member's visits (timeline, last visit); the reports read by day and hour with the member in the
-- index too (index-only scans: decision 0255); lists and the export walk check-ins in time order.
CREATE INDEX check_ins_member_id_checked_in_at_idx ON check_ins (member_id, checked_in_at);
CREATE INDEX check_ins_day_hour_idx ON check_ins (day, hour) INCLUDE (member_id);
CREATE INDEX check_ins_checked_in_at_id_idx ON check_ins (checked_in_at, id);

-- Each member's latest check-in: the repeat window is one conditional upsert on this row (decision 0252).
CREATE TABLE last_check_ins (
  member_id     integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  checked_in_at timestamptz(6) NOT NULL
);
CREATE INDEX last_check_ins_checked_in_at_idx ON last_check_ins (checked_in_at);

-- One row: the gym's attendance settings (decision 0254); without a row the defaults apply.
CREATE TABLE attendance_settings (
  id                    integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  dues_grace_days       integer NOT NULL DEFAULT 7 CHECK (dues_grace_days BETWEEN 0 AND 60),
  repeat_window_minutes integer NOT NULL DEFAULT 120 CHECK (repeat_window_minutes BETWEEN 1 AND 1440),
  not_attending_days    integer NOT NULL DEFAULT 14 CHECK (not_attending_days BETWEEN 1 AND 365),
  in_gym_minutes        integer NOT NULL DEFAULT 90 CHECK (in_gym_minutes BETWEEN 10 AND 720),
  updated_at            timestamptz(6) NOT NULL DEFAULT now()
);

-- The desk finds a member by any part of the phone number as typed digits (decision 0253): a trigram
-- index on the phone's digits alone, so "43210" finds "+91 98765 43210". Like members_search_idx, it is
-- made only where pg_trgm is installed (the members migration installs it); else search scans.
DO $$
DECLARE
  ops_schema text;
BEGIN
  SELECT n.nspname INTO ops_schema
    FROM pg_opclass c JOIN pg_namespace n ON n.oid = c.opcnamespace
   WHERE c.opcname = 'gin_trgm_ops' LIMIT 1;
  IF ops_schema IS NOT NULL THEN
    EXECUTE format(
      'CREATE INDEX members_phone_digits_idx ON members USING gin ((regexp_replace(phone, ''\D'', '''', ''g'')) %I.gin_trgm_ops)',
      ops_schema);
  END IF;
END
$$;
