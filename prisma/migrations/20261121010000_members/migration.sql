-- Gym members (part 1 §3). Applied inside each tenant schema (search_path is set by the migrator),
-- so no statement names a tenant schema.
CREATE TYPE member_status AS ENUM ('ACTIVE', 'SUSPENDED', 'EXPIRED');
CREATE TYPE gender AS ENUM ('M', 'F', 'O');

-- Member codes MEM0001, MEM0002, ... (decision 0010). The default keeps the sequence's OID, so it
-- always names this schema's sequence.
CREATE SEQUENCE member_code_seq;

CREATE TABLE members (
  id                serial PRIMARY KEY,
  member_id         varchar(20) NOT NULL DEFAULT ('MEM'::text || to_char(nextval('member_code_seq'::regclass), 'FM9999990000'::text)),
  username          varchar(150) NOT NULL,
  email             varchar(254) NOT NULL,
  password_hash     text NOT NULL,
  first_name        varchar(100) NOT NULL,
  last_name         varchar(100) NOT NULL,
  phone             varchar(20) NOT NULL,
  gender            gender NOT NULL,
  date_of_birth     date NOT NULL,
  address           text NOT NULL DEFAULT '',
  emergency_contact varchar(100) NOT NULL DEFAULT '',
  notes             text NOT NULL DEFAULT '',
  status            member_status NOT NULL DEFAULT 'ACTIVE',
  joining_date      date NOT NULL,
  renewal_date      date NOT NULL,
  profile_photo     varchar(500),
  created_at        timestamptz(6) NOT NULL DEFAULT now(),
  updated_at        timestamptz(6) NOT NULL DEFAULT now()
);
ALTER SEQUENCE member_code_seq OWNED BY members.member_id;
CREATE UNIQUE INDEX members_member_id_key ON members (member_id);
CREATE UNIQUE INDEX members_username_key ON members (username);
CREATE UNIQUE INDEX members_email_key ON members (email);
-- Expired lists and the expired override (status + renewal date).
CREATE INDEX members_renewal_date_idx ON members (renewal_date);
CREATE INDEX members_status_renewal_date_idx ON members (status, renewal_date);
-- Birthdays: month * 100 + day of the date of birth (the dashboard looks up 11 such keys).
CREATE INDEX members_birthday_key_idx ON members (((EXTRACT(month FROM date_of_birth) * 100 + EXTRACT(day FROM date_of_birth))::int));

-- Search (decision 0011): one trigram index over the lowercased searchable text, so
-- `LIKE '%term%'` is an index scan. pg_trgm is a trusted contrib extension (PostgreSQL 13+); it is
-- installed once per database into `public`, never into a tenant schema (dropping a gym must not drop
-- it). Where it cannot be installed, search still works, by a sequential scan.
DO $$
DECLARE
  ops_schema text;
BEGIN
  -- Several gyms may be migrated at once; one of them installs the extension, the others wait.
  PERFORM pg_advisory_xact_lock(hashtext('gym:extension:pg_trgm'));
  SELECT n.nspname INTO ops_schema
    FROM pg_opclass c JOIN pg_namespace n ON n.oid = c.opcnamespace
   WHERE c.opcname = 'gin_trgm_ops' LIMIT 1;
  IF ops_schema IS NULL AND EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = 'public') THEN
    BEGIN
      CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
      ops_schema := 'public';
    EXCEPTION WHEN OTHERS THEN
      RAISE NOTICE 'pg_trgm is not available (%); member search will use sequential scans', SQLERRM;
    END;
  END IF;
  IF ops_schema IS NOT NULL THEN
    EXECUTE format(
      'CREATE INDEX members_search_idx ON members USING gin ((lower(first_name || '' '' || last_name || '' '' || username || '' '' || email || '' '' || phone || '' '' || member_id)) %I.gin_trgm_ops)',
      ops_schema);
  END IF;
END
$$;
