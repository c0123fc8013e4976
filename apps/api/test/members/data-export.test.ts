import { MEMBER_EXPORT_FORMAT, MEMBER_EXPORT_SECTIONS, MEMBER_NOT_FOUND, PRIVACY_NOTICE_VERSION } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, gymInstant, type TestContext, type TestGym } from "../support/context.ts";
import { memberDataExport, memberWithHistory, rowsIn } from "../support/data-rights.ts";
import { insertMembers } from "../support/members.ts";

// The member's data export (decision 0301): everything the gym holds about them, nothing of anyone else.

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

describe("GET /api/members/members/{id}/data-export/ (decision 0301)", () => {
  it("streams everything the gym holds about the member, and nothing of another member or gym", async () => {
    const mine = await memberWithHistory(ctx, gym, TODAY, "alice");
    const neighbour = await memberWithHistory(ctx, gym, TODAY, "bobby");
    const theirs = await memberWithHistory(ctx, other, TODAY, "carol");
    await call(ctx, gym, "POST", url(mine, "consent/"), { notice_version: PRIVACY_NOTICE_VERSION });

    const res = await memberDataExport(ctx, gym, mine);
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
    const theirsExport = await memberDataExport(ctx, other, theirs);
    expect(theirsExport.body).toContain("carol@example.com");
    expect(theirsExport.body).not.toMatch(/alice|bobby/);
  });

  it("pages a long history: every visit of a member with more than one page of them", async () => {
    const [m] = await insertMembers(ctx, gym, [{}]);
    await rowsIn(
      ctx,
      gym,
      (t) => `INSERT INTO ${t("check_ins")} (member_id, checked_in_at, day, hour, via, door_colour)
              SELECT $1, $2::timestamptz - make_interval(days => g), ($3::date - g), 10, 'SEARCH', 'GREEN'
                FROM generate_series(1, 1203) g`,
      [m!.id, gymInstant(TODAY, "10:00"), TODAY],
    );
    const res = await memberDataExport(ctx, gym, m!.id);
    expect(res.statusCode).toBe(200);
    const visits = res.json().visits as { id: number }[];
    expect(visits).toHaveLength(1203);
    expect(new Set(visits.map((v) => v.id)).size).toBe(1203);
  });

  it("is a 404 for an unknown member", async () => {
    const res = await memberDataExport(ctx, gym, 999_999);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(MEMBER_NOT_FOUND);
  });
});
