import { CONSENT_BY_MEMBER, CONSENT_NOTICE_OUTDATED, PRIVACY_NOTICE_VERSION } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, gymInstant, type TestContext, type TestGym } from "../support/context.ts";
import { applicant, consentsOf } from "../support/data-rights.ts";
import { categoryId, makeMember, submit } from "../support/feedback.ts";
import { memberUrl } from "../support/members.ts";
import { file, form } from "../support/multipart.ts";

/**
 * Consent on Add New Member, bulk upload and the public feedback form (decision 0304); its withdrawal:
 * consent-withdraw.test.ts.
 */
let ctx: TestContext;
let gym: TestGym;

const TODAY = "2026-12-13";

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.pin(gymInstant(TODAY));
  gym = await createGym(ctx, "consent");
});
afterAll(() => ctx.close());

const countOf = async (g: TestGym, table: string) =>
  (await ctx.db.pool.query(`SELECT count(*)::int AS n FROM ${qualified(g.schema, table)}`)).rows[0].n as number;

const register = (g: TestGym, payload: Record<string, string>) =>
  ctx.app.inject({ method: "POST", url: "/api/android/member/register/", headers: g.auth, payload });

describe("Add New Member records consent (decision 0304)", () => {
  it("with the notice's version: a consent row from ADD_MEMBER by the staff user, at the clock's time", async () => {
    const res = await register(gym, applicant({ privacy_notice_version: PRIVACY_NOTICE_VERSION }));
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().member_details.id;
    expect(await consentsOf(ctx, gym, [id])).toEqual([
      {
        member_id: id,
        notice_version: PRIVACY_NOTICE_VERSION,
        action: "GIVEN",
        source: "ADD_MEMBER",
        recorded_by_name: "Test Owner",
        given_at: expect.any(Date),
      },
    ]);
    expect((await consentsOf(ctx, gym, [id]))[0]!.given_at.toISOString()).toMatch(/^2026-12-13T04:30:/);
    const rights = (await call(ctx, gym, "GET", memberUrl(id, "data-rights/"))).json().data_rights;
    expect(rights).toMatchObject({ consent: { action: "GIVEN", source: "ADD_MEMBER" }, consent_current: true });
  });

  it("without it (absent or empty) the member is added with no consent; an old version is refused and adds no one", async () => {
    const absent = await register(gym, applicant());
    expect(absent.statusCode, absent.body).toBe(201);
    const empty = await register(gym, applicant({ privacy_notice_version: "" }));
    expect(empty.statusCode, empty.body).toBe(201);
    expect(await consentsOf(ctx, gym, [absent.json().member_details.id, empty.json().member_details.id])).toEqual([]);

    const before = await countOf(gym, "members");
    const old = await register(gym, applicant({ privacy_notice_version: "0" }));
    expect(old.statusCode).toBe(400);
    expect(old.json().error).toBe(CONSENT_NOTICE_OUTDATED);
    expect(await countOf(gym, "members")).toBe(before);
  });
});

const HEADER = "first_name,last_name,email,phone,date_of_birth,gender,address";
const sheet = (tag: string) =>
  Buffer.from(
    [
      HEADER,
      `Ravi,Kumar,ravi.${tag}@example.com,9876543210,1990-05-12,M,12 MG Road`,
      `Priya,Iyer,priya.${tag}@example.com,9123456780,1988-11-02,F,4 Park Street`,
      `Bad,Row,not-an-email,9123456780,1988-11-02,F,9 Hill Road`,
    ].join("\n"),
  );
const bulk = (g: TestGym, tag: string, extra: Record<string, string> = {}) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/members/bulk-upload/",
    headers: g.auth,
    payload: form({ file: file(sheet(tag), "members.csv", "text/csv"), ...extra }),
  });

describe("bulk upload records consent for the whole sheet when the uploader confirms it (decision 0304)", () => {
  it("confirmed: one BULK_UPLOAD consent per member created, none for the failed row", async () => {
    const res = await bulk(gym, "yes", { privacy_notice_version: PRIVACY_NOTICE_VERSION });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json().results.created_members.map((m: { id: number }) => m.id);
    expect(created, res.body).toHaveLength(2);
    expect(res.json().results.failed).toBe(1);
    const rows = await consentsOf(ctx, gym, created);
    expect(rows.map((r) => [r.member_id, r.source, r.action, r.recorded_by_name])).toEqual(
      created.map((id: number) => [id, "BULK_UPLOAD", "GIVEN", "Test Owner"]),
    );
  });

  it("not confirmed: members created without consent; an old version refuses the file before anyone is created", async () => {
    const res = await bulk(gym, "no");
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json().results.created_members.map((m: { id: number }) => m.id);
    expect(created).toHaveLength(2);
    expect(await consentsOf(ctx, gym, created)).toEqual([]);

    const before = await countOf(gym, "members");
    const old = await bulk(gym, "old", { privacy_notice_version: "0" });
    expect(old.statusCode).toBe(400);
    expect(old.json().error).toBe(CONSENT_NOTICE_OUTDATED);
    expect(await countOf(gym, "members")).toBe(before);
  });
});

describe("the public feedback form records the member's own consent (decision 0304)", () => {
  it("ticked: a FEEDBACK consent by the member; unticked: none; an old version is refused and nothing is sent", async () => {
    const member = await makeMember(ctx, gym, { first_name: "Meera", last_name: "Das", phone: "9876501234" });
    const general = await categoryId(ctx, gym, "General");
    const fields = (extra: Record<string, string> = {}) => ({
      member_code: member.code,
      phone: member.phone,
      subject: "Showers",
      message: "Cold water in the mornings.",
      category_id: String(general),
      rating: "4",
      ...extra,
    });
    const plain = await submit(ctx, gym.schema, fields(), "198.51.100.40");
    expect(plain.statusCode, plain.body).toBe(200);
    expect(await consentsOf(ctx, gym, [member.id])).toEqual([]);

    const ticked = await submit(
      ctx,
      gym.schema,
      fields({ privacy_notice_version: PRIVACY_NOTICE_VERSION }),
      "198.51.100.41",
    );
    expect(ticked.statusCode, ticked.body).toBe(200);
    expect(await consentsOf(ctx, gym, [member.id])).toMatchObject([
      { action: "GIVEN", source: "FEEDBACK", recorded_by_name: "", notice_version: PRIVACY_NOTICE_VERSION },
    ]);
    const rights = (await call(ctx, gym, "GET", memberUrl(member.id, "data-rights/"))).json().data_rights;
    expect(rights.consent).toMatchObject({ source: "FEEDBACK", recorded_by: CONSENT_BY_MEMBER });

    const feedbackBefore = await countOf(gym, "feedback");
    const old = await submit(ctx, gym.schema, fields({ privacy_notice_version: "0" }), "198.51.100.42");
    expect(old.statusCode).toBe(400);
    expect(old.json().error).toBe(CONSENT_NOTICE_OUTDATED);
    expect(await countOf(gym, "feedback")).toBe(feedbackBefore);
    expect(await consentsOf(ctx, gym, [member.id])).toHaveLength(1);
  });
});
