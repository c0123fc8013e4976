-- Consent from every form that collects a member's data, and its withdrawal (issue 27 §6, decisions 0304,
-- 0305). Applied inside each tenant schema (search_path is set by the migrator), so no statement names a schema.

-- What a row of member_consents records: a consent given, or a consent withdrawn. given_at is the time of
-- either; the latest row of a member says whether their consent stands.
CREATE TYPE consent_action AS ENUM ('GIVEN', 'WITHDRAWN');

-- Where the consent was recorded: the profile's card, the Add New Member form, a bulk upload (the uploader
-- confirmed every member of the sheet was given the notice), the public feedback form (the member themself).
CREATE TYPE consent_source AS ENUM ('PROFILE', 'ADD_MEMBER', 'BULK_UPLOAD', 'FEEDBACK');

ALTER TABLE member_consents
  ADD COLUMN action consent_action NOT NULL DEFAULT 'GIVEN',
  ADD COLUMN source consent_source NOT NULL DEFAULT 'PROFILE';
