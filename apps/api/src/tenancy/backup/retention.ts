/** How many nightly backups a gym keeps (issue 27 §3, decision 0272; settings BACKUP_KEEP_*). */
export interface Retention {
  daily: number;
  weekly: number;
  monthly: number;
}

export const DEFAULT_RETENTION: Retention = { daily: 7, weekly: 4, monthly: 12 };

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function dayIn(timeZone: string, at: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}

/** The hour (0-23) of an instant in a time zone. */
export function hourIn(timeZone: string, at: Date): number {
  const hour = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", hourCycle: "h23" }).format(at);
  return Number.parseInt(hour, 10);
}

/** Monday of the ISO week of a YYYY-MM-DD day. */
function weekOf(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

/**
 * Which backups to keep: the newest of each of the last `daily` days that have one, of the last `weekly`
 * weeks and of the last `monthly` months (grandfather-father-son). Everything else may be deleted.
 */
export function backupsToKeep<T extends { at: Date }>(
  backups: readonly T[],
  keep: Retention,
  timeZone: string,
): Set<T> {
  const newestFirst = [...backups].sort((a, b) => b.at.getTime() - a.at.getTime());
  const kept = new Set<T>();
  const bucket = (count: number, key: (day: string) => string) => {
    const seen = new Set<string>();
    for (const b of newestFirst) {
      const k = key(dayIn(timeZone, b.at));
      if (seen.has(k)) continue;
      if (seen.size >= count) break;
      seen.add(k);
      kept.add(b);
    }
  };
  bucket(keep.daily, (day) => day);
  bucket(keep.weekly, weekOf);
  bucket(keep.monthly, (day) => day.slice(0, 7));
  return kept;
}
