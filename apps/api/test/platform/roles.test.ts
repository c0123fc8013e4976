import {
  builtEndpoints,
  endpointName,
  MEMBER_LINK_INVALID,
  notAllowedText,
  ROLES,
  type Role,
  roleMay,
  toRoutePath,
} from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import { signIn, staffAccount } from "../support/staff.ts";

/**
 * The role × endpoint matrix, driven by the catalogue (issue 25 §3, decision 0321): every served entry is
 * called as every role, with that role's own signed-in token, no body and an id that names no row. A role
 * the entry's permission names gets anything but 401/403 (its input is refused, the row is not found, or it
 * succeeds); any other role gets the 403 naming its role, before the handler runs.
 */
let ctx: TestContext;
let owner: TestGym;
const as = {} as Record<Role, TestGym>;
beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createGym(ctx, "roles");
  as.OWNER = owner;
  for (const role of ["MANAGER", "FRONT_DESK", "TRAINER", "DOOR"] as const) {
    as[role] = (await staffAccount(ctx, owner, role)).gym;
  }
});
afterAll(() => ctx.close());

/** An id no row has: an allowed call finds nothing instead of changing the accounts the test runs as. */
const concrete = (path: string) => toRoutePath(path).replace(/:\w+/g, "987654");

// Sign-out ends the session the role's calls run with: it goes last.
const entries = builtEndpoints
  .filter((e) => !e.public)
  .sort((a, b) => Number(a.path.endsWith("/logout/")) - Number(b.path.endsWith("/logout/")));

describe("the role × endpoint matrix from the catalogue", () => {
  for (const role of ROLES) {
    it(`${role}: every entry answers as its permission says`, async () => {
      const wrong: string[] = [];
      for (const e of entries) {
        const res = await ctx.app.inject({ method: e.method, url: concrete(e.path), headers: as[role].auth });
        const allowed = roleMay(role, e.permission);
        const where = `${endpointName(e)} [${e.permission}] → ${res.statusCode} ${res.body.slice(0, 120)}`;
        if (allowed && (res.statusCode === 401 || res.statusCode === 403 || res.statusCode >= 500)) wrong.push(where);
        if (!allowed && (res.statusCode !== 403 || res.json().error !== notAllowedText(role))) wrong.push(where);
      }
      expect(wrong).toEqual([]);
    });
  }

  it("a member-link entry takes no role: every role's sign-in token beside an unknown link opens nothing (decision 0352)", async () => {
    const wrong: string[] = [];
    let address = 0;
    for (const e of builtEndpoints.filter((x) => x.memberLink)) {
      for (const role of ROLES) {
        const url = toRoutePath(e.path)
          .replace(":schema_name", owner.schema)
          .replace(":token", "x".repeat(32))
          .replace(/:\w+/g, "987654");
        const res = await ctx.app.inject({
          method: e.method,
          url,
          headers: as[role].auth,
          remoteAddress: `198.51.100.${++address}`,
        });
        if (res.statusCode !== 404 || !res.body.includes(MEMBER_LINK_INVALID))
          wrong.push(`${endpointName(e)} as ${role} → ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("refuses a role before the body is read: a door device's JSON body is never parsed", async () => {
    // The matrix signed every role out last: a fresh owner session makes a fresh door device.
    const again = await signIn(ctx, owner, owner.username, owner.password);
    const door = (await staffAccount(ctx, again, "DOOR")).gym;
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/expenses/member-payments/create/",
      headers: { ...door.auth, "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(notAllowedText("DOOR"));
  });
});
