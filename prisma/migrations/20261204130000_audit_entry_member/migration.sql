-- An audit entry names the first member its request touches (decision 0331), also when the request's first row
-- has no member: mark-paid writes an invoice number and a receipt before the bill, so its entry named no member
-- (decision 0379). audit_row() now gives the entry its member from the first row that has one, and the
-- append-only guard lets exactly that through: member_id from NULL to a value, nothing else changed, on the entry
-- this transaction made (named by its transaction-local gym.audit_entry). Everything else stays refused.

CREATE OR REPLACE FUNCTION audit_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND TG_TABLE_NAME = 'audit_entries'
     AND OLD.member_id IS NULL AND NEW.member_id IS NOT NULL
     AND (to_jsonb(NEW) - 'member_id') = (to_jsonb(OLD) - 'member_id')
     AND split_part(current_setting('gym.audit_entry', true), ':', 2) = OLD.id::text THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'The audit trail is append-only: % on %.% is refused', TG_OP, TG_TABLE_SCHEMA, TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege';
END
$$;

CREATE OR REPLACE FUNCTION audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
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
    -- The entry was made by a row of no member (an invoice number, a receipt): this row's member names it.
    IF member IS NOT NULL AND split_part(cached, ':', 3) = '' THEN
      EXECUTE format('UPDATE %I.audit_entries SET member_id = $1 WHERE id = $2 AND member_id IS NULL', TG_TABLE_SCHEMA)
        USING member, entry;
      PERFORM set_config('gym.audit_entry', (ctx ->> 'request_id') || ':' || entry || ':m', true);
    END IF;
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
    -- ':m' once the entry names its member; a concurrent twin's entry (ON CONFLICT) is read as it is.
    PERFORM set_config('gym.audit_entry', (ctx ->> 'request_id') || ':' || entry || CASE WHEN member IS NULL THEN '' ELSE ':m' END, true);
  END IF;
  EXECUTE format(
    'INSERT INTO %I.audit_changes (entry_id, table_name, row_id, operation, member_id, before, after)
     VALUES ($1, $2, $3, $4, $5, $6, $7)', TG_TABLE_SCHEMA)
    USING entry, TG_TABLE_NAME, row_key, TG_OP, member, kept_before, kept_after;
  RETURN NULL;
END
$$;
