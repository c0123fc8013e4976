-- The exercise library (part 1 §3): categories, muscle groups, exercises, their secondary muscles,
-- images and videos. Applied inside each tenant schema (search_path is set by the migrator), so no
-- statement names a schema.
CREATE TYPE exercise_difficulty AS ENUM ('BEGINNER', 'INTERMEDIATE', 'ADVANCED');
CREATE TYPE exercise_equipment AS ENUM ('BODYWEIGHT', 'DUMBBELLS', 'BARBELL', 'MACHINE', 'RESISTANCE_BANDS', 'KETTLEBELLS');
CREATE TYPE exercise_type AS ENUM ('STRENGTH', 'CARDIO', 'FLEXIBILITY', 'PLYOMETRIC', 'STRETCHING');
CREATE TYPE force_type AS ENUM ('PULL', 'PUSH', 'STATIC');
CREATE TYPE mechanics_type AS ENUM ('COMPOUND', 'ISOLATION');
CREATE TYPE exercise_image_type AS ENUM ('DEMO', 'BODY_MAP', 'EQUIPMENT', 'FORM', 'PRIMARY_MUSCLE', 'SECONDARY_MUSCLE');
CREATE TYPE exercise_video_type AS ENUM ('MAIN', 'PRIMARY', 'DEMO', 'FORM', 'OTHER');

CREATE TABLE exercise_categories (
  id            serial PRIMARY KEY,
  name          varchar(100) NOT NULL,
  description   text NOT NULL DEFAULT '',
  image         varchar(500),
  display_order integer NOT NULL DEFAULT 0,
  created_at    timestamptz(6) NOT NULL DEFAULT now(),
  updated_at    timestamptz(6) NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX exercise_categories_name_lower_key ON exercise_categories (lower(name));

CREATE TABLE muscle_groups (
  id            serial PRIMARY KEY,
  name          varchar(100) NOT NULL,
  description   text NOT NULL DEFAULT '',
  display_order integer NOT NULL DEFAULT 0,
  is_active     boolean NOT NULL DEFAULT true,
  image         varchar(500),
  created_at    timestamptz(6) NOT NULL DEFAULT now(),
  updated_at    timestamptz(6) NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX muscle_groups_name_lower_key ON muscle_groups (lower(name));

-- The public exercise code EX1001, EX1002, ... (decision 0040): never reused, grows past EX9999 unchanged.
CREATE SEQUENCE exercise_code_seq START WITH 1001;

CREATE TABLE exercises (
  id                         serial PRIMARY KEY,
  exercise_id                varchar(20) NOT NULL DEFAULT ('EX'::text || nextval('exercise_code_seq'::regclass)),
  name                       varchar(200) NOT NULL,
  description                text NOT NULL DEFAULT '',
  instructions               text NOT NULL DEFAULT '',
  tips                       text NOT NULL DEFAULT '',
  category_id                integer NOT NULL REFERENCES exercise_categories (id) ON DELETE RESTRICT,
  primary_muscle_group_id    integer NOT NULL REFERENCES muscle_groups (id) ON DELETE RESTRICT,
  difficulty                 exercise_difficulty NOT NULL DEFAULT 'BEGINNER',
  equipment                  exercise_equipment NOT NULL DEFAULT 'BODYWEIGHT',
  estimated_duration         integer,
  calories_burned_per_minute numeric(6, 2),
  form_instructions          text NOT NULL DEFAULT '',
  safety_tips                text NOT NULL DEFAULT '',
  common_mistakes            text NOT NULL DEFAULT '',
  exercise_type              exercise_type NOT NULL DEFAULT 'STRENGTH',
  force_type                 force_type NOT NULL DEFAULT 'PULL',
  mechanics_type             mechanics_type NOT NULL DEFAULT 'COMPOUND',
  is_active                  boolean NOT NULL DEFAULT true,
  tags                       text[] NOT NULL DEFAULT '{}',
  main_image                 varchar(500),
  created_at                 timestamptz(6) NOT NULL DEFAULT now(),
  updated_at                 timestamptz(6) NOT NULL DEFAULT now()
);
ALTER SEQUENCE exercise_code_seq OWNED BY exercises.exercise_id;
CREATE UNIQUE INDEX exercises_exercise_id_key ON exercises (exercise_id);
CREATE UNIQUE INDEX exercises_name_lower_key ON exercises (lower(name));
-- The menu's filters (category_id, muscle_group_id, difficulty, equipment).
CREATE INDEX exercises_category_id_idx ON exercises (category_id);
CREATE INDEX exercises_primary_muscle_group_id_idx ON exercises (primary_muscle_group_id);
CREATE INDEX exercises_difficulty_idx ON exercises (difficulty);
CREATE INDEX exercises_equipment_idx ON exercises (equipment);

CREATE TABLE exercise_secondary_muscles (
  exercise_id     integer NOT NULL REFERENCES exercises (id) ON DELETE CASCADE,
  muscle_group_id integer NOT NULL REFERENCES muscle_groups (id) ON DELETE RESTRICT,
  position        integer NOT NULL DEFAULT 0,
  PRIMARY KEY (exercise_id, muscle_group_id)
);
CREATE INDEX exercise_secondary_muscles_muscle_group_id_idx ON exercise_secondary_muscles (muscle_group_id);

CREATE TABLE exercise_images (
  id          serial PRIMARY KEY,
  exercise_id integer NOT NULL REFERENCES exercises (id) ON DELETE CASCADE,
  image       varchar(500) NOT NULL,
  image_type  exercise_image_type NOT NULL DEFAULT 'DEMO',
  is_primary  boolean NOT NULL DEFAULT false,
  alt_text    varchar(255) NOT NULL DEFAULT '',
  created_at  timestamptz(6) NOT NULL DEFAULT now(),
  updated_at  timestamptz(6) NOT NULL DEFAULT now()
);
CREATE INDEX exercise_images_exercise_id_image_type_idx ON exercise_images (exercise_id, image_type);
-- At most one primary image per exercise (Prisma cannot express a partial index).
CREATE UNIQUE INDEX exercise_images_one_primary_key ON exercise_images (exercise_id) WHERE is_primary;

CREATE TABLE exercise_videos (
  id          serial PRIMARY KEY,
  exercise_id integer NOT NULL REFERENCES exercises (id) ON DELETE CASCADE,
  video       varchar(500) NOT NULL,
  video_type  exercise_video_type NOT NULL DEFAULT 'OTHER',
  created_at  timestamptz(6) NOT NULL DEFAULT now()
);
CREATE INDEX exercise_videos_exercise_id_video_type_idx ON exercise_videos (exercise_id, video_type);
-- At most one MAIN video per exercise.
CREATE UNIQUE INDEX exercise_videos_one_main_key ON exercise_videos (exercise_id) WHERE video_type = 'MAIN';
