-- The reminder sequence (issue 26 §4, decisions 0347, 0348). Applied inside each tenant schema (search_path
-- is set by the migrator), so no statement names a schema.

-- The gym's steps, one row (id 1): each step a day relative to the due date (negative before it) and the
-- WhatsApp template it uses, earliest first, no day twice (the API checks that; the defaults apply while
-- the gym saved none); then every `repeat_every_days` days after the last step until paid (NULL: no repeat).
CREATE TABLE reminder_sequence (
  id                integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  steps             jsonb NOT NULL,
  repeat_every_days integer CHECK (repeat_every_days BETWEEN 1 AND 90),
  updated_at        timestamptz(6) NOT NULL DEFAULT now()
);

-- Members the sequence leaves alone (the owner excluded them); the worklist still shows them.
CREATE TABLE reminder_exclusions (
  member_id     integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  created_at    timestamptz(6) NOT NULL DEFAULT now(),
  created_by_id integer REFERENCES staff_users (id) ON DELETE SET NULL
);

-- One reminder due to a member: the step `step_day` (days from the due date) of the payment due on
-- `due_date`. The unique key makes the scheduled job's insert exactly once per member and step however
-- many scheduler processes run it (INSERT ... ON CONFLICT DO NOTHING). `sent_at`/`sent_by_id` record who
-- opened WhatsApp with it and when; `sent_on` is that moment's gym day (the "sent today" part of the list).
CREATE TABLE reminder_sends (
  id            serial PRIMARY KEY,
  member_id     integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  due_date      date NOT NULL,
  step_day      integer NOT NULL,
  template      varchar(20) NOT NULL CHECK (template IN ('due_soon', 'overdue')),
  scheduled_for date NOT NULL,
  created_at    timestamptz(6) NOT NULL DEFAULT now(),
  sent_at       timestamptz(6),
  sent_on       date,
  sent_by_id    integer REFERENCES staff_users (id) ON DELETE SET NULL,
  sent_by_name  varchar(200),
  CONSTRAINT reminder_sends_sent_whole CHECK ((sent_at IS NULL) = (sent_on IS NULL) AND (sent_at IS NULL) = (sent_by_name IS NULL)),
  CONSTRAINT reminder_sends_member_id_due_date_step_day_key UNIQUE (member_id, due_date, step_day)
);
