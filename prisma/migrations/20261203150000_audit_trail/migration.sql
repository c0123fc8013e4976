-- The audit trail (issue 25 §5, decisions 0330-0333). Applied inside each tenant schema (search_path is set
-- by the migrator), so no statement names a schema.
--
-- One entry per write request (audit_entries) and one change per row it wrote (audit_changes), both written
-- by the row trigger audit_row() IN THE WRITE'S OWN TRANSACTION: a write that fails leaves nothing. The
-- trigger reads the request's actor and endpoint from the transaction-local setting gym.audit, which the
-- API sets at the start of every transaction a signed-in write request runs (db/audit-scope.ts); without
-- it (seeding, the scheduler, the CLI, migrations) nothing is recorded.

CREATE TABLE audit_entries (
  id           bigserial PRIMARY KEY,
  request_id   varchar(36) NOT NULL,
  at           timestamptz(6) NOT NULL,
  user_id      integer,
  username     varchar(150),
  role         varchar(20) NOT NULL,
  user_agent   text NOT NULL DEFAULT '',
  ip           varchar(64) NOT NULL DEFAULT '',
  method       varchar(10) NOT NULL,
  path         text NOT NULL,
  area         varchar(50) NOT NULL,
  entity_table varchar(63) NOT NULL,
  entity_id    varchar(64),
  member_id    integer,
  CONSTRAINT audit_entries_request_id_key UNIQUE (request_id)
);
CREATE INDEX audit_entries_at_idx ON audit_entries (at DESC, id DESC);
CREATE INDEX audit_entries_user_at_idx ON audit_entries (user_id, at DESC, id DESC);
CREATE INDEX audit_entries_area_at_idx ON audit_entries (area, at DESC, id DESC);

CREATE TABLE audit_changes (
  id         bigserial PRIMARY KEY,
  entry_id   bigint NOT NULL REFERENCES audit_entries (id),
  table_name varchar(63) NOT NULL,
  row_id     varchar(64),
  operation  varchar(6) NOT NULL,
  member_id  integer,
  before     jsonb,
  after      jsonb
);
CREATE INDEX audit_changes_entry_idx ON audit_changes (entry_id);
CREATE INDEX audit_changes_member_idx ON audit_changes (member_id, entry_id DESC) WHERE member_id IS NOT NULL;

-- Append-only: no statement may change or remove an entry (decision 0332). Dropping the gym's schema is
-- the only way they go.
CREATE FUNCTION audit_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The audit trail is append-only: % on %.% is refused', TG_OP, TG_TABLE_SCHEMA, TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege';
END
$$;
CREATE TRIGGER audit_entries_append_only BEFORE UPDATE OR DELETE ON audit_entries
  FOR EACH ROW EXECUTE FUNCTION audit_refuse_change();
CREATE TRIGGER audit_entries_no_truncate BEFORE TRUNCATE ON audit_entries
  FOR EACH STATEMENT EXECUTE FUNCTION audit_refuse_change();
CREATE TRIGGER audit_changes_append_only BEFORE UPDATE OR DELETE ON audit_changes
  FOR EACH ROW EXECUTE FUNCTION audit_refuse_change();
CREATE TRIGGER audit_changes_no_truncate BEFORE TRUNCATE ON audit_changes
  FOR EACH STATEMENT EXECUTE FUNCTION audit_refuse_change();

-- The row trigger of every audited table. Its arguments name the columns whose values before and after
-- are kept (money, member status, plan, renewal date: decision 0331); other columns are never copied (no
-- password hash, no personal text lands in the trail). The first row a request writes names the entry's
-- entity; the first member it touches names the entry's member.
CREATE FUNCTION audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ctx jsonb;
  old_row jsonb;
  new_row jsonb;
  row_data jsonb;
  kept_before jsonb;
  kept_after jsonb;
  row_key text;
  member integer;
  entry bigint;
  cached text;
  col text;
BEGIN
  ctx := nullif(current_setting('gym.audit', true), '')::jsonb;
  IF ctx IS NULL THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW); END IF;
  row_data := coalesce(new_row, old_row);
  row_key := row_data ->> 'id';
  IF TG_TABLE_NAME = 'members' THEN
    member := (row_data ->> 'id')::integer;
  ELSIF jsonb_typeof(row_data -> 'member_id') = 'number' THEN
    member := (row_data ->> 'member_id')::integer;
  END IF;
  IF TG_NARGS > 0 THEN
    kept_before := CASE WHEN old_row IS NULL THEN NULL ELSE '{}'::jsonb END;
    kept_after := CASE WHEN new_row IS NULL THEN NULL ELSE '{}'::jsonb END;
    FOREACH col IN ARRAY TG_ARGV LOOP
      IF old_row IS NOT NULL THEN kept_before := kept_before || jsonb_build_object(col, old_row -> col); END IF;
      IF new_row IS NOT NULL THEN kept_after := kept_after || jsonb_build_object(col, new_row -> col); END IF;
    END LOOP;
    -- An update that touched none of the kept columns keeps no values.
    IF TG_OP = 'UPDATE' AND kept_before = kept_after THEN
      kept_before := NULL;
      kept_after := NULL;
    END IF;
  END IF;
  -- The request's entry: made by its first row, then remembered for the rest of the transaction.
  cached := current_setting('gym.audit_entry', true);
  IF cached IS NOT NULL AND split_part(cached, ':', 1) = ctx ->> 'request_id' THEN
    entry := split_part(cached, ':', 2)::bigint;
  ELSE
    EXECUTE format(
      'INSERT INTO %I.audit_entries (request_id, at, user_id, username, role, user_agent, ip, method, path, area,
                                         entity_table, entity_id, member_id)
       SELECT $1->>''request_id'', ($1->>''at'')::timestamptz, ($1->>''user_id'')::integer,
              coalesce($1->>''username'', (SELECT u.username FROM %I.staff_users u WHERE u.id = ($1->>''user_id'')::integer)),
              $1->>''role'', coalesce($1->>''user_agent'', ''''), coalesce($1->>''ip'', ''''), $1->>''method'', $1->>''path'',
              $1->>''area'', $2, $3, $4
       ON CONFLICT (request_id) DO NOTHING
       RETURNING id', TG_TABLE_SCHEMA, TG_TABLE_SCHEMA)
      INTO entry USING ctx, TG_TABLE_NAME, row_key, member;
    IF entry IS NULL THEN
      EXECUTE format('SELECT id FROM %I.audit_entries WHERE request_id = $1->>''request_id''', TG_TABLE_SCHEMA)
        INTO entry USING ctx;
    END IF;
    PERFORM set_config('gym.audit_entry', (ctx ->> 'request_id') || ':' || entry, true);
  END IF;
  EXECUTE format(
    'INSERT INTO %I.audit_changes (entry_id, table_name, row_id, operation, member_id, before, after)
     VALUES ($1, $2, $3, $4, $5, $6, $7)', TG_TABLE_SCHEMA)
    USING entry, TG_TABLE_NAME, row_key, TG_OP, member, kept_before, kept_after;
  RETURN NULL;
END
$$;

-- Every table of the gym but the trail itself is audited; the columns kept before and after are named here
-- (decision 0331). A table added later needs its own CREATE TRIGGER: test/audit/coverage.test.ts fails
-- while one has none.
DO $$
DECLARE
  kept CONSTANT jsonb := '{
    "members": ["status", "renewal_date", "paid_through", "plan_id", "plan_name", "plan_amount"],
    "member_payments": ["amount_due", "amount_paid", "late_fee", "discount_amount", "amount_before_discount",
                        "cancelled", "payment_method", "due_date", "payment_date", "period_from", "period_to"],
    "payment_receipts": ["amount", "payment_method", "payment_date", "invoice_number"],
    "payment_settings": ["default_plan_name", "default_plan_amount", "gst_rate"],
    "membership_plans": ["name", "price", "admission_fee"],
    "member_freezes": ["from_date", "to_date"],
    "expense_transactions": ["amount", "transaction_date"],
    "recurring_expenses": ["amount", "start_date", "end_date", "next_due_date"],
    "trainer_rates": ["amount"],
    "trainer_bookings": ["amount", "payment_status", "status"],
    "products": ["price", "original_price"]
  }';
  t record;
  args text;
BEGIN
  FOR t IN
    SELECT c.relname FROM pg_class c
     WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p') AND NOT c.relispartition
       AND c.relname NOT IN ('audit_entries', 'audit_changes', '_schema_migrations')
     ORDER BY c.relname
  LOOP
    SELECT string_agg(quote_literal(col), ', ') INTO args FROM jsonb_array_elements_text(kept -> t.relname) AS col;
    EXECUTE format('CREATE TRIGGER audit_row AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION audit_row(%s)',
                   t.relname, coalesce(args, ''));
  END LOOP;
END
$$;
