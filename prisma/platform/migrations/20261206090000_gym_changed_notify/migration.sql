-- Every API process hears at once that a gym's registry row changed (decision 0410). Each process caches the
-- rows it reads on every authenticated request (tenancy/registry.ts); without this it trusted them for 10 s,
-- so a suspended gym went on working on the other processes for that long, and at 1,000 gyms in rotation the
-- re-reads cost about 100 statements a second. The trigger covers every writer: provisioning, a suspension,
-- a background migration's version or failure, a restore, a drop, and an operator in psql. NOTIFY is sent
-- when the transaction commits, never when it rolls back, and once per gym and transaction. Applied inside
-- the platform schema (the migrator sets search_path).
CREATE FUNCTION gyms_notify_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('gym_registry_changed', OLD.schema_name);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('gym_registry_changed', NEW.schema_name);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER gyms_changed
  AFTER INSERT OR UPDATE OR DELETE ON gyms
  FOR EACH ROW
  EXECUTE FUNCTION gyms_notify_changed();
