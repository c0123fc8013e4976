import type { Env } from "../../config/env.ts";
import type { NightlySettings } from "./nightly.ts";

/** The nightly backup's settings from the environment (BACKUP_DIR, BACKUP_HOUR, BACKUP_KEEP_*). */
export function nightlySettings(env: Env): NightlySettings {
  return {
    dir: env.BACKUP_DIR,
    hour: env.BACKUP_HOUR,
    keep: { daily: env.BACKUP_KEEP_DAILY, weekly: env.BACKUP_KEEP_WEEKLY, monthly: env.BACKUP_KEEP_MONTHLY },
    uploadDir: env.UPLOAD_DIR,
  };
}
