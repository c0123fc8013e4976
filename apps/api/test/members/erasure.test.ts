import { existsSync } from "node:fs";
import { ERASED_TEXT, MEMBER_ALREADY_ERASED, MEMBER_DATA_ERASED, PRIVACY_NOTICE_VERSION } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertRecord } from "../support/attendance.ts";
import { call, patch } from "../support/calls.ts";
import { createGym, createTestContext, gymInstant, type TestContext, type TestGym } from "../support/context.ts";
import { memberDataExport, memberWithHistory, rowsIn } from "../support/data-rights.ts";
import { mediaPath } from "../support/media.ts";
import { invoiceText, membersWithPlan, setSettings } from "../support/member-payments.ts";
import { insertMembers } from "../support/members.ts";
import { file, png } from "../support/multipart.ts";

// Erasing a member's personal data (decision 0302): refusals and the owner's confirmation, what is erased and
// what the law makes the gym keep.

let ctx: TestContext;
let gym: TestGym;
let other: TestGym;

const TODAY = "2026-12-13";
const url = (id: number, tail: string) => `/api/members/members/${id}/${tail}`;

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.pin(gymInstant(TODAY));
  [gym, other] = await Promise.all([createGym(ctx, "rights"), createGym(ctx, "rightsother")]);
});
afterAll(() => ctx.close());

describe("POST /api/members/members/{id}/erase/ (decision 0302)", () => {
  it("refuses while dues are open or the membership runs, unless the owner confirms; nothing changes on a refusal", async () => {
    const [owes] = await membersWithPlan(ctx, gym, ["1500"], {
      renewal_date: "2026-12-01",
      joining_date: "2026-10-01",
    });
    await insertRecord(ctx, gym, owes!, "2026-11-01", "1500");
    let res = await call(ctx, gym, "POST", url(owes!, "erase/"), {});
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error).toMatch(/owes ₹1575\.00/);
    const [running] = await insertMembers(ctx, gym, [{ renewal_date: TODAY }]);
    res = await call(ctx, gym, "POST", url(running!.id, "erase/"), {});
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/runs until 2026-12-13/);
    const rows = await rowsIn(ctx, gym, (t) => `SELECT phone, archived_at FROM ${t("members")} WHERE id = $1`, [
      running!.id,
    ]);
    expect(rows[0]).toEqual({ phone: "9876543210", archived_at: null });
    // The day after the renewal date, the same member is erased without a confirmation.
    ctx.clock.pin(gymInstant("2026-12-14"));
    try {
      res = await call(ctx, gym, "POST", url(running!.id, "erase/"), {});
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      ctx.clock.pin(gymInstant(TODAY));
    }
    res = await call(ctx, gym, "POST", url(owes!, "erase/"), { force: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data_rights.erasure).toMatchObject({
      forced: true,
      open_dues: "1575.00",
      erased_by: "Test Owner",
    });
  });

  it("erases the personal data, keeps the invoice's fields and the money, deletes the photo, and writes the audit row", async () => {
    await setSettings(ctx, gym, { gym_state: "Maharashtra" });
    const id = await memberWithHistory(ctx, gym, TODAY, "dora", { renewal_date: "2026-12-10" });
    await call(ctx, gym, "POST", url(id, "consent/"), { notice_version: PRIVACY_NOTICE_VERSION });
    const photo = await patch(ctx, gym, url(id, "update/"), {
      username: "dora.k",
      email: "dora@example.com",
      first_name: "Firstdora",
      last_name: "Lastdora",
      phone: "9812345678",
      date_of_birth: "1994-11-25",
      gender: "F",
      address: "dora Street, Pune",
      joining_date: "2026-12-01",
      renewal_date: "2026-12-10",
      profile_photo: file(await png(), "d.png"),
    });
    expect(photo.statusCode, photo.body).toBe(200);
    const photoFile = mediaPath(ctx, photo.json().member.profile_photo_url);
    expect(existsSync(photoFile)).toBe(true);

    const invoicesBefore = (await call(ctx, gym, "GET", `/api/expenses/invoices/?member_id=${id}`)).json().invoices;
    const money = async () =>
      (
        await rowsIn(
          ctx,
          gym,
          (t) => `SELECT (SELECT sum(amount)::text FROM ${t("payment_receipts")}) AS receipts,
                         (SELECT sum(amount)::text FROM ${t("expense_transactions")}) AS ledger,
                         (SELECT sum(amount_paid)::text FROM ${t("member_payments")}) AS paid`,
        )
      )[0];
    const before = await money();

    const res = await call(ctx, gym, "POST", url(id, "erase/"), {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: MEMBER_DATA_ERASED,
      data_rights: { erasure: { forced: false, kept_name: true, kept_address: false, erased_by: "Test Owner" } },
    });

    const [m] = await rowsIn(
      ctx,
      gym,
      (
        t,
      ) => `SELECT member_id, username, email, phone, gender::text, to_char(date_of_birth, 'YYYY-MM-DD') AS dob, address,
                     emergency_contact, notes, profile_photo, gstin, first_name, last_name, archived_at IS NOT NULL AS archived
                FROM ${t("members")} WHERE id = $1`,
      [id],
    );
    expect(m).toMatchObject({
      username: `erased-${id}`,
      email: `erased-${id}@erased.invalid`,
      phone: "",
      gender: "O",
      dob: "1900-01-01",
      address: "",
      emergency_contact: "",
      notes: "",
      profile_photo: null,
      gstin: null,
      first_name: "Firstdora",
      last_name: "Lastdora",
      archived: true,
    });
    expect(existsSync(photoFile)).toBe(false);
    // The invoice: same number, amount and date; the name stays, the phone and address are gone.
    const invoicesAfter = (await call(ctx, gym, "GET", `/api/expenses/invoices/?member_id=${id}`)).json().invoices;
    const pick = (i: Record<string, unknown>) => ({
      invoice_number: i.invoice_number,
      amount: i.amount,
      payment_date: i.payment_date,
    });
    expect(invoicesAfter.map(pick)).toEqual(invoicesBefore.map(pick));
    const pdf = await invoiceText(ctx, gym, invoicesAfter[0].invoice_id ?? invoicesAfter[0].id);
    expect(pdf.text).toContain("Firstdora Lastdora");
    expect(pdf.text).not.toContain("9812345678");
    expect(pdf.text).not.toContain("dora Street");
    expect(await money()).toEqual(before);
    // Texts about the member are gone; their rows stay for the gym's counts.
    const [f] = await rowsIn(
      ctx,
      gym,
      (t) => `SELECT member_name, subject, message FROM ${t("feedback")} WHERE member_id = $1`,
      [id],
    );
    expect(f).toEqual({ member_name: "Erased member", subject: ERASED_TEXT, message: ERASED_TEXT });
    const [r] = await rowsIn(
      ctx,
      gym,
      (t) =>
        `SELECT r.message FROM ${t("feedback_responses")} r JOIN ${t("feedback")} f ON f.id = r.feedback_id WHERE f.member_id = $1`,
      [id],
    );
    expect(r.message).toBe(ERASED_TEXT);
    const [fr] = await rowsIn(ctx, gym, (t) => `SELECT reason FROM ${t("member_freezes")} WHERE member_id = $1`, [id]);
    expect(fr.reason).toBe(ERASED_TEXT);
    const [v] = await rowsIn(ctx, gym, (t) => `SELECT override_reason FROM ${t("check_ins")} WHERE member_id = $1`, [
      id,
    ]);
    expect(v.override_reason).toBe(ERASED_TEXT);
    // The audit row, and the export now shows what is left.
    const [audit] = await rowsIn(
      ctx,
      gym,
      (t) => `SELECT member_code, erased_at, forced FROM ${t("member_erasures")} WHERE member_id = $1`,
      [id],
    );
    expect(audit).toMatchObject({ member_code: m.member_id, forced: false });
    expect(new Date(audit.erased_at).toISOString()).toMatch(/^2026-12-13T04:30:/);
    const exported = await memberDataExport(ctx, gym, id);
    expect(exported.body).not.toMatch(/9812345678|dora Street|dora@example\.com|Knee surgery/);
    // Once only; an erased member is neither restored nor asked for consent again.
    const again = await call(ctx, gym, "POST", url(id, "erase/"), { force: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(MEMBER_ALREADY_ERASED);
    expect((await call(ctx, gym, "POST", url(id, "restore/"))).statusCode).toBe(409);
    expect(
      (await call(ctx, gym, "POST", url(id, "consent/"), { notice_version: PRIVACY_NOTICE_VERSION })).statusCode,
    ).toBe(409);
  });

  it("replaces the name of a member with no invoice; keeps the address of one invoiced as a business (GSTIN)", async () => {
    const [plain] = await insertMembers(ctx, gym, [{ first_name: "Noinvoice", renewal_date: "2026-12-01" }]);
    let res = await call(ctx, gym, "POST", url(plain!.id, "erase/"), {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data_rights.erasure).toMatchObject({ kept_name: false, kept_address: false });
    const [p] = await rowsIn(ctx, gym, (t) => `SELECT first_name, last_name FROM ${t("members")} WHERE id = $1`, [
      plain!.id,
    ]);
    expect(p).toEqual({ first_name: "Erased", last_name: "member" });
    // Its placeholder date of birth (1 January) is no birthday on the home screen: archived members are left out.
    ctx.clock.pin(gymInstant("2027-01-01"));
    try {
      const home = await call(ctx, gym, "GET", "/api/dashboard/home/");
      expect(home.statusCode, home.body).toBe(200);
      expect(home.body).not.toContain("Erased member");
    } finally {
      ctx.clock.pin(gymInstant(TODAY));
    }

    // Paid for this month, so their membership runs: the owner confirms.
    const company = await memberWithHistory(ctx, gym, TODAY, "corp");
    await rowsIn(
      ctx,
      gym,
      (t) => `UPDATE ${t("payment_receipts")} r SET recipient_gstin = '27AAPFU0939F1ZV'
                FROM ${t("member_payments")} p WHERE p.id = r.payment_id AND p.member_id = $1`,
      [company],
    );
    res = await call(ctx, gym, "POST", url(company, "erase/"), { force: "true" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data_rights.erasure).toMatchObject({ kept_name: true, kept_address: true });
    const [c] = await rowsIn(ctx, gym, (t) => `SELECT address, phone FROM ${t("members")} WHERE id = $1`, [company]);
    expect(c).toEqual({ address: "corp Street, Pune", phone: "" });
  });

  it("is a 404 for another gym's member and changes nothing there", async () => {
    const [theirs] = await insertMembers(
      ctx,
      other,
      Array.from({ length: 3 }, () => ({ renewal_date: "2026-12-01" })),
    );
    const mineMax = (await rowsIn(ctx, gym, (t) => `SELECT max(id)::int AS n FROM ${t("members")}`))[0].n as number;
    const [later] = await insertMembers(
      ctx,
      other,
      Array.from({ length: Math.max(1, mineMax - theirs!.id + 3) }, () => ({ renewal_date: "2026-12-01" })),
    );
    const all = await rowsIn(ctx, other, (t) => `SELECT max(id)::int AS n FROM ${t("members")}`);
    const onlyTheirs = all[0].n as number;
    expect(onlyTheirs).toBeGreaterThan(mineMax);
    expect(later).toBeDefined();
    const res = await call(ctx, gym, "POST", url(onlyTheirs, "erase/"), { force: true });
    expect(res.statusCode).toBe(404);
    const [row] = await rowsIn(ctx, other, (t) => `SELECT phone FROM ${t("members")} WHERE id = $1`, [onlyTheirs]);
    expect(row.phone).toBe("9876543210");
  });
});
