import type pg from "pg";
import { qualified } from "../../src/db/pool.ts";
import type { Sent } from "./client.ts";
import { count, type Outcome, outcome } from "./outcome.ts";

interface ReceiptRow {
  receipt_key: string;
  payment_id: number;
  member_id: number;
  paise: number;
  created_at: Date;
  ledger: number;
  ledger_paise: number;
}

/**
 * Every payment a client was told was recorded is in its gym exactly once: one receipt under its key
 * (`key:<Idempotency-Key>`, decision 0182) for the record or member and the amount it named, one ledger
 * row of the same amount; nothing else was received (so nothing was written twice under another key);
 * each record's paid amount is the sum of its receipts; invoice numbers run 1..N without a gap or a repeat.
 */
export async function checkWrites(
  pool: pg.Pool,
  payments: (Sent & { gym: string })[],
  killedAt: Date,
): Promise<{ outcomes: Outcome[]; retriedWrittenBeforeKill: number }> {
  const problems: string[] = [];
  const retriedProblems: string[] = [];
  const integrity: string[] = [];
  let receipts = 0;
  let retriedWrittenBeforeKill = 0;
  const gyms = [...new Set(payments.map((p) => p.gym))];
  for (const gym of gyms) {
    const t = (name: string) => qualified(gym, name);
    const { rows } = await pool.query<ReceiptRow>(
      `SELECT r.receipt_key, r.payment_id, p.member_id, (r.amount * 100)::int AS paise, r.created_at,
              count(l.id)::int AS ledger, coalesce(sum(l.amount * 100), 0)::int AS ledger_paise
         FROM ${t("payment_receipts")} r JOIN ${t("member_payments")} p ON p.id = r.payment_id
         LEFT JOIN ${t("expense_transactions")} l ON l.receipt_id = r.id
        GROUP BY r.id, p.member_id`,
    );
    receipts += rows.length;
    const byKey = new Map(rows.map((r) => [r.receipt_key, r]));
    const mine = payments.filter((p) => p.gym === gym);
    for (const p of mine) {
      const row = byKey.get(`key:${p.key}`);
      byKey.delete(`key:${p.key}`);
      const retried = p.attempts.length > 1;
      const say = (text: string) => (retried ? retriedProblems : problems).push(`${gym} ${p.kind} ${p.key}: ${text}`);
      if (p.status !== 200) {
        if (row) say(`written, but its client never got an answer (last status ${p.status})`);
        continue;
      }
      if (!row) {
        say("acknowledged, but no receipt has its key");
        continue;
      }
      const answered = (p.body as { payment?: { id?: number } } | undefined)?.payment?.id;
      const target = p.kind === "mark-paid" ? row.payment_id : row.member_id;
      if (target !== p.target || row.paise !== p.paise || answered !== row.payment_id)
        say(`receipt for ${target} of ${row.paise} paise on record ${row.payment_id}, answered record ${answered}`);
      if (row.ledger !== 1 || row.ledger_paise !== row.paise) say(`${row.ledger} ledger row(s) for its receipt`);
      if (retried && row.created_at < killedAt) retriedWrittenBeforeKill++;
    }
    for (const key of byKey.keys()) problems.push(`${gym}: receipt ${key} that no client was told about`);
    const sums = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${t("member_payments")} p
        WHERE p.amount_paid <> (SELECT coalesce(sum(r.amount), 0) FROM ${t("payment_receipts")} r WHERE r.payment_id = p.id)`,
    );
    if (sums.rows[0]!.n)
      integrity.push(`${gym}: ${sums.rows[0]!.n} record(s) whose paid amount is not their receipts' sum`);
    const invoices = await pool.query<{ fy: string; n: number; distinct: number; top: number; counter: number }>(
      // Serials are "26-27/0001" (decision 0221); the counter's year is "2026-27".
      `SELECT r.fy, count(*)::int AS n, count(DISTINCT r.invoice_number)::int AS distinct,
              max(r.serial) AS top, max(c.last_number) AS counter
         FROM (SELECT invoice_number, '20' || split_part(invoice_number, '/', 1) AS fy,
                      split_part(invoice_number, '/', 2)::int AS serial
                 FROM ${t("payment_receipts")}) r
         LEFT JOIN ${t("invoice_counters")} c ON c.financial_year = r.fy
        GROUP BY 1`,
    );
    for (const i of invoices.rows)
      if (i.n !== i.distinct || i.n !== i.top || i.n !== i.counter)
        integrity.push(
          `${gym} ${i.fy}: ${i.n} receipts, ${i.distinct} numbers, highest ${i.top}, counter ${i.counter}`,
        );
  }
  const acknowledged = payments.filter((p) => p.status === 200);
  const retried = payments.filter((p) => p.attempts.length > 1);
  return {
    retriedWrittenBeforeKill,
    outcomes: [
      outcome(
        "every acknowledged payment is in the database exactly once",
        [...problems, ...integrity],
        `${count(acknowledged.length)} of ${count(payments.length)} payments acknowledged; ${count(receipts)} receipts, each with one ledger row; paid amounts = receipts; invoice numbers without gap or repeat`,
      ),
      outcome(
        "every retried payment is in the database exactly once",
        retriedProblems,
        `${count(retried.length)} payment(s) sent again with the same key; ${retriedWrittenBeforeKill} of them had been written by the killed process before it died (the retry got that receipt back)`,
      ),
    ],
  };
}
