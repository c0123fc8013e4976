-- Which tenant migration each gym's schema is known to be at, so that a start checks every gym with ONE
-- query instead of reading each schema's history (issue 14; docs/decisions/0061-background-tenant-migrations.md).
-- The per-schema `_schema_migrations` history stays the source of truth: this column is written only after
-- the migrator has brought the schema up to date, and NULL (existing gyms) means "check the schema".
ALTER TABLE gyms ADD COLUMN schema_version varchar(200);
-- The last background migration's failure for this gym (NULL when it succeeded): shown by
-- `npm run tenants -- list`; the gym answers 503 until a migration succeeds.
ALTER TABLE gyms ADD COLUMN migration_error text;
ALTER TABLE gyms ADD COLUMN migration_failed_at timestamptz(6);
