-- Trainers, trainer rates, bookings and exercise assignments (part 2 §3, §4, §5). Applied inside each
-- tenant schema (search_path is set by the migrator), so no statement names a schema.
CREATE TYPE trainer_gender AS ENUM ('male', 'female', 'other');
CREATE TYPE booking_status AS ENUM ('pending', 'confirmed', 'cancelled', 'completed');
CREATE TYPE weekday AS ENUM ('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday');

CREATE TABLE trainers (
  id            serial PRIMARY KEY,
  name          varchar(100) NOT NULL CHECK (btrim(name) <> ''),
  description   text NOT NULL DEFAULT '',
  award         varchar(200) NOT NULL DEFAULT '',
  phone_number  varchar(10) NOT NULL CHECK (phone_number ~ '^[0-9]{10}$'),
  age           integer NOT NULL CHECK (age BETWEEN 18 AND 100),
  gender        trainer_gender NOT NULL,
  is_active     boolean NOT NULL DEFAULT true,
  profile_image varchar(500),
  created_at    timestamptz(6) NOT NULL DEFAULT now(),
  updated_at    timestamptz(6) NOT NULL DEFAULT now()
);
CREATE INDEX trainers_is_active_name_idx ON trainers (is_active, name);

CREATE TABLE trainer_rates (
  id         serial PRIMARY KEY,
  trainer_id integer NOT NULL REFERENCES trainers (id) ON DELETE RESTRICT,
  rate_type  varchar(10) NOT NULL DEFAULT 'month' CHECK (rate_type IN ('hour', 'day', 'month', '3month', '6month')),
  amount     numeric(12, 2) NOT NULL CHECK (amount >= 0),
  currency   varchar(3) NOT NULL DEFAULT 'INR',
  is_active  boolean NOT NULL DEFAULT true,
  created_at timestamptz(6) NOT NULL DEFAULT now(),
  updated_at timestamptz(6) NOT NULL DEFAULT now()
);
-- One charge per trainer and rate type: the form locks both on edit (decision 0122).
CREATE UNIQUE INDEX trainer_rates_trainer_id_rate_type_key ON trainer_rates (trainer_id, rate_type);

-- A member's bookings leave with the member (the members area deletes members without knowing
-- about trainers); a trainer with bookings is deactivated, never deleted (decision 0123).
CREATE TABLE trainer_bookings (
  id             serial PRIMARY KEY,
  user_id        integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  trainer_id     integer NOT NULL REFERENCES trainers (id) ON DELETE RESTRICT,
  booking_date   date NOT NULL,
  start_time     time(0) NOT NULL,
  end_time       time(0) NOT NULL,
  amount         numeric(12, 2) NOT NULL CHECK (amount >= 0),
  payment_status boolean NOT NULL DEFAULT false,
  status         booking_status NOT NULL DEFAULT 'pending',
  notes          text NOT NULL DEFAULT '',
  created_at     timestamptz(6) NOT NULL DEFAULT now(),
  updated_at     timestamptz(6) NOT NULL DEFAULT now(),
  CONSTRAINT trainer_bookings_end_after_start CHECK (end_time > start_time),
  -- No trainer is booked twice for overlapping times (decision 0121). A one-value int4range stands
  -- for the trainer so plain GiST range support is enough (no btree_gist extension per schema).
  -- Cancelled bookings free their slot.
  CONSTRAINT trainer_bookings_no_overlap EXCLUDE USING gist (
    int4range(trainer_id, trainer_id, '[]') WITH &&,
    tsrange(booking_date + start_time, booking_date + end_time) WITH &&
  ) WHERE (status <> 'cancelled')
);
-- The calendar reads a date range (all trainers or one) and a member's bookings.
CREATE INDEX trainer_bookings_booking_date_start_time_idx ON trainer_bookings (booking_date, start_time);
CREATE INDEX trainer_bookings_trainer_id_booking_date_idx ON trainer_bookings (trainer_id, booking_date);
CREATE INDEX trainer_bookings_user_id_booking_date_idx ON trainer_bookings (user_id, booking_date);

-- Assignments leave with their member or exercise (areas that delete those do not know about them).
CREATE TABLE exercise_assignments (
  id                   serial PRIMARY KEY,
  member_id            integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  exercise_category_id integer NOT NULL REFERENCES exercise_categories (id) ON DELETE CASCADE,
  exercise_id          integer NOT NULL REFERENCES exercises (id) ON DELETE CASCADE,
  set                  integer NOT NULL CHECK (set >= 1),
  reps                 integer NOT NULL CHECK (reps >= 1),
  day                  weekday NOT NULL,
  is_success           boolean NOT NULL DEFAULT false,
  notes                text NOT NULL DEFAULT '',
  assigned_date        date NOT NULL,
  completed_date       date,
  created_at           timestamptz(6) NOT NULL DEFAULT now(),
  updated_at           timestamptz(6) NOT NULL DEFAULT now(),
  CONSTRAINT exercise_assignments_completed_date_only_when_completed CHECK (is_success OR completed_date IS NULL)
);
CREATE INDEX exercise_assignments_member_id_assigned_date_idx ON exercise_assignments (member_id, assigned_date);
CREATE INDEX exercise_assignments_assigned_date_idx ON exercise_assignments (assigned_date);
