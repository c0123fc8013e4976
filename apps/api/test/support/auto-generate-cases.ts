import { addDays, addMonthsTo, monthStart } from "@gym/contracts";

// The members auto-generate's parity test bills (test/member-payments/auto-generate-parity.test.ts, decision 0292):
// the plans, the named kinds of member and many random ones, all relative to the pinned day.

export type PlanKey = "none" | "m1" | "m3" | "m12" | "d45" | "d7" | "fee" | "feeGst";
export const PLANS: Record<Exclude<PlanKey, "none">, [number | null, number, string, string | null, boolean]> = {
  m1: [1, 30, "1000.00", null, true],
  m3: [3, 90, "2700.00", null, true],
  m12: [12, 365, "9999.99", null, true],
  d45: [null, 45, "1500.00", null, true],
  d7: [null, 7, "300.00", null, true],
  fee: [1, 30, "1200.00", "500.00", true],
  feeGst: [1, 30, "1000.00", "333.33", false],
};

interface Bill {
  from: string;
  to: string;
  month?: string;
  paid?: boolean;
  cancelled?: boolean;
}

export interface Case {
  name: string;
  joining: string;
  renewal: string;
  paid_through?: string | null;
  plan?: PlanKey;
  amount?: string | null;
  status?: "ACTIVE" | "EXPIRED" | "SUSPENDED";
  archived?: boolean;
  bills?: Bill[];
  freeze?: { from: string; to: string };
}

/** The named kinds of member, relative to the pinned day `d`. */
export function namedCases(d: string): Case[] {
  const month = monthStart(d);
  const prevMonth = addMonthsTo(month, -1);
  const lastOfPrev = addDays(month, -1);
  return [
    { name: "joiner today", joining: d, renewal: addDays(d, 30) },
    { name: "joiner 10 days ago, longer grant", joining: addDays(d, -10), renewal: addDays(d, 40) },
    { name: "joiner with no amount", joining: d, renewal: addDays(d, 30), amount: null },
    {
      name: "lapsed months ago",
      joining: addDays(d, -400),
      renewal: addDays(d, -95),
      paid_through: addDays(d, -95),
      status: "EXPIRED",
    },
    {
      name: "lapsed, bills settled then stopped",
      joining: addDays(d, -200),
      renewal: addDays(d, -80),
      paid_through: addDays(d, -80),
      bills: [{ from: addDays(d, -109), to: addDays(d, -80), paid: true }],
    },
    { name: "paid ahead", joining: addDays(d, -300), renewal: addDays(d, 40), paid_through: addDays(d, 40) },
    {
      name: "paid to the end of this month",
      joining: addDays(d, -300),
      renewal: addDays(month, 40),
      paid_through: addDays(addMonthsTo(month, 1), -1),
    },
    {
      name: "3-month plan due",
      joining: addDays(d, -100),
      renewal: addDays(d, -5),
      paid_through: addDays(d, -5),
      plan: "m3",
    },
    { name: "3-month plan joiner", joining: d, renewal: addDays(d, 30), plan: "m3" },
    {
      name: "12-month plan",
      joining: addDays(d, -365),
      renewal: addDays(d, -1),
      paid_through: addDays(d, -1),
      plan: "m12",
    },
    {
      name: "45-day plan",
      joining: addDays(d, -50),
      renewal: addDays(d, -1),
      paid_through: addDays(d, -1),
      plan: "d45",
    },
    { name: "7-day plan", joining: addDays(d, -20), renewal: addDays(d, -3), paid_through: addDays(d, -3), plan: "d7" },
    {
      name: "frozen (the freeze moved both dates on)",
      joining: addDays(d, -60),
      renewal: addDays(d, 10),
      paid_through: addDays(d, 10),
      freeze: { from: addDays(d, -5), to: addDays(d, 14) },
    },
    {
      name: "frozen, lapsed before the freeze ends",
      joining: addDays(d, -90),
      renewal: addDays(d, -2),
      paid_through: addDays(d, -2),
      freeze: { from: addDays(d, -10), to: addDays(d, -3) },
    },
    {
      name: "suspended, lapsed",
      joining: addDays(d, -200),
      renewal: addDays(d, -40),
      paid_through: addDays(d, -40),
      status: "SUSPENDED",
    },
    {
      name: "archived, lapsed",
      joining: addDays(d, -200),
      renewal: addDays(d, -40),
      paid_through: addDays(d, -40),
      archived: true,
    },
    { name: "admission fee on the first bill", joining: addDays(d, -3), renewal: addDays(d, 27), plan: "fee" },
    { name: "admission fee, GST added", joining: d, renewal: addDays(d, 30), plan: "feeGst" },
    {
      name: "admission fee not on a later bill",
      joining: addDays(d, -40),
      renewal: addDays(d, -10),
      paid_through: addDays(d, -10),
      plan: "fee",
      bills: [{ from: addDays(d, -40), to: addDays(d, -10), paid: true }],
    },
    {
      name: "first bill cancelled: still the first",
      joining: addDays(d, -5),
      renewal: addDays(d, 25),
      plan: "fee",
      bills: [{ from: addDays(d, -5), to: addDays(d, 25), month: prevMonth, cancelled: true }],
    },
    {
      name: "open bill: nothing more",
      joining: addDays(d, -40),
      renewal: addDays(d, -10),
      paid_through: addDays(d, -41),
      bills: [{ from: addDays(d, -40), to: addDays(d, -10) }],
    },
    {
      name: "month end: a period starting on the last day of last month, whose month is taken",
      joining: addDays(d, -100),
      renewal: addDays(lastOfPrev, -1),
      paid_through: addDays(lastOfPrev, -1),
      bills: [{ from: addDays(lastOfPrev, -30), to: addDays(lastOfPrev, -1), month: prevMonth, paid: true }],
    },
    {
      name: "month end: the chain ends on the last day of last month",
      joining: addDays(d, -100),
      renewal: lastOfPrev,
      paid_through: lastOfPrev,
    },
    {
      name: "leap day: the chain ends the day before the 29th",
      joining: "2027-12-01",
      renewal: "2028-02-28",
      paid_through: "2028-02-28",
    },
    { name: "leap day joiner", joining: "2028-02-29", renewal: "2028-03-30" },
    {
      name: "February: the chain ends on the 28th",
      joining: "2026-11-01",
      renewal: "2027-02-28",
      paid_through: "2027-02-28",
    },
  ];
}

/** A seeded PRNG (mulberry32): the same members on every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ (t + t);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Many more members whose dates, plan, status and last bill vary at random around `d`. */
export function randomCases(d: string, n: number): Case[] {
  const r = random(Number(d.replaceAll("-", "")));
  const int = (lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
  return Array.from({ length: n }, (_, i) => {
    const joining = addDays(d, -int(0, 800));
    const plan = pick(["none", "none", "m1", "m3", "m12", "d45", "d7", "fee", "feeGst"] as const);
    const kind = pick(["joiner", "paid", "paid", "billed"] as const);
    const c: Case = {
      name: `random ${i}`,
      joining,
      renewal: addDays(joining, int(1, 60)),
      plan,
      status: pick(["ACTIVE", "ACTIVE", "ACTIVE", "EXPIRED", "SUSPENDED"] as const),
      archived: r() < 0.05,
      amount: r() < 0.05 ? null : undefined,
    };
    if (kind === "joiner") return c;
    const end = addDays(d, int(-200, 70));
    const paidThrough = end < joining ? joining : end;
    c.paid_through = paidThrough;
    c.renewal = r() < 0.8 ? paidThrough : addDays(paidThrough, int(1, 20));
    if (kind === "billed") {
      const from = addDays(paidThrough, -int(6, 40));
      c.bills = [{ from: from < joining ? joining : from, to: paidThrough, paid: r() < 0.7, cancelled: r() < 0.1 }];
    }
    return c;
  });
}
