import { existsSync } from "node:fs";
import {
  CONSENT_NOTICE_OUTDATED,
  CONSENT_RECORDED,
  ERASED_TEXT,
  MEMBER_ALREADY_ERASED,
  MEMBER_DATA_ERASED,
  MEMBER_EXPORT_FORMAT,
  MEMBER_EXPORT_SECTIONS,
  MEMBER_NOT_FOUND,
  PRIVACY_NOTICE_VERSION,
} from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { insertRecord } from "../support/attendance.ts";
import { call, patch } from "../support/calls.ts";
import { createGym, createTestContext, gymInstant, type TestContext, type TestGym } from "../support/context.ts";
import { insertFeedback } from "../support/feedback.ts";
import { mediaPath } from "../support/media.ts";
import { createPayment, invoiceText, membersWithPlan, setSettings, withKey } from "../support/member-payments.ts";
import { insertMembers } from "../support/members.ts";
import { file, png } from "../support/multipart.ts";

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

const sql = async (g: TestGym, text: (t: (n: string) => string) => string, params: unknown[] = []) =>
  (
    await ctx.db.pool.query(
      text((n) => qualified(g.schema, n)),
      params,
    )
  ).rows;

/** A member with some of everything the gym keeps about a person: a paid bill (receipt, invoice, ledger row), a visit, feedback with an attachment name, a freeze. */
async function memberWithHistory(g: TestGym, tag: string, seed: Record<string, string> = {}) {
  const [id] = await membersWithPlan(ctx, g, ["1500"], {
    first_name: `First${tag}`,
    last_name: `Last${tag}`,
    email: `${tag}@example.com`,
    phone: "9812345678",
    address: `${tag} Street, Pune`,
    emergency_contact: `Kin of ${tag}`,
    notes: `Notes about ${tag}`,
    ...seed,
  });
  const paid = await createPayment(ctx, withKey(g, `rights-${tag}-${id}`), {
    member_id: id,
    amount: "1500",
    payment_date: TODAY,
    payment_method: "UPI",
  });
  expect(paid.statusCode, paid.body).toBe(200);
  await sql(
    g,
    (t) => `INSERT INTO ${t("check_ins")} (member_id, checked_in_at, day, hour, via, door_colour, override_reason)
            VALUES ($1, $2, $3, 10, 'SEARCH', 'AMBER', $4)`,
    [id, gymInstant(TODAY, "10:00"), TODAY, `Override for ${tag}`],
  );
  const feedbackId = await insertFeedback(ctx, g, { member_id: id!, subject: `Subject of ${tag}` });
  await sql(
    g,
    (t) => `INSERT INTO ${t("feedback_responses")} (feedback_id, author, message) VALUES ($1, 'MEMBER', $2)`,
    [feedbackId, `Reply from ${tag}`],
  );
  await sql(
    g,
    (t) =>
      `INSERT INTO ${t("member_freezes")} (member_id, from_date, to_date, reason) VALUES ($1, '2026-11-01', '2026-11-05', $2)`,
    [id, `Knee surgery of ${tag}`],
  );
  return id!;
}

async function exportOf(g: TestGym, id: number) {
  const res = await call(ctx, g, "GET", url(id, "data-export/"));
  return res;
}

describe("consent (decision 0300)", () => {
  it("records the current notice's version, the time and the staff user; the latest consent is answered", async () => {
    const [m] = await insertMembers(ctx, gym, [{}]);
    let res = await call(ctx, gym, "GET", url(m!.id, "data-rights/"));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data_rights).toMatchObject({
      member_id: m!.id,
      consent: null,
      consent_current: false,
      erasure: null,
      notice: { version: PRIVACY_NOTICE_VERSION },
    });
    res = await call(ctx, gym, "POST", url(m!.id, "consent/"), { notice_version: PRIVACY_NOTICE_VERSION });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: CONSENT_RECORDED,
      data_rights: {
        consent: {
          notice_version: PRIVACY_NOTICE_VERSION,
          given_at: expect.stringMatching(/^2026-12-13T04:30:/),
          recorded_by: "Test Owner",
        },
        consent_current: true,
      },
    });
  });

  it("refuses a notice version that is not the current one, and a member of another gym", async () => {
    const [m] = await insertMembers(ctx, gym, [{}]);
    const res = await call(ctx, gym, "POST", url(m!.id, "consent/"), { notice_version: "0" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(CONSENT_NOTICE_OUTDATED);
    const rows = await sql(gym, (t) => `SELECT count(*)::int AS n FROM ${t("member_consents")} WHERE member_id = $1`, [
      m!.id,
    ]);
    expect(rows[0].n).toBe(0);
    const missing = await call(ctx, gym, "POST", url(999_999, "consent/"), { notice_version: PRIVACY_NOTICE_VERSION });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(MEMBER_NOT_FOUND);
  });
});

describe("GET /api/members/members/{id}/data-export/ (decision 0301)", () => {
  it("streams everything the gym holds about the member, and nothing of another member or gym", async () => {
    const mine = await memberWithHistory(gym, "alice");
    const neighbour = await memberWithHistory(gym, "bobby");
    const theirs = await memberWithHistory(other, "carol");
    await call(ctx, gym, "POST", url(mine, "consent/"), { notice_version: PRIVACY_NOTICE_VERSION });

    const res = await exportOf(gym, mine);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["cache-control"]).toBe("no-store");
    const data = res.json();
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="member-${data.member.member_id}-data.json"`);
    expect(data).toMatchObject({ format: MEMBER_EXPORT_FORMAT, current_notice_version: PRIVACY_NOTICE_VERSION });
    expect(data.member).toMatchObject({
      id: mine,
      first_name: "Firstalice",
      email: "alice@example.com",
      phone: "9812345678",
      address: "alice Street, Pune",
      emergency_contact: "Kin of alice",
      notes: "Notes about alice",
    });
    expect(data.member).not.toHaveProperty("password_hash");
    for (const section of MEMBER_EXPORT_SECTIONS) expect(data, section).toHaveProperty(section);
    expect(data.payments).toHaveLength(1);
    expect(data.payments[0]).toMatchObject({ member_id: mine, amount_paid: 1500 });
    expect(data.receipts).toHaveLength(1);
    expect(data.receipts[0].invoice_download).toBe(`/api/expenses/invoices/${data.receipts[0].id}/download/`);
    expect(data.ledger).toHaveLength(1);
    expect(data.visits).toHaveLength(1);
    expect(data.freezes).toHaveLength(1);
    expect(data.feedback).toHaveLength(1);
    expect(data.feedback_responses).toHaveLength(1);
    expect(data.consents).toHaveLength(1);
    for (const section of ["payments", "ledger", "visits", "freezes", "feedback", "consents"])
      for (const row of data[section]) expect(row.member_id, section).toBe(mine);
    // Nothing of the neighbour, nor of the other gym's member (whose id may be the same number).
    expect(res.body).not.toMatch(/bobby|carol/);
    expect(res.body).not.toContain(`"member_id":${neighbour},`);
    const theirsExport = await exportOf(other, theirs);
    expect(theirsExport.body).toContain("carol@example.com");
    expect(theirsExport.body).not.toMatch(/alice|bobby/);
  });

  it("pages a long history: every visit of a member with more than one page of them", async () => {
    const [m] = await insertMembers(ctx, gym, [{}]);
    await sql(
      gym,
      (t) => `INSERT INTO ${t("check_ins")} (member_id, checked_in_at, day, hour, via, door_colour)
              SELECT $1, $2::timestamptz - make_interval(days => g), ($3::date - g), 10, 'SEARCH', 'GREEN'
                FROM generate_series(1, 1203) g`,
      [m!.id, gymInstant(TODAY, "10:00"), TODAY],
    );
    const res = await exportOf(gym, m!.id);
    expect(res.statusCode).toBe(200);
    const visits = res.json().visits as { id: number }[];
    expect(visits).toHaveLength(1203);
    expect(new Set(visits.map((v) => v.id)).size).toBe(1203);
  });

  it("is a 404 for an unknown member", async () => {
    const res = await exportOf(gym, 999_999);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(MEMBER_NOT_FOUND);
  });
});

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
    const rows = await sql(gym, (t) => `SELECT phone, archived_at FROM ${t("members")} WHERE id = $1`, [running!.id]);
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
    const id = await memberWithHistory(gym, "dora", { renewal_date: "2026-12-10" });
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
        await sql(
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

    const [m] = await sql(
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
    const [f] = await sql(
      gym,
      (t) => `SELECT member_name, subject, message FROM ${t("feedback")} WHERE member_id = $1`,
      [id],
    );
    expect(f).toEqual({ member_name: "Erased member", subject: ERASED_TEXT, message: ERASED_TEXT });
    const [r] = await sql(
      gym,
      (t) =>
        `SELECT r.message FROM ${t("feedback_responses")} r JOIN ${t("feedback")} f ON f.id = r.feedback_id WHERE f.member_id = $1`,
      [id],
    );
    expect(r.message).toBe(ERASED_TEXT);
    const [fr] = await sql(gym, (t) => `SELECT reason FROM ${t("member_freezes")} WHERE member_id = $1`, [id]);
    expect(fr.reason).toBe(ERASED_TEXT);
    const [v] = await sql(gym, (t) => `SELECT override_reason FROM ${t("check_ins")} WHERE member_id = $1`, [id]);
    expect(v.override_reason).toBe(ERASED_TEXT);
    // The audit row, and the export now shows what is left.
    const [audit] = await sql(
      gym,
      (t) => `SELECT member_code, erased_at, forced FROM ${t("member_erasures")} WHERE member_id = $1`,
      [id],
    );
    expect(audit).toMatchObject({ member_code: m.member_id, forced: false });
    expect(new Date(audit.erased_at).toISOString()).toMatch(/^2026-12-13T04:30:/);
    const exported = await exportOf(gym, id);
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
    const [p] = await sql(gym, (t) => `SELECT first_name, last_name FROM ${t("members")} WHERE id = $1`, [plain!.id]);
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
    const company = await memberWithHistory(gym, "corp");
    await sql(
      gym,
      (t) => `UPDATE ${t("payment_receipts")} r SET recipient_gstin = '27AAPFU0939F1ZV'
                FROM ${t("member_payments")} p WHERE p.id = r.payment_id AND p.member_id = $1`,
      [company],
    );
    res = await call(ctx, gym, "POST", url(company, "erase/"), { force: "true" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data_rights.erasure).toMatchObject({ kept_name: true, kept_address: true });
    const [c] = await sql(gym, (t) => `SELECT address, phone FROM ${t("members")} WHERE id = $1`, [company]);
    expect(c).toEqual({ address: "corp Street, Pune", phone: "" });
  });

  it("is a 404 for another gym's member and changes nothing there", async () => {
    const [theirs] = await insertMembers(
      ctx,
      other,
      Array.from({ length: 3 }, () => ({ renewal_date: "2026-12-01" })),
    );
    const mineMax = (await sql(gym, (t) => `SELECT max(id)::int AS n FROM ${t("members")}`))[0].n as number;
    const [later] = await insertMembers(
      ctx,
      other,
      Array.from({ length: Math.max(1, mineMax - theirs!.id + 3) }, () => ({ renewal_date: "2026-12-01" })),
    );
    const all = await sql(other, (t) => `SELECT max(id)::int AS n FROM ${t("members")}`);
    const onlyTheirs = all[0].n as number;
    expect(onlyTheirs).toBeGreaterThan(mineMax);
    expect(later).toBeDefined();
    const res = await call(ctx, gym, "POST", url(onlyTheirs, "erase/"), { force: true });
    expect(res.statusCode).toBe(404);
    const [row] = await sql(other, (t) => `SELECT phone FROM ${t("members")} WHERE id = $1`, [onlyTheirs]);
    expect(row.phone).toBe("9876543210");
  });
});
