import {
  CONSENT_NOTICE_OUTDATED,
  notAllowedText,
  PRIVACY_NOTICE_DEFAULT,
  PRIVACY_NOTICE_EDIT_STALE,
  PRIVACY_NOTICE_NOT_FOUND,
  PRIVACY_NOTICE_SAVED,
  PRIVACY_NOTICE_UNCHANGED,
} from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, gymInstant, type TestContext, type TestGym } from "../support/context.ts";
import { categoryId, makeMember, publicCategories, submit } from "../support/feedback.ts";
import { insertMembers } from "../support/members.ts";
import { staffAccount } from "../support/staff.ts";

/** The gym's own privacy notice, its versions, and consent to the current one only (decision 0350). */
let ctx: TestContext;
let gym: TestGym;
let other: TestGym;

const NOTICE = "/api/members/privacy-notice/";
const UPDATE = "/api/members/privacy-notice/update/";
const VERSION = (v: number | string) => `/api/members/privacy-notice/versions/${v}/`;
const TODAY = "2026-12-14";

const OWN_TEXT = {
  items: ["Your name and phone: to register you and reach you, kept while you are a member and 1 year after."],
  rights: "Ask at the desk for a copy, a correction or erasure; withdraw consent any time.",
  contact: "Grievances: Priya Nair, 98765 43210, privacy@irongym.example",
};

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.pin(gymInstant(TODAY));
  [gym, other] = await Promise.all([createGym(ctx, "notice"), createGym(ctx, "noticeother")]);
});
afterAll(() => ctx.close());

const countOf = async (g: TestGym, table: string) =>
  (await ctx.db.pool.query(`SELECT count(*)::int AS n FROM ${qualified(g.schema, table)}`)).rows[0].n as number;

describe("a new gym's notice", () => {
  it("is the product's default text as version 1, for the forms and the public feedback form", async () => {
    const res = await call(ctx, gym, "GET", NOTICE);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().notice).toEqual({ ...PRIVACY_NOTICE_DEFAULT, version: 1, created_at: null, created_by: "" });
    expect((await call(ctx, gym, "GET", VERSION(1))).json().notice.version).toBe(1);
    const missing = await call(ctx, gym, "GET", VERSION(2));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(PRIVACY_NOTICE_NOT_FOUND);
    expect((await call(ctx, gym, "GET", VERSION("two"))).statusCode).toBe(400);
    const pub = await ctx.app.inject({ method: "GET", url: publicCategories(gym.schema) });
    expect(pub.json().privacy_notice).toEqual({ ...PRIVACY_NOTICE_DEFAULT, version: 1 });
  });
});

describe("saving the notice (owner only)", () => {
  it("refuses an empty item, missing rights or contact, with the field named, and writes nothing", async () => {
    const res = await call(ctx, gym, "PUT", UPDATE, { ...OWN_TEXT, items: ["  "], contact: "", version: 1 });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors ?? {}).sort()).toEqual(expect.arrayContaining(["contact"]));
    expect(res.body).toContain("An item cannot be empty");
    const none = await call(ctx, gym, "PUT", UPDATE, { ...OWN_TEXT, items: [], version: 1 });
    expect(none.statusCode).toBe(400);
    expect(await countOf(gym, "privacy_notices")).toBe(0);
  });

  it("the same text changes nothing; a changed text is version 2, by the owner, and version 1 is kept", async () => {
    const same = await call(ctx, gym, "PUT", UPDATE, { ...PRIVACY_NOTICE_DEFAULT, version: 1 });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({ message: PRIVACY_NOTICE_UNCHANGED, changed: false, notice: { version: 1 } });
    expect(await countOf(gym, "privacy_notices")).toBe(0);

    const saved = await call(ctx, gym, "PUT", UPDATE, { ...OWN_TEXT, version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: PRIVACY_NOTICE_SAVED(2),
      changed: true,
      notice: { ...OWN_TEXT, version: 2, created_by: "Test Owner" },
    });
    expect(saved.json().notice.created_at).toMatch(/^2026-12-14T04:30:/);
    expect((await call(ctx, gym, "GET", NOTICE)).json().notice).toMatchObject({ ...OWN_TEXT, version: 2 });
    expect((await call(ctx, gym, "GET", VERSION(1))).json().notice).toMatchObject({
      ...PRIVACY_NOTICE_DEFAULT,
      version: 1,
      created_at: null,
    });
    const pub = await ctx.app.inject({ method: "GET", url: publicCategories(gym.schema) });
    expect(pub.json().privacy_notice).toEqual({ ...OWN_TEXT, version: 2 });
  });

  it("an edit of a version that is no longer current is refused (409) and writes nothing", async () => {
    const before = await countOf(gym, "privacy_notices");
    const stale = await call(ctx, gym, "PUT", UPDATE, { ...OWN_TEXT, contact: "Someone else", version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: PRIVACY_NOTICE_EDIT_STALE, version: 2 });
    expect(await countOf(gym, "privacy_notices")).toBe(before);
  });

  it("a manager may read the notice but not save it", async () => {
    const manager = (await staffAccount(ctx, gym, "MANAGER")).gym;
    expect((await call(ctx, manager, "GET", NOTICE)).statusCode).toBe(200);
    const res = await call(ctx, manager, "PUT", UPDATE, { ...OWN_TEXT, contact: "Manager's phone", version: 2 });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(notAllowedText("MANAGER"));
    expect((await call(ctx, gym, "GET", NOTICE)).json().notice.version).toBe(2);
  });

  it("is the gym's own: the other gym still has the default as version 1", async () => {
    const theirs = (await call(ctx, other, "GET", NOTICE)).json().notice;
    expect(theirs).toMatchObject({ ...PRIVACY_NOTICE_DEFAULT, version: 1 });
    expect((await call(ctx, other, "GET", VERSION(2))).statusCode).toBe(404);
    expect(await countOf(other, "privacy_notices")).toBe(0);
  });
});

describe("consent to the gym's current notice only", () => {
  it("a form that showed version 1 after version 2 exists is refused with the clear message; nothing is written", async () => {
    const [m] = await insertMembers(ctx, gym, [{}]);
    const consent = await call(ctx, gym, "POST", `/api/members/members/${m!.id}/consent/`, { notice_version: "1" });
    expect(consent.statusCode).toBe(400);
    expect(consent.json().error).toBe(CONSENT_NOTICE_OUTDATED);
    expect(CONSENT_NOTICE_OUTDATED).toBe("The privacy notice has changed: read the new one and tick the box again");

    const members = await countOf(gym, "members");
    const register = await ctx.app.inject({
      method: "POST",
      url: "/api/android/member/register/",
      headers: gym.auth,
      payload: {
        username: "kiran1",
        password: "S3cret-pass",
        email: "kiran1@example.com",
        first_name: "Kiran",
        last_name: "Shah",
        phone: "9876543210",
        date_of_birth: "1991-02-03",
        gender: "M",
        privacy_notice_version: "1",
      },
    });
    expect(register.statusCode).toBe(400);
    expect(register.json().errors).toEqual({ privacy_notice_version: CONSENT_NOTICE_OUTDATED });
    expect(await countOf(gym, "members")).toBe(members);

    const member = await makeMember(ctx, gym, { first_name: "Meera", last_name: "Das", phone: "9876501234" });
    const feedback = await countOf(gym, "feedback");
    const old = await submit(
      ctx,
      gym.schema,
      {
        member_code: member.code,
        phone: member.phone,
        subject: "Showers",
        message: "Cold water.",
        category_id: String(await categoryId(ctx, gym, "General")),
        rating: "4",
        privacy_notice_version: "1",
      },
      "198.51.100.60",
    );
    expect(old.statusCode).toBe(400);
    expect(await countOf(gym, "feedback")).toBe(feedback);
    expect(await countOf(gym, "member_consents")).toBe(0);
  });

  it("the profile shows the version agreed to and its text; after a new version the consent is no longer current", async () => {
    const [m] = await insertMembers(ctx, gym, [{}]);
    const url = `/api/members/members/${m!.id}/`;
    const given = await call(ctx, gym, "POST", `${url}consent/`, { notice_version: "2" });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().data_rights).toMatchObject({
      notice: { ...OWN_TEXT, version: "2" },
      consent: { notice_version: "2", action: "GIVEN" },
      consent_notice: { ...OWN_TEXT, version: 2 },
      consent_current: true,
    });

    const v3 = { ...OWN_TEXT, contact: "Grievances: Priya Nair, 98765 43210" };
    expect((await call(ctx, gym, "PUT", UPDATE, { ...v3, version: 2 })).json().notice.version).toBe(3);
    const rights = (await call(ctx, gym, "GET", `${url}data-rights/`)).json().data_rights;
    expect(rights).toMatchObject({
      notice: { ...v3, version: "3" },
      consent: { notice_version: "2" },
      consent_notice: { ...OWN_TEXT, version: 2 },
      consent_current: false,
    });
    expect((await call(ctx, gym, "POST", `${url}consent/`, { notice_version: "3" })).statusCode).toBe(200);
  });
});
