import { toPaise } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gstSplit } from "../../src/modules/member-payments/invoices/gst.ts";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, gymInstant, type TestContext, type TestGym } from "../support/context.ts";
import { COMPANY_GSTIN, csv, GYM_GSTIN, pack, paiseSum, pay, type Row } from "../support/gst-pack.ts";
import { setSettings } from "../support/member-payments.ts";
import { insertMembers } from "../support/members.ts";

// Voided receipts in the GST pack (decision 0335): the register keeps them marked Cancelled, the credit
// notes sheet lists them, B2CS nets the period's B2C notes, B2B stays as issued; the invoices export marks them.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.pin(gymInstant("2026-07-05"));
});
afterAll(() => ctx.close());

describe("voided receipts (decision 0335)", () => {
  let gym: TestGym;
  const ids: Record<"asha" | "acme" | "ravi" | "dev", number> = { asha: 0, acme: 0, ravi: 0, dev: 0 };
  const FORMULA_REASON = "=cmd|' /C calc'!A0 wrong member";
  let octoberBefore: Row[];

  /** The member's latest receipt, voided on `day` (the gym's day is the credit note's date). */
  async function voidOn(day: string, memberId: number, reason: string) {
    const { rows } = await ctx.db.pool.query<{ id: number }>(
      `SELECT r.id FROM ${gym.schema}.payment_receipts r JOIN ${gym.schema}.member_payments p ON p.id = r.payment_id
        WHERE p.member_id = $1 ORDER BY r.id DESC LIMIT 1`,
      [memberId],
    );
    ctx.clock.pin(gymInstant(day));
    const res = await call(ctx, gym, "POST", `/api/expenses/invoices/${rows[0]!.id}/void/`, { reason });
    expect(res.statusCode, res.body).toBe(200);
  }

  beforeAll(async () => {
    gym = await createGym(ctx, "gst_void");
    await setSettings(ctx, gym, { gstin: GYM_GSTIN, gym_state: "Karnataka" });
    const members = await insertMembers(ctx, gym, [
      { first_name: "Asha", last_name: "Rao" },
      { first_name: "Acme", last_name: "Analytics", gstin: COMPANY_GSTIN } as never,
      { first_name: "Ravi", last_name: "Shah" },
      { first_name: "Dev", last_name: "Nair" },
    ]);
    const [asha, acme, ravi, dev] = members.map((m) => m!.id);
    Object.assign(ids, { asha, acme, ravi, dev });
    await ctx.db.pool.query(
      `UPDATE ${gym.schema}.members m SET plan_amount = a.amount::numeric
         FROM unnest($1::int[], $2::text[]) AS a(id, amount) WHERE m.id = a.id`,
      [Object.values(ids), ["1499", "5900", "1999.99", "1200"]],
    );
    ctx.clock.pin(gymInstant("2026-10-31"));
    await pay(ctx, gym, ids.asha, "2026-10", "2026-10-10"); // 26-27/0001, voided the same month
    await pay(ctx, gym, ids.acme, "2026-10", "2026-10-12"); // 26-27/0002, a B2B invoice voided the same month
    await pay(ctx, gym, ids.ravi, "2026-10", "2026-10-15"); // 26-27/0003, voided in November
    await voidOn("2026-10-20", ids.asha, "Entered against the wrong member");
    await voidOn("2026-10-25", ids.acme, "Paid twice by the company");
    // The October pack as it stood at the end of October, before the November void.
    ctx.clock.pin(gymInstant("2026-10-31"));
    octoberBefore = (await pack(ctx, gym, "2026-10")).sheet("Register");
    ctx.clock.pin(gymInstant("2026-11-05"));
    await pay(ctx, gym, ids.dev, "2026-11", "2026-11-05"); // 26-27/0004, November's only supply
    await voidOn("2026-11-03", ids.ravi, FORMULA_REASON);
    ctx.clock.pin(gymInstant("2026-12-13"));
  });
  afterAll(() => ctx.clock.pin(gymInstant("2026-07-05")));

  it("keeps a voided invoice in its own period's register, marked Cancelled with its credit note", async () => {
    const october = await pack(ctx, gym, "2026-10");
    const register = october.sheet("Register");
    expect(register[0]!.at(-1)).toBe("Status");
    expect(register.slice(1).map((r) => [r[1], r[2], r[4], r[12], r[13]])).toEqual([
      ["26-27/0001", "10-Oct-2026", "Asha Rao", 1499, "Cancelled by CN/26-27/0001 on 20-Oct-2026"],
      ["26-27/0002", "12-Oct-2026", "Acme Analytics", 5900, "Cancelled by CN/26-27/0002 on 25-Oct-2026"],
      ["26-27/0003", "15-Oct-2026", "Ravi Shah", 1999.99, "Cancelled by CN/26-27/0003 on 03-Nov-2026"],
    ]);
    // The later void changes nothing in October but the Status of the invoice it cancels.
    expect(register.map((r) => r.slice(0, 13))).toEqual(octoberBefore.map((r) => r.slice(0, 13)));
    expect(octoberBefore[3]![13]).toBe("");
    // November's register holds November's invoice only: a credit note is not an invoice.
    const november = (await pack(ctx, gym, "2026-11")).sheet("Register").slice(1);
    expect(november.map((r) => [r[1], r[13]])).toEqual([["26-27/0004", ""]]);
  });

  it("lists the credit notes of the period, with the invoice they cancel", async () => {
    const october = await pack(ctx, gym, "2026-10");
    const notes = october.sheet("Credit notes");
    expect(notes[0]).toEqual([
      "Credit note number",
      "Credit note date",
      "Original invoice number",
      "Original invoice date",
      "Member code",
      "Member",
      "Recipient GSTIN",
      "Place of supply",
      "GST rate %",
      "Taxable value",
      "CGST",
      "SGST",
      "Total",
      "Reason",
    ]);
    const a = gstSplit(toPaise("1499"), 5);
    expect(notes.slice(1).map((r) => [r[0], r[1], r[2], r[3], r[5], r[6], r[7], r[8], r[12], r[13]])).toEqual([
      [
        "CN/26-27/0001",
        "20-Oct-2026",
        "26-27/0001",
        "10-Oct-2026",
        "Asha Rao",
        "",
        "29-Karnataka",
        5,
        1499,
        "Entered against the wrong member",
      ],
      [
        "CN/26-27/0002",
        "25-Oct-2026",
        "26-27/0002",
        "12-Oct-2026",
        "Acme Analytics",
        COMPANY_GSTIN,
        "29-Karnataka",
        5,
        5900,
        "Paid twice by the company",
      ],
    ]);
    expect(notes[1]!.slice(9, 12).map((v) => toPaise(String(v)))).toEqual([a.taxablePaise, a.cgstPaise, a.sgstPaise]);

    // The previous month's invoice voided in November: the credit note is November's, dated by the void.
    const november = await pack(ctx, gym, "2026-11");
    const later = november.sheet("Credit notes").slice(1);
    expect(later.map((r) => [r[0], r[1], r[2], r[3], r[5], r[12]])).toEqual([
      ["CN/26-27/0003", "03-Nov-2026", "26-27/0003", "15-Oct-2026", "Ravi Shah", 1999.99],
    ]);
    // A formula-like reason is written as text with its apostrophe (decision 0091).
    expect(later[0]![13]).toBe(`'${FORMULA_REASON}`);
    const readme = november.sheet("README");
    expect(readme.find((r) => r[0] === "Credit notes issued")!.slice(1)).toEqual([
      1,
      ...[gstSplit(toPaise("1999.99"), 5)].flatMap((g) => [g.taxablePaise / 100, g.cgstPaise / 100, g.sgstPaise / 100]),
      1999.99,
    ]);

    const lines = await csv(ctx, gym, "2026-11", "credit-notes");
    expect(lines[0]).toBe(
      "Credit note number,Credit note date,Original invoice number,Original invoice date,Member code,Member,Recipient GSTIN,Place of supply,GST rate %,Taxable value,CGST,SGST,Total,Reason",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^CN\/26-27\/0003,03-Nov-2026,26-27\/0003,15-Oct-2026,[^,]+,Ravi Shah,,29-Karnataka,5,/);
    expect(lines[1]).toMatch(/,1999\.99,'=cmd\|' \/C calc'!A0 wrong member$/);
    expect(await csv(ctx, gym, "2026-09", "credit-notes")).toHaveLength(1);
  });

  it("nets B2CS with the period's credit notes and keeps B2B invoices as issued (their notes are CDNR)", async () => {
    const split = (amount: string) => gstSplit(toPaise(amount), 5);
    const october = await pack(ctx, gym, "2026-10");
    // Asha's invoice and its credit note cancel out; Ravi's stands in October (voided in November).
    const ravi = split("1999.99");
    const b2cs = october.sheet("B2CS").slice(1);
    expect(b2cs.map((r) => [r[0], r[1], r[2], r[3]])).toEqual([["OE", "29-Karnataka", 5, 2]]);
    expect(b2cs[0]!.slice(4, 7).map((v) => toPaise(String(v)))).toEqual([
      ravi.taxablePaise,
      ravi.cgstPaise,
      ravi.sgstPaise,
    ]);
    const b2b = october.sheet("B2B").slice(1);
    expect(b2b.map((r) => [r[0], r[2], r[4]])).toEqual([[COMPANY_GSTIN, "26-27/0002", 5900]]);
    const notes = october.sheet("Credit notes").slice(1);
    expect(notes.filter((r) => r[6] !== "").map((r) => r[0])).toEqual(["CN/26-27/0002"]);
    // Register = B2CS + B2B + the B2C credit notes of the period, column by column.
    const register = october.sheet("Register").slice(1);
    for (const [registerCol, b2csCol, b2bCol, noteCol] of [
      [9, 4, 9, 9],
      [10, 5, 10, 10],
      [11, 6, 11, 11],
    ] as const) {
      const b2cNotes = notes.filter((r) => r[6] === "").map((r) => r[noteCol]!);
      expect(paiseSum(b2cs.map((r) => r[b2csCol]!)) + paiseSum(b2b.map((r) => r[b2bCol]!)) + paiseSum(b2cNotes)).toBe(
        paiseSum(register.map((r) => r[registerCol]!)),
      );
    }

    // November: Dev's invoice less Ravi's October invoice, credited in November.
    const dev = split("1200");
    const november = await pack(ctx, gym, "2026-11");
    const net = november.sheet("B2CS").slice(1);
    expect(net.map((r) => r.slice(0, 4))).toEqual([["OE", "29-Karnataka", 5, 1]]);
    expect(net[0]!.slice(4, 7).map((v) => toPaise(String(v)))).toEqual([
      dev.taxablePaise - ravi.taxablePaise,
      dev.cgstPaise - ravi.cgstPaise,
      dev.sgstPaise - ravi.sgstPaise,
    ]);
    expect(november.sheet("B2B")).toHaveLength(1);
    const b2csCsv = await csv(ctx, gym, "2026-11", "b2cs");
    // A negative net is a number, not neutralised text (decision 0335; decision 0091 neutralises text only).
    expect(b2csCsv[1]).toBe(
      `OE,29-Karnataka,5,1,${(dev.taxablePaise - ravi.taxablePaise) / 100},${(dev.cgstPaise - ravi.cgstPaise) / 100},${(dev.sgstPaise - ravi.sgstPaise) / 100},0.00,0.00,`,
    );
    // The quarter holds all four invoices and all three notes: Dev's supply is what is left of B2C.
    const q3 = await pack(ctx, gym, "2026-27-Q3");
    expect(q3.sheet("Register").slice(1)).toHaveLength(4);
    expect(
      q3
        .sheet("Credit notes")
        .slice(1)
        .map((r) => r[0]),
    ).toEqual(["CN/26-27/0001", "CN/26-27/0002", "CN/26-27/0003"]);
    expect(
      q3
        .sheet("B2CS")[1]!
        .slice(4, 7)
        .map((v) => toPaise(String(v))),
    ).toEqual([dev.taxablePaise, dev.cgstPaise, dev.sgstPaise]);
  });

  it("marks the voided receipts in the invoices list export", async () => {
    const res = await ctx.app.inject({
      method: "GET",
      url: "/api/expenses/invoices/export/",
      headers: gym.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.body.trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "Invoice number,Payment date,Member,Phone,Membership period,Payment method,Amount,Void,Credit note",
    );
    const byNumber = new Map(lines.slice(1).map((l) => [l.split(",")[0], l]));
    expect(byNumber.get("26-27/0004")).toMatch(/,1200\.00,,$/);
    expect(byNumber.get("26-27/0001")).toMatch(
      /,Voided on 2026-10-20: Entered against the wrong member,CN\/26-27\/0001$/,
    );
    expect(byNumber.get("26-27/0003")).toMatch(
      /,Voided on 2026-11-03: =cmd\|' \/C calc'!A0 wrong member,CN\/26-27\/0003$/,
    );
  });
});
