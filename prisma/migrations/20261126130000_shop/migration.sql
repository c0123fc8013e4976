-- The gym's shop: product categories and products (part 2 §3, §5, §9). Applied inside each tenant
-- schema (search_path is set by the migrator), so no statement names a schema.

CREATE TABLE product_categories (
  id               serial PRIMARY KEY,
  name             varchar(100) NOT NULL CHECK (btrim(name) <> ''),
  description      text NOT NULL DEFAULT '',
  image            varchar(500),
  is_active        boolean NOT NULL DEFAULT true,
  display_order    integer NOT NULL DEFAULT 0 CHECK (display_order >= 0),
  meta_title       varchar(200) NOT NULL DEFAULT '',
  meta_description varchar(500) NOT NULL DEFAULT '',
  created_at       timestamptz(6) NOT NULL DEFAULT now(),
  updated_at       timestamptz(6) NOT NULL DEFAULT now()
);
-- Two categories called "Supplements" and "supplements" would only confuse the owner (decision 0153).
CREATE UNIQUE INDEX product_categories_name_lower_key ON product_categories (lower(name));
CREATE INDEX product_categories_display_order_name_idx ON product_categories (display_order, name);

CREATE TABLE products (
  id                  serial PRIMARY KEY,
  -- A category with products cannot be deleted (part 2 §5): move or delete its products first.
  category_id         integer NOT NULL REFERENCES product_categories (id) ON DELETE RESTRICT,
  name                varchar(200) NOT NULL CHECK (btrim(name) <> ''),
  description         text NOT NULL DEFAULT '',
  short_description   varchar(300) NOT NULL DEFAULT '',
  price               numeric(12, 2) NOT NULL CHECK (price >= 0),
  original_price      numeric(12, 2) CHECK (original_price >= 0),
  brand               varchar(100) NOT NULL DEFAULT '',
  model               varchar(100) NOT NULL DEFAULT '',
  sku                 varchar(100) NOT NULL DEFAULT '',
  main_image          varchar(500),
  image_2             varchar(500),
  image_3             varchar(500),
  image_4             varchar(500),
  weight              varchar(50) NOT NULL DEFAULT '',
  dimensions          varchar(100) NOT NULL DEFAULT '',
  color               varchar(50) NOT NULL DEFAULT '',
  size                varchar(50) NOT NULL DEFAULT '',
  material            varchar(100) NOT NULL DEFAULT '',
  stock_quantity      integer NOT NULL DEFAULT 0 CHECK (stock_quantity >= 0),
  low_stock_threshold integer NOT NULL DEFAULT 5 CHECK (low_stock_threshold >= 0),
  is_active           boolean NOT NULL DEFAULT true,
  is_featured         boolean NOT NULL DEFAULT false,
  features            text NOT NULL DEFAULT '',
  usage_instructions  text NOT NULL DEFAULT '',
  warnings            text NOT NULL DEFAULT '',
  -- Exactly 10 digits without the country code (part 2 §5); the API normalises +91 and spaces (decision 0151).
  whatsapp_number     varchar(10) NOT NULL CHECK (whatsapp_number ~ '^[0-9]{10}$'),
  meta_title          varchar(200) NOT NULL DEFAULT '',
  meta_description    varchar(500) NOT NULL DEFAULT '',
  keywords            varchar(500) NOT NULL DEFAULT '',
  display_order       integer NOT NULL DEFAULT 0 CHECK (display_order >= 0),
  average_rating      numeric(2, 1) NOT NULL DEFAULT 0 CHECK (average_rating BETWEEN 0 AND 5),
  total_reviews       integer NOT NULL DEFAULT 0 CHECK (total_reviews >= 0),
  created_at          timestamptz(6) NOT NULL DEFAULT now(),
  updated_at          timestamptz(6) NOT NULL DEFAULT now()
);
CREATE INDEX products_category_id_idx ON products (category_id);
CREATE INDEX products_created_at_id_idx ON products (created_at, id);
CREATE INDEX products_price_idx ON products (price);
-- A stock-keeping code names one product; products without one leave it blank (decision 0150).
CREATE UNIQUE INDEX products_sku_lower_key ON products (lower(sku)) WHERE sku <> '';
