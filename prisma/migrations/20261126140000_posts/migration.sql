-- Post categories, posts and the public page's visitor window (part 2 §3, §4, §5, §9; issue 12).
-- Applied inside each tenant schema (search_path is set by the migrator), so no statement names a schema.
CREATE TYPE post_type AS ENUM ('challenge', 'advertisement', 'poster', 'announcement', 'event', 'promotion');
CREATE TYPE post_status AS ENUM ('draft', 'published', 'scheduled', 'expired', 'archived');
-- Lowest first: ORDER BY priority DESC is the "Priority" ordering (urgent first).
CREATE TYPE post_priority AS ENUM ('low', 'medium', 'high', 'urgent');
CREATE TYPE post_action AS ENUM ('view', 'like', 'share');

CREATE TABLE post_categories (
  id            serial PRIMARY KEY,
  name          varchar(100) NOT NULL CHECK (btrim(name) <> ''),
  post_type     post_type NOT NULL DEFAULT 'challenge',
  description   text NOT NULL DEFAULT '',
  icon          varchar(20) NOT NULL DEFAULT 'trophy' CHECK (icon IN (
                  'trophy', 'bullhorn', 'image', 'megaphone', 'calendar', 'tags',
                  'star', 'fire', 'heart', 'thumbs-up', 'gift', 'medal')),
  color         varchar(7) NOT NULL DEFAULT '#4CAF50' CHECK (color ~ '^#[0-9A-Fa-f]{6}$'),
  is_active     boolean NOT NULL DEFAULT true,
  display_order integer NOT NULL DEFAULT 0 CHECK (display_order >= 0),
  created_at    timestamptz(6) NOT NULL DEFAULT now(),
  updated_at    timestamptz(6) NOT NULL DEFAULT now()
);
-- One category per name, whatever its case (decision 0141).
CREATE UNIQUE INDEX post_categories_name_key ON post_categories (lower(name));
CREATE INDEX post_categories_display_order_name_idx ON post_categories (display_order, name);

CREATE TABLE posts (
  id                    serial PRIMARY KEY,
  title                 varchar(200) NOT NULL CHECK (btrim(title) <> ''),
  subtitle              varchar(300) NOT NULL DEFAULT '',
  description           text NOT NULL DEFAULT '',
  short_description     varchar(500) NOT NULL DEFAULT '',
  -- A category with posts cannot be deleted (part 2 §2): RESTRICT holds even when two requests race.
  category_id           integer REFERENCES post_categories (id) ON DELETE RESTRICT,
  tags                  varchar(500) NOT NULL DEFAULT '',
  main_image            varchar(500),
  banner_image          varchar(500),
  gallery_image_1       varchar(500),
  gallery_image_2       varchar(500),
  gallery_image_3       varchar(500),
  video_url             varchar(500) NOT NULL DEFAULT '',
  content               text NOT NULL DEFAULT '',
  call_to_action_text   varchar(100) NOT NULL DEFAULT '',
  call_to_action_url    varchar(500) NOT NULL DEFAULT '',
  start_date            timestamptz(6),
  end_date              timestamptz(6),
  registration_deadline timestamptz(6),
  max_participants      integer CHECK (max_participants >= 1),
  entry_fee             numeric(12, 2) CHECK (entry_fee >= 0),
  prize_details         text NOT NULL DEFAULT '',
  advertiser_name       varchar(200) NOT NULL DEFAULT '',
  advertiser_contact    varchar(200) NOT NULL DEFAULT '',
  discount_percentage   numeric(5, 2) CHECK (discount_percentage BETWEEN 0 AND 100),
  promo_code            varchar(50) NOT NULL DEFAULT '',
  status                post_status NOT NULL DEFAULT 'published',
  priority              post_priority NOT NULL DEFAULT 'medium',
  is_active             boolean NOT NULL DEFAULT true,
  is_featured           boolean NOT NULL DEFAULT false,
  is_pinned             boolean NOT NULL DEFAULT false,
  publish_at            timestamptz(6),
  expire_at             timestamptz(6),
  meta_title            varchar(200) NOT NULL DEFAULT '',
  meta_description      varchar(500) NOT NULL DEFAULT '',
  background_color      varchar(7) NOT NULL DEFAULT '#F5F5F5' CHECK (background_color ~ '^#[0-9A-Fa-f]{6}$'),
  text_color            varchar(7) NOT NULL DEFAULT '#333333' CHECK (text_color ~ '^#[0-9A-Fa-f]{6}$'),
  display_order         integer NOT NULL DEFAULT 0 CHECK (display_order >= 0),
  view_count            integer NOT NULL DEFAULT 0 CHECK (view_count >= 0),
  like_count            integer NOT NULL DEFAULT 0 CHECK (like_count >= 0),
  share_count           integer NOT NULL DEFAULT 0 CHECK (share_count >= 0),
  created_at            timestamptz(6) NOT NULL DEFAULT now(),
  updated_at            timestamptz(6) NOT NULL DEFAULT now(),
  -- Part 2 §5 and decision 0142: an end before its start, a deadline after the end, an expiry before publishing.
  CONSTRAINT posts_end_after_start CHECK (end_date >= start_date),
  CONSTRAINT posts_deadline_before_end CHECK (registration_deadline <= end_date),
  CONSTRAINT posts_expire_after_publish CHECK (expire_at > publish_at)
);
CREATE INDEX posts_category_id_idx ON posts (category_id);
CREATE INDEX posts_created_at_idx ON posts (created_at);
-- The public page reads only live posts, pinned and featured first (decision 0144).
CREATE INDEX posts_public_idx ON posts (is_pinned DESC, is_featured DESC, priority DESC, created_at DESC)
  WHERE is_active AND status IN ('published', 'scheduled');

-- The counting window of the public page (decision 0143): no address, no cookie, gone after a day.
CREATE TABLE post_visits (
  post_id    integer NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  action     post_action NOT NULL,
  visitor    char(64) NOT NULL,
  counted_at timestamptz(6) NOT NULL DEFAULT now(),
  PRIMARY KEY (post_id, action, visitor)
);
CREATE INDEX post_visits_counted_at_idx ON post_visits (counted_at);
