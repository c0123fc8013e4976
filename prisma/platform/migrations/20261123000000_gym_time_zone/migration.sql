-- Each gym's calendar days ("today", month boundaries, due dates) are those of its own time zone
-- (docs/decisions/0009-gym-time-zone.md). Existing gyms are in India.
ALTER TABLE gyms ADD COLUMN time_zone varchar(64) NOT NULL DEFAULT 'Asia/Kolkata';
