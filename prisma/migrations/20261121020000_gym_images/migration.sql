-- The gym's gallery (part 1 §3 "Gym image"). Applied inside each tenant schema (search_path is set
-- by the migrator), so no statement names a schema.
CREATE TYPE gym_image_type AS ENUM ('FACILITY', 'EQUIPMENT', 'CLASS', 'GALLERY', 'EVENT');

CREATE TABLE gym_images (
  id          serial PRIMARY KEY,
  title       varchar(200) NOT NULL,
  description text NOT NULL DEFAULT '',
  image_type  gym_image_type NOT NULL DEFAULT 'GALLERY',
  is_featured boolean NOT NULL DEFAULT false,
  image       varchar(500) NOT NULL,
  created_at  timestamptz(6) NOT NULL DEFAULT now(),
  updated_at  timestamptz(6) NOT NULL DEFAULT now()
);
CREATE INDEX gym_images_image_type_idx ON gym_images (image_type);
