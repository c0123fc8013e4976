import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { addMonthsTo } from "@gym/contracts";
import { qualified } from "../../src/db/pool.ts";
import { call } from "./calls.ts";
import { gymToday, type TestContext, type TestGym } from "./context.ts";
import { insertMembers, type MemberSeed } from "./members.ts";

export const PAYMENTS = "/api/expenses/member-payments";

/** Members with a plan amount (rupees, as decimal text); returns their row ids. */
export async function membersWithPlan(ctx: TestContext, gym: TestGym, amounts: string[], seed: MemberSeed = {}) {
  const rows = await insertMembers(
    ctx,
    gym,
    amounts.map(() => seed),
  );
  const ids = rows.map((r) => r.id);
  await ctx.db.pool.query(
    `UPDATE ${qualified(gym.schema, "members")} AS m SET plan_amount = a.amount::numeric
       FROM unnest($1::int[], $2::text[]) AS a(id, amount) WHERE m.id = a.id`,
    [ids, amounts],
  );
  return ids;
}

/** The gym's staff sending an Idempotency-Key, as the dashboard does once per form opening (decision 0182). */
export function withKey(gym: TestGym, key: string): TestGym {
  return { ...gym, auth: { ...gym.auth, "idempotency-key": key } as TestGym["auth"] };
}

export async function createPayment(ctx: TestContext, gym: TestGym, body: object) {
  return call(ctx, gym, "POST", `${PAYMENTS}/create/`, body);
}

export async function markPaid(ctx: TestContext, gym: TestGym, id: number, body: object = {}) {
  return call(ctx, gym, "POST", `${PAYMENTS}/${id}/mark-paid/`, body);
}

export async function countRows(ctx: TestContext, gym: TestGym, table: string, where = "TRUE", params: unknown[] = []) {
  const res = await ctx.db.pool.query(
    `SELECT count(*)::int AS n FROM ${qualified(gym.schema, table)} WHERE ${where}`,
    params,
  );
  return res.rows[0].n as number;
}

export async function setSettings(ctx: TestContext, gym: TestGym, fields: Record<string, string | null>) {
  const names = Object.keys(fields);
  await ctx.db.pool.query(
    `INSERT INTO ${qualified(gym.schema, "payment_settings")} (id, ${names.join(", ")})
     VALUES (1, ${names.map((_, i) => `$${i + 1}`).join(", ")})
     ON CONFLICT (id) DO UPDATE SET ${names.map((n, i) => `${n} = $${i + 1}`).join(", ")}`,
    Object.values(fields),
  );
}

/** The first day of the month two months back: long past its 13th, so its fee is due on any day of a run. */
export function pastMonth(ctx: TestContext): string {
  return `${addMonthsTo(gymToday(ctx), -2).slice(0, 7)}-01`;
}

/**
 * An invoice's PDF as text (`pdftotext -layout`, poppler-utils) and its page count: what a person
 * reading the document sees, in reading order. KEEP_INVOICE_PDFS=1 leaves the file for a look.
 */
export async function invoiceText(ctx: TestContext, gym: TestGym, invoiceId: number) {
  const res = await call(ctx, gym, "GET", `/api/expenses/invoices/${invoiceId}/download/`);
  if (res.statusCode !== 200) throw new Error(`download failed: ${res.body}`);
  const { pdf_base64, filename } = res.json().invoice as { pdf_base64: string; filename: string };
  const path = join(mkdtempSync(join(tmpdir(), "invoice-")), "invoice.pdf");
  writeFileSync(path, Buffer.from(pdf_base64, "base64"));
  const text = execFileSync("pdftotext", ["-layout", path, "-"], { encoding: "utf8" });
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [path], { encoding: "utf8" }))![1]);
  if (!process.env.KEEP_INVOICE_PDFS) rmSync(dirname(path), { recursive: true, force: true });
  return { text, pages, filename };
}
