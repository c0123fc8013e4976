import { MEMBER_ACTIVATED, MEMBER_NOT_FOUND, MEMBER_SUSPENDED } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import { insertMembers } from "../support/members.ts";

let ctx: TestContext;
let gym: TestGym;
let other: TestGym;
let mine: number;
let theirs: number;

beforeAll(async () => {
  ctx = await createTestContext();
  [gym, other] = await Promise.all([createGym(ctx, "status"), createGym(ctx, "statusother")]);
  mine = (await insertMembers(ctx, gym, [{ first_name: "Mine" }]))[0]!.id;
  // Another gym's member with a different id, and one with the same id as one of ours.
  const theirRows = await insertMembers(ctx, other, [{ first_name: "Theirs" }, { first_name: "Theirs2" }]);
  theirs = theirRows[1]!.id;
});
afterAll(() => ctx.close());

const post = (path: string, g: TestGym = gym, extra: Record<string, unknown> = {}) =>
  ctx.app.inject({ method: "POST", url: path, headers: g.auth, ...extra });
const storedStatus = async (id: number, g: TestGym = gym) =>
  (await ctx.db.pool.query<{ status: string }>(`SELECT status FROM "${g.schema}".members WHERE id = $1`, [id])).rows[0]
    ?.status;

describe("POST /api/members/members/{id}/suspend/ and /activate/", () => {
  it("suspends and activates, answering the member", async () => {
    let res = await post(`/api/members/members/${mine}/suspend/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: MEMBER_SUSPENDED,
      member: { id: mine, status: "SUSPENDED" },
    });
    res = await post(`/api/members/members/${mine}/activate/`);
    expect(res.json()).toMatchObject({
      success: true,
      message: MEMBER_ACTIVATED,
      member: { id: mine, status: "ACTIVE", display_status: "ACTIVE" },
    });
    const listed = await ctx.app.inject({
      method: "GET",
      url: "/api/members/members/?status=ACTIVE",
      headers: gym.auth,
    });
    expect(listed.json().results.map((m: { id: number }) => m.id)).toContain(mine);
  });

  it("accepts an empty body with or without a JSON content type, and the token/schema in the body", async () => {
    for (const extra of [
      { payload: "", headers: { ...gym.auth, "content-type": "application/json" } },
      { payload: "{}", headers: { ...gym.auth, "content-type": "application/json" } },
      { payload: { schema_name: gym.schema, token: gym.token }, headers: {} },
    ]) {
      await post(`/api/members/members/${mine}/activate/`);
      const res = await post(`/api/members/members/${mine}/suspend/`, gym, extra);
      expect(res.statusCode, JSON.stringify(extra.payload)).toBe(200);
      expect(res.json()).toMatchObject({ success: true, member: { id: mine, status: "SUSPENDED" } });
      expect(await storedStatus(mine), JSON.stringify(extra.payload)).toBe("SUSPENDED");
    }
    await post(`/api/members/members/${mine}/activate/`);
    expect(await storedStatus(mine)).toBe("ACTIVE");
  });

  it("answers 404 for an unknown id and for another gym's member, leaving it unchanged", async () => {
    for (const id of [999999, theirs]) {
      for (const action of ["suspend", "activate"]) {
        const res = await post(`/api/members/members/${id}/${action}/`);
        expect(res.statusCode, `${action} ${id}`).toBe(404);
        expect(res.json()).toMatchObject({ success: false, error: MEMBER_NOT_FOUND });
      }
    }
    const theirList = await ctx.app.inject({ method: "GET", url: "/api/members/members/", headers: other.auth });
    expect(theirList.json().results.every((m: { status: string }) => m.status === "ACTIVE")).toBe(true);
  });

  it("refuses another gym's schema_name and a missing token", async () => {
    let res = await post(`/api/members/members/${mine}/suspend/`, gym, { payload: { schema_name: other.schema } });
    expect(res.statusCode).toBe(403);
    res = await ctx.app.inject({ method: "POST", url: `/api/members/members/${mine}/suspend/` });
    expect(res.statusCode).toBe(401);
  });

  it("answers 400 for an id that is not a positive number within the id column's range", async () => {
    for (const id of ["abc", "0", "-3", "1.5", "2147483648", "99999999999"]) {
      const res = await post(`/api/members/members/${id}/suspend/`);
      expect(res.statusCode, id).toBe(400);
    }
  });
});
