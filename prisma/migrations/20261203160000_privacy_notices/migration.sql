-- The gym's own privacy notice (issue 27 §6, decision 0350). Applied inside each tenant schema (search_path
-- is set by the migrator), so no statement names a schema.
--
-- One row per saved version; rows are never changed (a save that changes the text inserts the next
-- version), so a consent row's notice_version always finds the text that was agreed to. No row: the
-- product's default text is version 1.
CREATE TABLE privacy_notices (
  version         integer PRIMARY KEY CHECK (version >= 1),
  items           jsonb NOT NULL CHECK (jsonb_typeof(items) = 'array' AND jsonb_array_length(items) >= 1),
  rights          text NOT NULL,
  contact         text NOT NULL,
  -- NULL on version 1 when it is the product's default, kept as it read when the gym first saved its own.
  created_at      timestamptz(6),
  created_by_id   integer,
  created_by_name varchar(200) NOT NULL DEFAULT ''
);

-- Every gym table carries the audit trigger (decision 0331); no column is kept before and after.
CREATE TRIGGER audit_row AFTER INSERT OR UPDATE OR DELETE ON privacy_notices
  FOR EACH ROW EXECUTE FUNCTION audit_row();
