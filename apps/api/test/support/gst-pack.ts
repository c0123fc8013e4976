import { randomUUID } from "node:crypto";
import * as XLSX from "@e965/xlsx";
import { gstinCheckCharacter, toPaise } from "@gym/contracts";
import { expect } from "vitest";
import type { TestContext, TestGym } from "./context.ts";
import { createPayment, markPaid, withKey } from "./member-payments.ts";

// The accountant's GST pack (issue 27 §5, decisions 0276, 0335) read back: the XLSX parsed with SheetJS, the
// CSV as lines; receipts paid on a chosen day.

export const GYM_GSTIN = `29ABCDE1234F1Z${gstinCheckCharacter("29ABCDE1234F1Z")}`;
export const COMPANY_GSTIN = `27AAACZ4821K1Z${gstinCheckCharacter("27AAACZ4821K1Z")}`;
export const PACK = "/api/expenses/reports/gst-pack/";

export type Row = (string | number)[];
export interface Book {
  names: string[];
  sheet(name: string): Row[];
}

export async function download(ctx: TestContext, gym: TestGym, query: string) {
  const res = await ctx.app.inject({ method: "GET", url: `${PACK}?${query}`, headers: gym.auth });
  return res;
}

export async function pack(ctx: TestContext, gym: TestGym, period: string): Promise<Book> {
  const res = await download(ctx, gym, `period=${period}&format=xlsx`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers["content-disposition"]).toBe(`attachment; filename="gst-pack-${gym.schema}-${period}.xlsx"`);
  const book = XLSX.read(res.rawPayload, { type: "buffer" });
  return {
    names: book.SheetNames,
    sheet: (name) => XLSX.utils.sheet_to_json<Row>(book.Sheets[name]!, { header: 1, defval: "" }),
  };
}

export async function csv(ctx: TestContext, gym: TestGym, period: string, table: string): Promise<string[]> {
  const res = await download(ctx, gym, `period=${period}&format=csv&table=${table}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers["content-type"]).toContain("text/csv");
  expect(res.headers["content-disposition"]).toContain(`gst-pack-${gym.schema}-${period}-${table}.csv`);
  return res.body.trimEnd().split("\r\n");
}

/** A record for `month` whose amount due is received on `date` (the receipt's invoice date). */
export async function pay(ctx: TestContext, gym: TestGym, memberId: number, month: string, date: string) {
  const record = await createPayment(ctx, gym, { member_id: memberId, membership_month: month });
  expect(record.statusCode, record.body).toBe(200);
  const { id, amount_due } = record.json().payment;
  const paid = await markPaid(ctx, withKey(gym, randomUUID()), id, {
    payment_method: "UPI",
    payment_date: date,
    amount_paid: String(amount_due),
  });
  expect(paid.statusCode, paid.body).toBe(200);
}

export const paiseSum = (values: (string | number)[]) => values.reduce<number>((s, v) => s + toPaise(String(v)), 0);
