-- Staff who sign in to a gym's dashboard. Applied inside each tenant schema (search_path is set
-- by the migrator), so no statement names a schema.
CREATE TYPE user_type AS ENUM ('admin');

CREATE TABLE staff_users (
  id            serial PRIMARY KEY,
  username      varchar(150) NOT NULL,
  password_hash text NOT NULL,
  full_name     varchar(200) NOT NULL,
  email         varchar(254) NOT NULL DEFAULT '',
  user_type     user_type NOT NULL DEFAULT 'admin',
  is_active     boolean NOT NULL DEFAULT true,
  created_at    timestamptz(6) NOT NULL DEFAULT now(),
  updated_at    timestamptz(6) NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX staff_users_username_key ON staff_users (username);
