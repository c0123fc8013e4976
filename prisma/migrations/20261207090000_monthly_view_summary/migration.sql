-- The monthly view's totals kept with the records (issue 28 §3, decision 0396). Applied inside each tenant schema
-- (search_path is set by the migrator), so no statement names a schema; at run time the triggers name their table
-- through TG_TABLE_SCHEMA. Existing gyms get these tables empty: a month is built on its first read.
--
-- What a member adds to a month's totals depends on the day only through the due date and the renewal date
-- (the status rules and the late fee compare them with today). So each member's month is kept as its
-- day-independent facts (monthly_view_members), and the month as the sums of the members that share all of
-- them (monthly_view_groups, a few hundred rows at 10,000 members); the read applies the rules of
-- modules/member-payments/sql.ts to each group's sums. The writers only name the members they changed
-- (monthly_view_dirty); the read brings the month's rows and groups up to date for those members, under
-- the month's lock (modules/member-payments/tracking/summary-repository.ts).

-- The months kept (the gym's current month and its neighbours; older ones are dropped by the read).
CREATE TABLE monthly_view_months (
  month    date PRIMARY KEY,
  built_at timestamptz(6) NOT NULL DEFAULT now()
);

-- One member's month: which record the view shows them with (the month's own, else the oldest bill still owed)
-- and the facts the status and the fee are read from. due_date is the month's first day when there is no record.
CREATE TABLE monthly_view_members (
  month        date NOT NULL REFERENCES monthly_view_months (month) ON DELETE CASCADE,
  member_id    integer NOT NULL,
  has_record   boolean NOT NULL,
  cancelled    boolean NOT NULL,
  settled      boolean NOT NULL,
  paid_sign    integer NOT NULL,
  due_date     date NOT NULL,
  renewal_date date NOT NULL,
  billed       boolean NOT NULL,
  listed       boolean NOT NULL,
  left_out     boolean NOT NULL,
  amount_due   numeric(12, 2) NOT NULL,
  late_fee     numeric(12, 2) NOT NULL,
  accrued_fee  numeric(12, 2) NOT NULL,
  amount_paid  numeric(12, 2) NOT NULL,
  PRIMARY KEY (month, member_id)
);

-- The members of a month that share every fact, counted and summed.
CREATE TABLE monthly_view_groups (
  month        date NOT NULL REFERENCES monthly_view_months (month) ON DELETE CASCADE,
  has_record   boolean NOT NULL,
  cancelled    boolean NOT NULL,
  settled      boolean NOT NULL,
  paid_sign    integer NOT NULL,
  due_date     date NOT NULL,
  renewal_date date NOT NULL,
  billed       boolean NOT NULL,
  listed       boolean NOT NULL,
  left_out     boolean NOT NULL,
  members      integer NOT NULL,
  amount_due   numeric(14, 2) NOT NULL,
  late_fee     numeric(14, 2) NOT NULL,
  accrued_fee  numeric(14, 2) NOT NULL,
  amount_paid  numeric(14, 2) NOT NULL,
  PRIMARY KEY (month, has_record, cancelled, settled, paid_sign, due_date, renewal_date, billed, listed, left_out)
);

-- Members whose month may have changed, appended by the writers' statements (a serial key: writers never wait
-- on each other here) and taken by the read or the scheduler's fold, whether or not a month is kept (a writer
-- that looked for kept months could miss one being built).
CREATE TABLE monthly_view_dirty (
  id        bigserial PRIMARY KEY,
  member_id integer NOT NULL
);

-- The members a statement changed (transition tables, so a statement that changed nothing adds nothing; an
-- update names the member before and after, should a record move to another member); TG_ARGV[0] is the column
-- naming the member.
CREATE FUNCTION monthly_view_members_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    EXECUTE format('INSERT INTO %I.monthly_view_dirty (member_id)
                    SELECT %I FROM changed_rows UNION SELECT %I FROM old_rows', TG_TABLE_SCHEMA, TG_ARGV[0], TG_ARGV[0]);
  ELSE
    EXECUTE format('INSERT INTO %I.monthly_view_dirty (member_id) SELECT DISTINCT %I FROM changed_rows',
                   TG_TABLE_SCHEMA, TG_ARGV[0]);
  END IF;
  RETURN NULL;
END
$$;

-- TRUNCATE names no rows: every kept month is dropped and built again on its next read.
CREATE FUNCTION monthly_view_members_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DELETE FROM %I.monthly_view_months', TG_TABLE_SCHEMA);
  RETURN NULL;
END
$$;

-- The totals read members (status, archived, renewal date) and member_payments; a delete cascading from members
-- to member_payments fires both.
DO $$
DECLARE
  t text;
  col text;
BEGIN
  FOREACH t IN ARRAY ARRAY['members', 'member_payments'] LOOP
    col := CASE t WHEN 'members' THEN 'id' ELSE 'member_id' END;
    EXECUTE format('CREATE TRIGGER monthly_view_members_inserted AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows
                    FOR EACH STATEMENT EXECUTE FUNCTION monthly_view_members_changed(%L)', t, col);
    EXECUTE format('CREATE TRIGGER monthly_view_members_updated AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows
                    FOR EACH STATEMENT EXECUTE FUNCTION monthly_view_members_changed(%L)', t, col);
    EXECUTE format('CREATE TRIGGER monthly_view_members_deleted AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_rows
                    FOR EACH STATEMENT EXECUTE FUNCTION monthly_view_members_changed(%L)', t, col);
    EXECUTE format('CREATE TRIGGER monthly_view_members_truncated AFTER TRUNCATE ON %I
                    FOR EACH STATEMENT EXECUTE FUNCTION monthly_view_members_truncated()', t);
  END LOOP;
END
$$;
