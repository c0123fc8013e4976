import { LRUCache } from "lru-cache";

/**
 * The monthly view's answers kept per process (issue 28 §3, decision 0380): the month's totals and each page's
 * answer as sent (its JSON text, decision 0413), keyed by everything they are computed from — the gym's schema,
 * the change stamp of the rows they read (`changesRepository.stamp`), the month, the gym's today (statuses and
 * late fees move with the day), the page's filters and the UPI payee its links name. A write to what the view
 * reads changes the stamp, so its entries are never asked for again and age out. Each API process keeps its
 * own; the stamp lives in the database, so a write through one process is seen by all. Sized by rows so that
 * pages of 100 members and six-row totals share one bound.
 */
const kept = new LRUCache<string, { value: unknown; rows: number }>({
  // About 1 KB a member row: some 10 MB at most for every gym of the process together.
  maxSize: 10_000,
  sizeCalculation: (entry) => Math.max(1, entry.rows),
});

export function monthKey(parts: readonly (string | number | undefined)[]): string {
  return parts.map((p) => (p === undefined ? "" : String(p))).join("\u0000");
}

/**
 * The kept answer for `key`, else `compute()`'s, kept. The caller reads the stamp in the key before it calls
 * this: computed in a later snapshot, an answer is never older than its stamp (decision 0380).
 */
export async function keptOr<T>(key: string, rowsOf: (value: T) => number, compute: () => Promise<T>): Promise<T> {
  const hit = kept.get(key);
  if (hit) return hit.value as T;
  const value = await compute();
  kept.set(key, { value, rows: rowsOf(value) });
  return value;
}

/** Tests: forget everything kept. */
export function forgetKeptMonths(): void {
  kept.clear();
}
