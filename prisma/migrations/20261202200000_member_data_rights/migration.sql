-- Members' data rights under the DPDP Act 2023 (issue 27 §6, decisions 0300-0303). Applied inside each
-- tenant schema (search_path is set by the migrator), so no statement names a schema.

-- A member's consent to the gym's privacy notice: which version of the notice, when, and which staff
-- user recorded it (decision 0300). Several rows when the member consents again to a newer notice.
CREATE TABLE member_consents (
  id                  serial PRIMARY KEY,
  member_id           integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  notice_version      varchar(20) NOT NULL,
  given_at            timestamptz(6) NOT NULL,
  recorded_by_id      integer REFERENCES staff_users (id) ON DELETE SET NULL,
  recorded_by_name    varchar(200) NOT NULL DEFAULT '',
  CONSTRAINT member_consents_version_given CHECK (btrim(notice_version) <> '')
);
CREATE INDEX member_consents_member_id_given_at_idx ON member_consents (member_id, given_at);

-- The audit row of an erasure (decision 0302): one per member, kept when the member row is deleted later
-- (member_id becomes null; the member's code stays). Who erased, when, whether the owner forced it past
-- open dues or an active membership, and what was owed then.
CREATE TABLE member_erasures (
  id                 serial PRIMARY KEY,
  member_id          integer UNIQUE REFERENCES members (id) ON DELETE SET NULL,
  member_code        varchar(20) NOT NULL,
  erased_at          timestamptz(6) NOT NULL,
  erased_by_id       integer REFERENCES staff_users (id) ON DELETE SET NULL,
  erased_by_name     varchar(200) NOT NULL DEFAULT '',
  forced             boolean NOT NULL DEFAULT false,
  open_dues          numeric(12, 2) NOT NULL DEFAULT 0,
  active_until       date,
  kept_name          boolean NOT NULL,
  kept_address       boolean NOT NULL
);
