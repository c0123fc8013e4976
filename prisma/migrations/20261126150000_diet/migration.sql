-- The gym's food menu: diet categories and food items (part 2 §3, §5, §9). Applied inside each tenant
-- schema (search_path is set by the migrator), so no statement names a schema.

CREATE TYPE food_difficulty AS ENUM ('EASY', 'MEDIUM', 'HARD');

CREATE TABLE diet_categories (
  id            serial PRIMARY KEY,
  name          varchar(100) NOT NULL CHECK (btrim(name) <> ''),
  description   text NOT NULL DEFAULT '',
  image         varchar(500),
  -- Part 2 §5: display_order minimum 1 (default 1, §9).
  display_order integer NOT NULL DEFAULT 1 CHECK (display_order >= 1),
  created_at    timestamptz(6) NOT NULL DEFAULT now(),
  updated_at    timestamptz(6) NOT NULL DEFAULT now()
);
-- "Breakfast" and "breakfast" would be one category to the owner (decision 0102).
CREATE UNIQUE INDEX diet_categories_name_lower_key ON diet_categories (lower(name));
CREATE INDEX diet_categories_display_order_name_idx ON diet_categories (display_order, name);

CREATE TABLE food_items (
  id               serial PRIMARY KEY,
  category_id      integer NOT NULL REFERENCES diet_categories (id) ON DELETE RESTRICT,
  name             varchar(200) NOT NULL CHECK (btrim(name) <> ''),
  description      text NOT NULL DEFAULT '',
  -- Part 2 §5: numbers of at least 0 with step 0.01.
  calories         numeric(8, 2) NOT NULL CHECK (calories >= 0),
  protein          numeric(8, 2) NOT NULL CHECK (protein >= 0),
  carbohydrates    numeric(8, 2) CHECK (carbohydrates >= 0),
  fat              numeric(8, 2) CHECK (fat >= 0),
  serving_size     varchar(100) NOT NULL CHECK (btrim(serving_size) <> ''),
  preparation_time numeric(8, 2) CHECK (preparation_time >= 0),
  cooking_time     numeric(8, 2) CHECK (cooking_time >= 0),
  difficulty_level food_difficulty NOT NULL DEFAULT 'EASY',
  ingredients      text NOT NULL DEFAULT '',
  instructions     text NOT NULL DEFAULT '',
  is_vegetarian    boolean NOT NULL DEFAULT false,
  is_vegan         boolean NOT NULL DEFAULT false,
  is_gluten_free   boolean NOT NULL DEFAULT false,
  created_at       timestamptz(6) NOT NULL DEFAULT now(),
  updated_at       timestamptz(6) NOT NULL DEFAULT now(),
  -- A vegan food is vegetarian (decision 0101): the API sets both when vegan is chosen.
  CONSTRAINT food_items_vegan_is_vegetarian CHECK (NOT is_vegan OR is_vegetarian)
);
CREATE INDEX food_items_category_id_idx ON food_items (category_id);
CREATE INDEX food_items_name_idx ON food_items (name);
