-- A membership is a chain of paid periods (issue 23 §1, decision 0240). Applied inside each tenant schema
-- (search_path is set by the migrator), so no statement names a tenant schema.

-- The last day paid for by a settled bill. NULL: nothing paid yet (a member added after this migration
-- until their first bill is settled); the rules read it as the day before the joining date.
ALTER TABLE members ADD COLUMN paid_through date;

-- The period a bill pays for, both days inclusive. NULL on history: records settled or cancelled before
-- this migration paid for "+30 days" and keep no period.
ALTER TABLE member_payments
  ADD COLUMN period_from date,
  ADD COLUMN period_to   date,
  ADD CONSTRAINT member_payments_period_check
    CHECK ((period_from IS NULL) = (period_to IS NULL) AND (period_from IS NULL OR period_from <= period_to));

-- Decision 0240 §9: a member with any receipt has paid through their renewal date; anyone else nothing,
-- the day before joining.
UPDATE members m
   SET paid_through = CASE
         WHEN EXISTS (SELECT 1 FROM member_payments p JOIN payment_receipts r ON r.payment_id = p.id
                       WHERE p.member_id = m.id) THEN m.renewal_date
         ELSE m.joining_date - 1 END;

-- Open records (neither cancelled nor settled) get the member's next periods, oldest month first, as
-- decision 0240 §3 makes them with the spec's 30-day term: the first bill of a member who paid nothing
-- is the joining grant (joining .. the later of renewal and joining + 30), every later one the next 30 days.
WITH open_bills AS (
  SELECT p.id, m.joining_date, m.renewal_date, m.paid_through,
         row_number() OVER (PARTITION BY p.member_id ORDER BY p.membership_month) - 1 AS k
    FROM member_payments p JOIN members m ON m.id = p.member_id
   WHERE NOT p.cancelled AND p.amount_paid < p.amount_due + p.late_fee),
periods AS (
  SELECT id,
         CASE WHEN paid_through < joining_date THEN
                CASE WHEN k = 0 THEN joining_date
                     ELSE GREATEST(renewal_date, joining_date + 30) + 1 + 30 * (k - 1)::int END
              ELSE paid_through + 1 + 30 * k::int END AS period_from,
         CASE WHEN paid_through < joining_date THEN GREATEST(renewal_date, joining_date + 30) + 30 * k::int
              ELSE paid_through + 30 * (k + 1)::int END AS period_to
    FROM open_bills)
UPDATE member_payments p SET period_from = x.period_from, period_to = x.period_to
  FROM periods x WHERE x.id = p.id;
