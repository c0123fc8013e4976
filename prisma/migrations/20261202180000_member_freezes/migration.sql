-- Freezing a membership (issue 24 §4, decision 0258). Applied inside each tenant schema (search_path is
-- set by the migrator), so no statement names a schema.

-- One pause of a member's membership: `from_date` to `to_date`, both days included. Ending it early sets
-- `ended_on`, the first day no longer frozen (from_date itself when it was ended before it began).
CREATE TABLE member_freezes (
  id            serial PRIMARY KEY,
  member_id     integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  from_date     date NOT NULL,
  to_date       date NOT NULL,
  reason        varchar(500) NOT NULL,
  created_at    timestamptz(6) NOT NULL DEFAULT now(),
  created_by_id integer REFERENCES staff_users (id) ON DELETE SET NULL,
  ended_on      date,
  ended_at      timestamptz(6),
  ended_by_id   integer REFERENCES staff_users (id) ON DELETE SET NULL,
  CONSTRAINT member_freezes_dates_in_order CHECK (to_date >= from_date),
  CONSTRAINT member_freezes_reason_given CHECK (btrim(reason) <> ''),
  CONSTRAINT member_freezes_ended_within CHECK (ended_on IS NULL OR (ended_on BETWEEN from_date AND to_date AND ended_at IS NOT NULL)),
  -- One member's freezes never cover the same day: the days a freeze covers are [from_date, to_date + 1)
  -- or, ended early, [from_date, ended_on) (empty when ended before it began). A one-value int4range stands
  -- for the member, as trainer_bookings_no_overlap does for the trainer (no btree_gist extension needed).
  CONSTRAINT member_freezes_no_overlap EXCLUDE USING gist (
    int4range(member_id, member_id, '[]') WITH &&,
    daterange(from_date, LEAST(to_date + 1, ended_on), '[)') WITH &&
  )
);
-- A member's freezes (history, the door check, the list's "Frozen until").
CREATE INDEX member_freezes_member_id_from_date_idx ON member_freezes (member_id, from_date);

-- The freeze settings join the attendance settings row (decision 0254, 0258).
ALTER TABLE attendance_settings
  ADD COLUMN freeze_days_a_year integer NOT NULL DEFAULT 60 CHECK (freeze_days_a_year BETWEEN 0 AND 365),
  ADD COLUMN freeze_past_days   integer NOT NULL DEFAULT 7 CHECK (freeze_past_days BETWEEN 0 AND 60);
