import type pg from "pg";
import { qualified } from "../../src/db/pool.ts";
import { RUN_DAY } from "./fake-clock.ts";
import { count, type Outcome, outcome } from "./outcome.ts";

const STEP_DAYS: Record<string, number> = { DAILY: 1, WEEKLY: 7 };
const MONTH = `${RUN_DAY.slice(0, 7)}-01`;

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The due dates of a daily or weekly schedule from its start up to the run's day. */
function dueDates(frequency: string, start: string): string[] {
  const dates: string[] = [];
  for (let d = start; d <= RUN_DAY; d = addDays(d, STEP_DAYS[frequency]!)) dates.push(d);
  return dates;
}

interface State {
  problems: string[];
  postings: Map<string, number>;
  monthRecords: Map<string, number>;
}

/** What the gyms hold against what the scheduler owes them: each due date posted once, each member's January billed once. */
async function state(pool: pg.Pool, schemas: string[]): Promise<State> {
  const problems: string[] = [];
  const postings = new Map<string, number>();
  const monthRecords = new Map<string, number>();
  for (const gym of schemas) {
    const t = (name: string) => qualified(gym, name);
    const schedules = await pool.query<{
      id: number;
      frequency: string;
      start: string;
      next: string;
      last: string | null;
      posted: string[];
    }>(
      `SELECT e.id, e.frequency::text, to_char(e.start_date, 'YYYY-MM-DD') AS start, to_char(e.next_due_date, 'YYYY-MM-DD') AS next,
              to_char(e.last_generated_date, 'YYYY-MM-DD') AS last,
              array(SELECT to_char(x.recurring_due_date, 'YYYY-MM-DD') FROM ${t("expense_transactions")} x
                     WHERE x.recurring_expense_id = e.id ORDER BY 1) AS posted
         FROM ${t("recurring_expenses")} e ORDER BY e.id`,
    );
    let posted = 0;
    for (const s of schedules.rows) {
      const want = dueDates(s.frequency, s.start);
      posted += s.posted.length;
      const next = addDays(want.at(-1)!, STEP_DAYS[s.frequency]!);
      if (s.posted.join() !== want.join() || s.next !== next || s.last !== want.at(-1))
        problems.push(
          `${gym} schedule ${s.id}: posted ${s.posted.length} of ${want.length} due dates, next due ${s.next}`,
        );
    }
    postings.set(gym, posted);
    // Decision 0240 §6: a pass bills a member's next period when they have no open bill and it falls in
    // this month or earlier. Here that is January, once: every member ends with an open bill (late fee
    // counted, 5% at most ₹200 after 7 days) or a bill for January or later, and none with two for January.
    const billed = await pool.query<{ members: number; done: number; twice: number; records: number }>(
      `SELECT count(*)::int AS members, count(*) FILTER (WHERE open > 0 OR ahead > 0)::int AS done,
              count(*) FILTER (WHERE this_month > 1)::int AS twice, coalesce(sum(this_month), 0)::int AS records
         FROM (SELECT count(p.id) FILTER (WHERE p.membership_month = $1::date) AS this_month,
                      count(p.id) FILTER (WHERE p.membership_month >= $1::date) AS ahead,
                      count(p.id) FILTER (WHERE NOT p.cancelled AND p.amount_paid < p.amount_due
                        + CASE WHEN $2::date > p.due_date + 7 THEN least(200, round(p.amount_due * 0.05, 2)) ELSE 0 END) AS open
                 FROM ${t("members")} m
                 LEFT JOIN ${t("member_payments")} p ON p.member_id = m.id
                GROUP BY m.id) per_member`,
      [MONTH, RUN_DAY],
    );
    const b = billed.rows[0]!;
    if (b.done !== b.members) problems.push(`${gym}: ${b.members - b.done} of ${b.members} members not yet billed`);
    if (b.twice > 0) problems.push(`${gym}: ${b.twice} members billed twice for ${MONTH}`);
    monthRecords.set(gym, b.records);
  }
  return { problems, postings, monthRecords };
}

/** True once the scheduler has done everything due in these gyms (polled while the passes run). */
export async function schedulerDone(pool: pg.Pool, schemas: string[]): Promise<boolean> {
  return (await schedulerLeft(pool, schemas)).length === 0;
}

/** What the scheduler has not done yet, in words (for a run that stops waiting). */
export async function schedulerLeft(pool: pg.Pool, schemas: string[]): Promise<string[]> {
  return (await state(pool, schemas)).problems;
}

const CHANGED = /^scheduler: (\S+) changed (\d+) row\(s\) in (\S+)$/;
const FAILED = /^scheduler: (\S+) failed in (\S+): /;

/** The scheduler's own reports of a job that failed ("scheduler: <job> failed in <gym>: <error>"). */
export function jobFailures(logs: { name: string; line: Record<string, unknown> }[]): string[] {
  return logs
    .filter(({ line }) => FAILED.test(String(line.msg ?? "")))
    .map(({ name, line }) => `${name}: ${String(line.msg).replace(/\s+/g, " ").slice(0, 300)}`);
}

/**
 * Each gym's jobs ran once per pass across the three processes: every due date is posted exactly once
 * and every member is billed, January at most once, and the rows the processes' logs say they
 * created add up to exactly those rows (so no two passes did the same work, and none was left undone);
 * no job failed in any pass.
 */
export async function checkScheduler(
  pool: pg.Pool,
  schemas: string[],
  logs: { name: string; line: Record<string, unknown> }[],
): Promise<Outcome> {
  const { problems, postings, monthRecords } = await state(pool, schemas);
  problems.push(...jobFailures(logs));
  const done = new Map<string, number>();
  const who = new Map<string, string[]>();
  for (const { name, line } of logs) {
    const m = CHANGED.exec(String(line.msg ?? ""));
    if (!m) continue;
    const [, job, n, gym] = m;
    done.set(`${gym} ${job}`, (done.get(`${gym} ${job}`) ?? 0) + Number(n));
    who.set(gym!, [...(who.get(gym!) ?? []), `${name} ${job === "recurring-expenses" ? "posted" : "billed"} ${n}`]);
  }
  for (const gym of schemas) {
    const logged = done.get(`${gym} recurring-expenses`) ?? 0;
    if (logged !== postings.get(gym))
      problems.push(`${gym}: logs say ${logged} postings, the ledger has ${postings.get(gym)}`);
    const billed = done.get(`${gym} member-payments-auto-generate`) ?? 0;
    if (billed !== monthRecords.get(gym))
      problems.push(`${gym}: logs say ${billed} records made, the month has ${monthRecords.get(gym)}`);
  }
  const total = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  return outcome(
    "a scheduler pass runs each gym's jobs once (3 processes, a pass a minute each)",
    problems,
    `${count(total(postings))} recurring expense due dates posted once each, ${count(total(monthRecords))} ${MONTH.slice(0, 7)} records made once each; by process: ${schemas.map((g) => `${g.slice(-5)}: ${(who.get(g) ?? []).join(", ")}`).join("; ")}`,
  );
}
