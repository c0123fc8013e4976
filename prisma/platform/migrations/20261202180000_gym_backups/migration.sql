-- The nightly backups (issue 27 §3, decision 0272): one row per gym and calendar day of the gym. The row
-- is the exactly-once claim (primary key; a second process's INSERT finds it) and what the owner's settings
-- screen and the home warning read. No foreign key to gyms: a replaced or dropped gym keeps its history.
CREATE TABLE gym_backups (
  schema_name varchar(63) NOT NULL,
  day         date NOT NULL,
  status      varchar(10) NOT NULL CHECK (status IN ('RUNNING', 'DONE', 'FAILED')),
  attempts    integer NOT NULL DEFAULT 1,
  file        text,
  bytes       bigint,
  error       text,
  started_at  timestamptz(6) NOT NULL,
  finished_at timestamptz(6),
  PRIMARY KEY (schema_name, day)
);
