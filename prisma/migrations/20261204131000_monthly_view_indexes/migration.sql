-- Smart tracking's monthly view at 10,000 members (issue 28 §3). Applied inside each tenant schema (search_path
-- is set by the migrator), so no statement names a schema. Both indexes are read by
-- modules/member-payments/tracking/repository.ts; docs/performance.md, "Member payments", has the figures.

-- The bills still owed: neither cancelled nor paid up to their stored fee. The fee read on a day is never
-- below the stored one and is the stored one once that much is paid, so this is exactly "amount_paid is
-- below amount_due plus the fee of today", without the day. A member without a record for the month finds
-- the oldest of theirs here in one probe instead of reading every month they have.
CREATE INDEX member_payments_open_idx ON member_payments (member_id, membership_month)
  WHERE NOT cancelled AND amount_paid < amount_due + late_fee;

-- The month's page is ordered by name then id: read in this order, it stops after its rows.
CREATE INDEX members_name_idx ON members ((first_name || ' ' || last_name), id);
