-- The tenant registry: one row per gym schema. Applied to the `platform` schema only.
CREATE TYPE gym_status AS ENUM ('ACTIVE', 'SUSPENDED');

CREATE TABLE gyms (
  schema_name varchar(63) PRIMARY KEY,
  gym_name    varchar(200) NOT NULL,
  status      gym_status NOT NULL DEFAULT 'ACTIVE',
  created_at  timestamptz(6) NOT NULL DEFAULT now()
);
