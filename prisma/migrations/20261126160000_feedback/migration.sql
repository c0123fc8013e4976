-- Member feedback (part 2 §3 "Feedback", §4, §5, §9; issue 13). Applied inside each tenant schema
-- (search_path is set by the migrator), so no statement names a schema.
CREATE TYPE feedback_status AS ENUM ('PENDING', 'REVIEWED', 'IN_PROGRESS', 'RESOLVED', 'CLOSED');
CREATE TYPE feedback_priority AS ENUM ('LOW', 'MEDIUM', 'HIGH', 'URGENT');
CREATE TYPE feedback_author AS ENUM ('ADMIN', 'MEMBER');

CREATE TABLE feedback_categories (
  id            serial PRIMARY KEY,
  name          varchar(100) NOT NULL CHECK (btrim(name) <> ''),
  description   text NOT NULL DEFAULT '',
  display_order integer NOT NULL DEFAULT 0,
  is_active     boolean NOT NULL DEFAULT true,
  created_at    timestamptz(6) NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX feedback_categories_name_lower_key ON feedback_categories (lower(name));
CREATE INDEX feedback_categories_display_order_name_idx ON feedback_categories (display_order, name);

-- The categories every gym starts with (decision 0111); the owner's list and the public form offer them.
INSERT INTO feedback_categories (name, description, display_order) VALUES
  ('General', 'Anything about the gym', 1),
  ('Facilities', 'Changing rooms, showers, parking, air conditioning', 2),
  ('Equipment', 'Machines, weights and their upkeep', 3),
  ('Trainers', 'Coaching, classes and staff', 4),
  ('Cleanliness', 'Hygiene of the floor, equipment and washrooms', 5),
  ('Billing', 'Fees, payments and receipts', 6),
  ('Suggestion', 'Ideas to make the gym better', 7);

CREATE TABLE feedback (
  id             serial PRIMARY KEY,
  -- The member who sent it; null once the member is deleted (member_name keeps the thread readable).
  member_id      integer REFERENCES members (id) ON DELETE SET NULL,
  member_name    varchar(201) NOT NULL,
  category_id    integer REFERENCES feedback_categories (id) ON DELETE SET NULL,
  subject        varchar(200) NOT NULL CHECK (btrim(subject) <> ''),
  message        text NOT NULL CHECK (btrim(message) <> ''),
  -- Part 2 §9: a rating of 1 to 5 stars.
  rating         integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
  status         feedback_status NOT NULL DEFAULT 'PENDING',
  priority       feedback_priority NOT NULL DEFAULT 'MEDIUM',
  admin_response text,
  response_date  timestamptz(6),
  attachment     varchar(500),
  created_at     timestamptz(6) NOT NULL DEFAULT now(),
  updated_at     timestamptz(6) NOT NULL DEFAULT now()
);
CREATE INDEX feedback_status_idx ON feedback (status);
CREATE INDEX feedback_priority_idx ON feedback (priority);
CREATE INDEX feedback_category_id_idx ON feedback (category_id);
CREATE INDEX feedback_created_at_idx ON feedback (created_at);
-- The per-member limit of the public form counts a member's recent feedback (decision 0113).
CREATE INDEX feedback_member_id_created_at_idx ON feedback (member_id, created_at);

CREATE TABLE feedback_responses (
  id          serial PRIMARY KEY,
  feedback_id integer NOT NULL REFERENCES feedback (id) ON DELETE CASCADE,
  author      feedback_author NOT NULL,
  message     text NOT NULL CHECK (btrim(message) <> ''),
  created_at  timestamptz(6) NOT NULL DEFAULT now()
);
CREATE INDEX feedback_responses_feedback_id_created_at_idx ON feedback_responses (feedback_id, created_at);
