import { BULK_OPTIONAL_COLUMNS, GSTIN_INVALID, GSTIN_MISTYPED } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import { countMembers } from "../support/members.ts";
import { file, form } from "../support/multipart.ts";

// Decision 0222: a member may give the GSTIN of whoever pays (a company paying for its staff);
// the add-member API, its form and bulk upload check it with the contracts' one rule.

let ctx: TestContext;
let gym: TestGym;
beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "member_gstin");
});
afterAll(() => ctx.close());

let n = 0;
const person = (gstin?: string) => {
  n += 1;
  return {
    username: `kiran${n}`,
    password: "S3cret-pass",
    email: `kiran${n}@example.com`,
    first_name: "Kiran",
    last_name: "Shetty",
    phone: "9876543210",
    date_of_birth: "1991-08-20",
    gender: "M",
    ...(gstin === undefined ? {} : { gstin }),
  };
};
const register = (payload: object) => call(ctx, gym, "POST", "/api/android/member/register/", payload);
const storedGstin = async (id: number) =>
  (await ctx.db.pool.query(`SELECT gstin FROM ${qualified(gym.schema, "members")} WHERE id = $1`, [id])).rows[0]
    .gstin as string | null;

describe("the member's GSTIN on POST /api/android/member/register/", () => {
  it("is stored upper-case without spaces, listed with the member, and optional", async () => {
    const res = await register(person(" 29abcde1234f1zw "));
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().member_details.id as number;
    expect(await storedGstin(id)).toBe("29ABCDE1234F1ZW");
    const list = (await call(ctx, gym, "GET", `/api/members/members/?search=kiran${n}`)).json();
    expect(list.results[0]).toMatchObject({ id, gstin: "29ABCDE1234F1ZW" });
    for (const blank of [undefined, ""]) {
      const none = await register(person(blank));
      expect(none.statusCode, none.body).toBe(201);
      expect(await storedGstin(none.json().member_details.id)).toBeNull();
    }
  });

  it("refuses a mistyped or malformed GSTIN with its own words, storing nothing (multipart too)", async () => {
    const before = await countMembers(ctx, gym);
    const mistyped = await register(person("29ABCDE1234F1Z5"));
    expect(mistyped.statusCode).toBe(400);
    expect(mistyped.json().error).toBe(GSTIN_MISTYPED);
    const malformed = await call(
      ctx,
      gym,
      "POST",
      "/api/android/member/register/",
      form({ ...person("29ABCDE1234"), schema_name: gym.schema }),
    );
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toBe(GSTIN_INVALID);
    expect(await countMembers(ctx, gym)).toBe(before);
  });
});

describe("the gstin column of a bulk upload", () => {
  it("is an optional column: good GSTINs stored, a bad one fails only its row", async () => {
    expect(BULK_OPTIONAL_COLUMNS).toContain("gstin");
    const g = await createGym(ctx, "bulk_gstin");
    const header = "first_name,last_name,email,phone,date_of_birth,gender,address,gstin";
    const csv = [
      header,
      "Meera,Nair,meera@example.com,9123456780,1990-01-02,F,Indiranagar,29abcde1234f1zw",
      "Arjun,Das,arjun@example.com,9123456781,1989-03-04,M,Koramangala,",
      "Ravi,Pillai,ravi@example.com,9123456782,1992-05-06,M,HSR Layout,29ABCDE1234F1Z5",
    ].join("\n");
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/members/bulk-upload/",
      headers: g.auth,
      payload: form({ file: file(Buffer.from(csv), "members.csv", "text/csv") }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results).toMatchObject({ successful: 2, failed: 1, errors: [{ row: 4, error: GSTIN_MISTYPED }] });
    const rows = await ctx.db.pool.query(`SELECT email, gstin FROM ${qualified(g.schema, "members")} ORDER BY email`);
    expect(rows.rows).toEqual([
      { email: "arjun@example.com", gstin: null },
      { email: "meera@example.com", gstin: "29ABCDE1234F1ZW" },
    ]);
  });
});
