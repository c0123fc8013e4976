-- The monthly view's change stamp (issue 28 §3, decision 0380). Applied inside each tenant schema (search_path
-- is set by the migrator), so no statement names a schema; at run time the trigger names its table through
-- TG_TABLE_SCHEMA (no search_path points at the tenant then).
--
-- Every transaction that changes a row the monthly view reads (members, member_payments, payment_settings,
-- member_freezes) inserts one row here, keyed by its own transaction id, in the same transaction. The stamp
-- is the sum of `weight` a snapshot sees: it is exactly the number of such transactions committed before that
-- snapshot, so it rises with every one of them and only when it commits. Writers never touch one shared row
-- (no lock to queue on, no deadlock with the rows they lock), unlike a counter row; and unlike a sequence,
-- a transaction that commits late cannot hide behind a number already read.
-- modules/member-payments/tracking/changes-repository.ts reads the stamp and folds old rows together
-- (deleting them and inserting their summed weight in one statement, which leaves every snapshot's sum as it was).
CREATE TABLE monthly_view_changes (
  txid   bigint PRIMARY KEY,
  weight bigint NOT NULL DEFAULT 1
);

-- Rows changed by the statement (a transition table), so a statement that changed nothing leaves no row.
CREATE FUNCTION monthly_view_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed_rows) THEN
    EXECUTE format('INSERT INTO %I.monthly_view_changes (txid) VALUES (pg_current_xact_id()::text::bigint)
                    ON CONFLICT (txid) DO NOTHING', TG_TABLE_SCHEMA);
  END IF;
  RETURN NULL;
END
$$;

-- TRUNCATE has no transition table: it always counts.
CREATE FUNCTION monthly_view_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('INSERT INTO %I.monthly_view_changes (txid) VALUES (pg_current_xact_id()::text::bigint)
                  ON CONFLICT (txid) DO NOTHING', TG_TABLE_SCHEMA);
  RETURN NULL;
END
$$;

-- A trigger with a transition table serves one event, so each table gets four. A delete cascading from
-- members to member_payments or member_freezes fires these too.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['members', 'member_payments', 'payment_settings', 'member_freezes'] LOOP
    EXECUTE format('CREATE TRIGGER monthly_view_inserted AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows
                    FOR EACH STATEMENT EXECUTE FUNCTION monthly_view_changed()', t);
    EXECUTE format('CREATE TRIGGER monthly_view_updated AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed_rows
                    FOR EACH STATEMENT EXECUTE FUNCTION monthly_view_changed()', t);
    EXECUTE format('CREATE TRIGGER monthly_view_deleted AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_rows
                    FOR EACH STATEMENT EXECUTE FUNCTION monthly_view_changed()', t);
    EXECUTE format('CREATE TRIGGER monthly_view_truncated AFTER TRUNCATE ON %I
                    FOR EACH STATEMENT EXECUTE FUNCTION monthly_view_truncated()', t);
  END LOOP;
END
$$;
