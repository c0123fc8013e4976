-- An update of members names a member for the monthly view's kept months only when a column those months read
-- changed (decision 0406): status, archived_at, renewal_date (tracking/summary-repository.ts, factsOf, and
-- monthSql's fromMonth read no other column of members but the id). A member's name, phone, plan or reminder
-- edited leaves no name to take, so the next read of the totals is one plain read; the change stamp
-- (monthly_view_changes, decision 0380) still moves, so the page is read again. Applied inside each tenant schema
-- (search_path is set by the migrator); at run time the trigger names its table through TG_TABLE_SCHEMA.
-- Inserts, deletes and member_payments keep monthly_view_members_changed (decision 0396).
CREATE FUNCTION monthly_view_member_facts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A full join by id: a row whose id changed (none does) is named by its old and its new id.
  EXECUTE format('INSERT INTO %I.monthly_view_dirty (member_id)
                  SELECT coalesce(n.id, o.id) FROM changed_rows n FULL JOIN old_rows o ON o.id = n.id
                   WHERE n.id IS NULL OR o.id IS NULL
                      OR (n.status, n.archived_at, n.renewal_date) IS DISTINCT FROM (o.status, o.archived_at, o.renewal_date)',
                 TG_TABLE_SCHEMA);
  RETURN NULL;
END
$$;

DROP TRIGGER monthly_view_members_updated ON members;
CREATE TRIGGER monthly_view_members_updated AFTER UPDATE ON members REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION monthly_view_member_facts_changed();
