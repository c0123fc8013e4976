import { randomUUID } from "node:crypto";
import { type Sent, send } from "./client.ts";
import { RUN_DAY } from "./fake-clock.ts";
import { type Desk, PASSWORD } from "./gyms.ts";

const AMOUNTS_PAISE = [10_000, 15_000, 20_000, 25_000, 30_000];
const METHODS = ["CASH", "UPI", "CARD"] as const;
const [YEAR, MONTH] = RUN_DAY.split("-").map(Number) as [number, number];

/** Signs a desk in through HAProxy: the gym's owner, one session per desk. */
export async function signIn(base: string, schema: string): Promise<string> {
  const res = await fetch(`${base}/api/android/auth/login/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ schema_name: schema, username: "owner", password: PASSWORD, user_type: "admin" }),
  });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`sign-in to ${schema} failed: ${res.status} ${JSON.stringify(body)}`);
  return body.token;
}

/**
 * One desk for `ms`: one request after the other, six reads in ten (members list, dashboard home, a
 * member's payments, the month's view) and four payments (mark-paid with an amount, create-by-member),
 * each payment with a fresh Idempotency-Key, never more than the desk's records still owe. A desk whose
 * payments are used up only reads.
 */
export async function runDesk(o: {
  base: string;
  t0: number;
  ms: number;
  index: number;
  desk: Desk;
  token: string;
  random: () => number;
  sent: Sent[];
}): Promise<void> {
  const { desk, random } = o;
  const headers = { authorization: `Token ${o.token}` };
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
  const get = (kind: string, path: string) => send(o.base, o.t0, { kind, desk: o.index, method: "GET", path, headers });
  const post = (kind: string, path: string, json: unknown, target: number, paise: number) =>
    send(
      o.base,
      o.t0,
      { kind, desk: o.index, method: "POST", path, headers },
      { key: `several-${randomUUID()}`, target, paise, json },
    );
  while (performance.now() - o.t0 < o.ms) {
    const roll = random();
    const records = desk.records.filter((r) => r.leftPaise > 0);
    const members = desk.members.filter((m) => m.leftPaise[0] + m.leftPaise[1] > 0);
    let sent: Sent;
    if (roll < 0.2 && records.length) {
      const record = pick(records);
      const paise = Math.min(pick(AMOUNTS_PAISE), record.leftPaise);
      const body = { payment_method: pick(METHODS), amount_paid: (paise / 100).toFixed(2) };
      sent = await post("mark-paid", `/api/expenses/member-payments/${record.id}/mark-paid/`, body, record.id, paise);
      if (sent.status === 200) record.leftPaise -= paise;
    } else if (roll < 0.4 && members.length) {
      const member = pick(members);
      // The server pays this month first, next month once this one is settled (decision 0190).
      const month = member.leftPaise[0] > 0 ? 0 : 1;
      const paise = Math.min(pick(AMOUNTS_PAISE), member.leftPaise[month]);
      const body = { member_id: member.id, payment_method: pick(METHODS), amount_paid: (paise / 100).toFixed(2) };
      sent = await post("create-by-member", "/api/expenses/member-payments/create-by-member/", body, member.id, paise);
      if (sent.status === 200) member.leftPaise[month] -= paise;
    } else if (roll < 0.55) {
      sent = await get("members list", `/api/members/members/?page=${1 + Math.floor(random() * 5)}&page_size=20`);
    } else if (roll < 0.7) {
      sent = await get("dashboard home", "/api/dashboard/home/");
    } else if (roll < 0.85) {
      const id = desk.members.length ? pick(desk.members).id : 1;
      sent = await get("member payments", `/api/expenses/member-payments/?member_id=${id}`);
    } else {
      sent = await get("by month", `/api/expenses/member-payments/by-month/?year=${YEAR}&month=${MONTH}`);
    }
    o.sent.push(sent);
  }
}

/** A small seeded generator (mulberry32), so a run's mix can be repeated with the same SEED. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
