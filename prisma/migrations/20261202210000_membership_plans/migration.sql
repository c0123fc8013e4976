-- The plan catalogue (issue 23 §4, decision 0290). Applied inside each tenant schema (search_path is set
-- by the migrator), so no statement names a schema.

-- A plan: a name, a term (1, 3, 6 or 12 months, which are 30, 90, 180 and 365 days, or N days: decision
-- 0240 §1), a price, an optional one-time admission fee and whether the price includes GST. Archived plans
-- (is_active false) are kept for the members still on them.
CREATE TABLE membership_plans (
  id              serial PRIMARY KEY,
  name            varchar(100) NOT NULL,
  duration_months integer,
  duration_days   integer NOT NULL,
  price           numeric(12,2) NOT NULL,
  admission_fee   numeric(12,2),
  gst_included    boolean NOT NULL DEFAULT true,
  is_active       boolean NOT NULL DEFAULT true,
  created_at      timestamptz(6) NOT NULL DEFAULT now(),
  updated_at      timestamptz(6) NOT NULL DEFAULT now(),
  CONSTRAINT membership_plans_duration_check CHECK (
    (duration_months IS NULL AND duration_days BETWEEN 1 AND 3650)
    OR (duration_months = 1 AND duration_days = 30) OR (duration_months = 3 AND duration_days = 90)
    OR (duration_months = 6 AND duration_days = 180) OR (duration_months = 12 AND duration_days = 365)),
  CONSTRAINT membership_plans_price_check CHECK (price > 0),
  CONSTRAINT membership_plans_admission_fee_check CHECK (admission_fee IS NULL OR admission_fee >= 0)
);
CREATE UNIQUE INDEX membership_plans_name_key ON membership_plans (name);

-- A member's plan. Plans are archived, never deleted, so the key restricts.
ALTER TABLE members ADD COLUMN plan_id integer
  CONSTRAINT members_plan_id_fkey REFERENCES membership_plans (id) ON DELETE RESTRICT ON UPDATE CASCADE;
CREATE INDEX members_plan_id_idx ON members (plan_id);
