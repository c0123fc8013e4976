-- Each member's private link (issue 26 §1, decision 0340). Applied inside each tenant schema (search_path is
-- set by the migrator), so no statement names a schema.

-- The link's token (32 base64url characters from 24 random bytes) is stored as it is, so staff can send the
-- same link again and the reminders can carry it (decision 0340). Rotating revokes the row in use and makes
-- a new one; revoking sets revoked_at, and the page stops answering for it at once.
CREATE TABLE member_links (
  id             serial PRIMARY KEY,
  member_id      integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  token          varchar(64) NOT NULL,
  created_at     timestamptz(6) NOT NULL,
  created_by_id  integer REFERENCES staff_users (id) ON DELETE SET NULL,
  revoked_at     timestamptz(6),
  revoked_by_id  integer REFERENCES staff_users (id) ON DELETE SET NULL
);
CREATE UNIQUE INDEX member_links_token_key ON member_links (token);
CREATE INDEX member_links_member_id_idx ON member_links (member_id);
-- At most one link in use per member: two staff making the first link at once make one.
CREATE UNIQUE INDEX member_links_one_active_idx ON member_links (member_id) WHERE revoked_at IS NULL;
