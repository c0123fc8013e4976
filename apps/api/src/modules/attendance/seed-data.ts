/**
 * The demo gym's attendance (issue 24): a few months of visits, mornings and evenings, a few members who
 * stopped coming, and a few who come although their membership has ended (let in by the desk with a reason).
 */
export const SEED_DAYS = 120;

export type Slot = "morning" | "evening" | "both";

export interface Habit {
  slot: Slot;
  /** Visits a week, on average. */
  perWeek: number;
  /** Days ago of the last visit, for members who stopped coming; null for those who still come. */
  stoppedDaysAgo: number | null;
}

/** mulberry32: deterministic, so the demo is the same on every machine. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Member i's habit: 45% mornings, 35% evenings, 20% either; 2 to 6 visits a week; 1 in 7 stopped. */
export function habitOf(i: number, random: () => number): Habit {
  const r = random();
  const slot: Slot = r < 0.45 ? "morning" : r < 0.8 ? "evening" : "both";
  const perWeek = 2 + Math.floor(random() * 5);
  const stoppedDaysAgo = i % 7 === 5 ? 15 + Math.floor(random() * 45) : null;
  return { slot, perWeek, stoppedDaysAgo };
}

/** Minutes after midnight of a visit: mornings 05:45-08:45, evenings 17:15-20:45, busiest in the middle. */
export function visitMinute(slot: Slot, random: () => number): number {
  const evening = slot === "evening" || (slot === "both" && random() < 0.5);
  const spread = (random() + random() + random()) / 3; // bunched around the middle of the slot
  return evening ? 17 * 60 + 15 + Math.floor(spread * 210) : 5 * 60 + 45 + Math.floor(spread * 180);
}

/** Sundays are quiet; Saturdays a little. ISO weekday 1 (Monday) to 7. */
export const WEEKDAY_FACTOR = [0, 1, 1, 1, 1, 0.95, 0.7, 0.35] as const;

export const OVERRIDE_REASON = "Promised to renew this week";
