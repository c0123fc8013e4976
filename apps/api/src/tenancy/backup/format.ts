import { z } from "zod";

/**
 * The backup file of one gym (issue 27 §1, decision 0270): a zip holding `manifest.json`, one entry per
 * table with the rows as PostgreSQL's `COPY ... TO STDOUT` text (version-independent: PostgreSQL 15 to 18
 * read and write it the same, no pg_dump needed), and the gym's media files under `media/`.
 */
export const BACKUP_FORMAT = "gym-owner-dashboard/gym-backup";
/** Raised only when a change makes older readers unable to restore a file. */
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = "manifest.json";
export const BACKUP_EXTENSION = ".gymbackup.zip";

/**
 * Tables whose rows are not carried: a restored gym starts with no signed-in sessions (decision 0270), and
 * without the monthly view's bookkeeping (decisions 0380, 0396), which is derived from the records and made
 * again on the next read. Carrying it would break a restore: the triggers that keep it fire while the
 * restore copies members and payments, and their rows collide with carried ones (monthly_view_dirty's ids).
 * A restore skips these tables in older files too.
 */
export const TABLES_NOT_CARRIED = [
  "staff_sessions",
  "_schema_migrations",
  "monthly_view_changes",
  "monthly_view_dirty",
  "monthly_view_groups",
  "monthly_view_members",
  "monthly_view_months",
];

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const entryName = z.string().regex(/^(data|media)\/[A-Za-z0-9._/-]+$/);

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  format_version: z.number().int().min(1),
  created_at: z.string(),
  /** The last tenant migration applied to the schema when the snapshot was taken. */
  migration_version: z.string().min(1),
  postgres_version: z.string(),
  schema_name: z.string(),
  registry: z.object({
    gym_name: z.string(),
    status: z.enum(["ACTIVE", "SUSPENDED"]),
    time_zone: z.string(),
    created_at: z.string(),
  }),
  /** In dependency order: a table comes after every table it references. */
  tables: z.array(
    z.object({
      name: z.string().regex(/^[a-z_][a-z0-9_]*$/),
      columns: z.array(z.string().regex(/^[a-z_][a-z0-9_]*$/)).min(1),
      rows: z.number().int().min(0),
      entry: entryName,
      bytes: z.number().int().min(0),
      sha256,
    }),
  ),
  sequences: z.array(
    z.object({
      name: z.string().regex(/^[a-z_][a-z0-9_]*$/),
      last_value: z.string().regex(/^-?\d+$/),
      is_called: z.boolean(),
    }),
  ),
  /** `path` is relative to the gym's media folder: plain names only, never `.` or `..` (nothing outside it). */
  media: z.array(
    z.object({
      path: z
        .string()
        .regex(/^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/)
        .refine((p) => !p.split("/").some((part) => part === "." || part === "..")),
      entry: entryName,
      bytes: z.number().int().min(0),
      sha256,
    }),
  ),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

/** A refusal with a message for the operator; nothing was changed when it is thrown. */
export class BackupError extends Error {}
