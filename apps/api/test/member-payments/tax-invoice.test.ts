import { gstinCheckCharacter } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, gymInstant, type TestContext, type TestGym } from "../support/context.ts";
import { createPayment, invoiceText, markPaid, membersWithPlan, PAYMENTS } from "../support/member-payments.ts";

// Issue 21 §3, decisions 0220-0222: the documents read back as text. Every payment date is written
// out, and the clock is pinned after the last of them (the months paid are at most next
// month and no payment is after today; 10 September 2026), so the financial year and the serials are the same on any day
// the suite runs (CI runs it at a day derived from the commit: 9 January 2026 found the unpinned file).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.pin(gymInstant("2026-09-10"));
});
afterAll(() => ctx.close());

const GYM_GSTIN = "29ABCDE1234F1ZW";
/** A company's GSTIN in Maharashtra, made up, with its right check character. */
const COMPANY_GSTIN = `27AAACZ4821K1Z${gstinCheckCharacter("27AAACZ4821K1Z")}`;
const SETTINGS = {
  gym_address: "12 MG Road, Bengaluru 560001",
  gym_phone: "080 4123 4567",
  gym_state: "Karnataka",
  sac_code: "999723",
};
const saveSettings = (gym: TestGym, fields: object) =>
  call(ctx, gym, "PUT", "/api/expenses/payment-settings/update/", { ...SETTINGS, ...fields });

let n = 0;
/** A member through the add-member API (with a GSTIN when given) and a plan of `plan` rupees. */
async function registerMember(gym: TestGym, plan: string, gstin?: string) {
  n += 1;
  const res = await call(ctx, gym, "POST", "/api/android/member/register/", {
    username: `asha${n}`,
    password: "S3cret-pass",
    email: `asha${n}@example.com`,
    first_name: "Asha",
    last_name: `Rao${n}`,
    phone: "9876543210",
    date_of_birth: "1990-04-15",
    gender: "F",
    address: "Acme Analytics Pvt Ltd, 4th Floor, 21 Residency Road, Bengaluru 560025",
    plan_amount: plan,
    ...(gstin ? { gstin } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().member_details.id as number;
}

/** A record for `month` paid in full on `date`; answers the new invoice's id and number. */
async function pay(gym: TestGym, memberId: number, month: string, date: string, method = "BANK_TRANSFER") {
  const created = await createPayment(ctx, gym, { member_id: memberId, membership_month: month });
  expect(created.statusCode, created.body).toBe(200);
  const record = created.json().payment;
  const paid = await markPaid(ctx, gym, record.id, { payment_method: method, payment_date: date });
  expect(paid.statusCode, paid.body).toBe(200);
  // Newest first: the receipt just written.
  const [inv] = (await call(ctx, gym, "GET", `/api/expenses/invoices/?member_id=${memberId}`)).json().invoices;
  return { id: inv.invoice_id as number, number: inv.invoice_number as string };
}

describe("a gym without a GSTIN: payment receipts, as before", () => {
  it("prints a PAYMENT RECEIPT with no GST lines, even for a member who gave a GSTIN", async () => {
    const gym = await createGym(ctx, "gst_receipt");
    expect((await saveSettings(gym, { gstin: "" })).statusCode).toBe(200);
    const plain = await registerMember(gym, "1500");
    const company = await registerMember(gym, "1500", COMPANY_GSTIN);
    for (const member of [plain, company]) {
      const inv = await pay(gym, member, "2026-06", member === plain ? "2026-06-03" : "2026-06-04", "CASH");
      const { text, pages } = await invoiceText(ctx, gym, inv.id);
      for (const expected of [
        "PAYMENT RECEIPT",
        "RECEIVED FROM",
        "12 MG Road, Bengaluru 560001",
        inv.number,
        "Gym membership for June 2026",
        "₹1,500",
        "Rupees One Thousand Five Hundred Only",
        "Paid by Cash",
        "computer-generated receipt and needs no signature",
      ])
        expect(text, expected).toContain(expected);
      expect(text).toMatch(/Receipt no\.\s+26-27\/000[12]/);
      for (const absent of ["TAX INVOICE", "GSTIN", "CGST", "SGST", "Place of supply", "Authorised Signatory"])
        expect(text, absent).not.toContain(absent);
      expect(pages).toBe(1);
    }
  });
});

describe("a registered gym: tax invoices (Rule 46 of the CGST Rules)", () => {
  let gym: TestGym;
  beforeAll(async () => {
    gym = await createGym(ctx, "gst_invoice");
    // The rate left blank: the gym follows the default, 5% since 22 September 2025.
    const saved = await saveSettings(gym, { gstin: GYM_GSTIN, gst_rate: "" });
    expect(saved.json().settings).toMatchObject({ gstin: GYM_GSTIN, gst_rate: null });
  });

  it("to a company paying for its staff: every Rule 46 field, the recipient's GSTIN, 5% as CGST + SGST", async () => {
    const member = await registerMember(gym, "1050", COMPANY_GSTIN.toLowerCase());
    const inv = await pay(gym, member, "2026-06", "2026-06-03");
    const { text, pages } = await invoiceText(ctx, gym, inv.id);
    for (const expected of [
      "TAX INVOICE",
      // (a) the supplier's name, address and GSTIN (the test gym's long name wraps)
      gym.schema,
      "12 MG Road, Bengaluru 560001",
      `GSTIN: ${GYM_GSTIN}`,
      // (d) the recipient's name, address and GSTIN
      "BILLED TO",
      `Asha Rao${n}`,
      "Acme Analytics Pvt Ltd",
      `GSTIN: ${COMPANY_GSTIN}`,
      // (f)(g) SAC and the service
      "SAC",
      "999723",
      "Gym membership for June 2026",
      // (i)-(l) taxable value, rates and tax
      "₹1,000",
      "CGST @ 2.5%",
      "SGST @ 2.5%",
      "₹25",
      "Total (GST included)",
      "₹1,050",
      "Rupees One Thousand Fifty Only",
      // (q) the authorised signatory
      "For Test Gym",
      "Authorised Signatory",
    ])
      expect(text, expected).toContain(expected);
    // (b)(c) serial and date, (n) place of supply with the state's name and code, (p) reverse charge
    expect(text).toMatch(/Invoice no\.\s+26-27\/0001/);
    expect(text).toMatch(/Invoice date\s+3 Jun 2026/);
    expect(text).toMatch(/Place of supply\s+Karnataka \(29\)/);
    expect(text).toMatch(/Reverse charge\s+No/);
    expect(text).not.toContain("needs no signature");
    expect(inv.number).toMatch(/^[A-Za-z0-9/-]{1,16}$/);
    expect(pages).toBe(1);
    const stored = await ctx.db.pool.query(`SELECT gstin FROM ${qualified(gym.schema, "members")} WHERE id = $1`, [
      member,
    ]);
    expect(stored.rows[0].gstin).toBe(COMPANY_GSTIN);
  });

  it("to a member without a GSTIN: still a tax invoice, naming only the gym's GSTIN", async () => {
    const member = await registerMember(gym, "2100");
    const inv = await pay(gym, member, "2026-06", "2026-06-05");
    const { text } = await invoiceText(ctx, gym, inv.id);
    expect(text).toContain("TAX INVOICE");
    expect(text.match(/GSTIN:/g)).toHaveLength(1);
    expect(text).toContain("₹2,000");
    expect(text).toContain("₹50");
  });

  it("an issued invoice reads as issued after the gym's settings and the member's GSTIN change", async () => {
    const member = await registerMember(gym, "1050", COMPANY_GSTIN);
    const inv = await pay(gym, member, "2026-07", "2026-07-02");
    const before = (await invoiceText(ctx, gym, inv.id)).text;
    const other = `29AAACZ1111K1Z${gstinCheckCharacter("29AAACZ1111K1Z")}`;
    await ctx.db.pool.query(`UPDATE ${qualified(gym.schema, "members")} SET gstin = $2 WHERE id = $1`, [member, other]);
    expect((await saveSettings(gym, { gstin: "", gst_rate: "12" })).statusCode).toBe(200);
    const after = (await invoiceText(ctx, gym, inv.id)).text;
    expect(after).toBe(before);
    expect(after).toContain("CGST @ 2.5%");
    // The next receipt follows the settings of its day: no GSTIN now, so a payment receipt.
    const next = await pay(gym, member, "2026-08", "2026-08-03");
    expect((await invoiceText(ctx, gym, next.id)).text).toContain("PAYMENT RECEIPT");
    const frozen = await ctx.db.pool.query(
      `SELECT invoice_number, supplier_gstin, recipient_gstin, sac_code, gst_rate::text
         FROM ${qualified(gym.schema, "payment_receipts")} WHERE id = ANY($1::int[]) ORDER BY id`,
      [[inv.id, next.id]],
    );
    expect(frozen.rows).toEqual([
      {
        invoice_number: inv.number,
        supplier_gstin: GYM_GSTIN,
        recipient_gstin: COMPANY_GSTIN,
        sac_code: "999723",
        gst_rate: "5.00",
      },
      {
        invoice_number: next.number,
        supplier_gstin: null,
        recipient_gstin: other,
        sac_code: "999723",
        gst_rate: "12.00",
      },
    ]);
    expect(await saveSettings(gym, { gstin: GYM_GSTIN, gst_rate: "" }).then((r) => r.statusCode)).toBe(200);
  });

  it("bulk mark-paid freezes each receipt's tax details too", async () => {
    const [a, b] = await membersWithPlan(ctx, gym, ["1050", "1050"]);
    const ids = [];
    for (const m of [a, b])
      ids.push((await createPayment(ctx, gym, { member_id: m, membership_month: "2026-09" })).json().payment.id);
    const res = await call(ctx, gym, "POST", `${PAYMENTS}/bulk-mark-paid/`, {
      payment_ids: ids,
      payment_method: "UPI",
      payment_date: "2026-09-03",
    });
    expect(res.statusCode, res.body).toBe(200);
    const frozen = await ctx.db.pool.query(
      `SELECT supplier_gstin, gst_rate::text FROM ${qualified(gym.schema, "payment_receipts")} WHERE payment_id = ANY($1::int[])`,
      [ids],
    );
    expect(frozen.rows).toEqual([
      { supplier_gstin: GYM_GSTIN, gst_rate: "5.00" },
      { supplier_gstin: GYM_GSTIN, gst_rate: "5.00" },
    ]);
  });
});

describe("serial numbers (Rule 46(b): at most 16 characters, unique in the financial year)", () => {
  it("restart on 1 April, fit at the 10,000th invoice and at the counter's largest number", async () => {
    const gym = await createGym(ctx, "gst_serial");
    await saveSettings(gym, { gstin: GYM_GSTIN });
    const [m] = await membersWithPlan(ctx, gym, ["1050"]);
    const counters = qualified(gym.schema, "invoice_counters");
    expect((await pay(gym, m!, "2026-03", "2026-03-31")).number).toBe("25-26/0001");
    expect((await pay(gym, m!, "2026-04", "2026-04-01")).number).toBe("26-27/0001");
    await ctx.db.pool.query(`UPDATE ${counters} SET last_number = 9999 WHERE financial_year = '2026-27'`);
    expect((await pay(gym, m!, "2026-05", "2026-05-04")).number).toBe("26-27/10000");
    await ctx.db.pool.query(`UPDATE ${counters} SET last_number = 2147483646 WHERE financial_year = '2026-27'`);
    const last = await pay(gym, m!, "2026-06", "2026-06-04");
    expect(last.number).toBe("26-27/2147483647");
    expect(last.number.length).toBe(16);
    const { text, filename } = await invoiceText(ctx, gym, last.id);
    expect(text).toMatch(/Invoice no\.\s+26-27\/2147483647\n/);
    expect(filename).toBe("INV-26-27-2147483647.pdf");
    const stored = await ctx.db.pool.query(
      `SELECT invoice_number FROM ${qualified(gym.schema, "payment_receipts")} ORDER BY id`,
    );
    expect(stored.rows.map((r) => r.invoice_number)).toEqual([
      "25-26/0001",
      "26-27/0001",
      "26-27/10000",
      "26-27/2147483647",
    ]);
  });
});
