import type { AuditEntry } from "@gym/contracts";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { call } from "../support/calls.ts";
import {
  createGym,
  createTestContext,
  gymInstant,
  type TestContext,
  type TestGym,
  testStartInstant,
} from "../support/context.ts";
import { countRows } from "../support/member-payments.ts";
import { insertMembers } from "../support/members.ts";

// The audit trail (issue 25 §5, decisions 0330-0333): one entry per signed-in write, in the write's own
// transaction, with before/after of money, member status, plan and renewal date; append-only; per gym.

const ENTRIES = "/api/audit/entries/";
const PLANS = "/api/members/plans/";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
afterEach(() => ctx.clock.pin(testStartInstant()));

let gyms = 0;
const newGym = () => createGym(ctx, `audit_${++gyms}`);

async function entries(gym: TestGym, query = ""): Promise<AuditEntry[]> {
  const res = await call(ctx, gym, "GET", `${ENTRIES}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().entries as AuditEntry[];
}

const entryCount = (gym: TestGym) => countRows(ctx, gym, "audit_entries");

describe("a write's entry", () => {
  it("records who, when, from where, with what device, which endpoint and entity, and the values before and after", async () => {
    const gym = await newGym();
    const [member] = await insertMembers(ctx, gym, [{ status: "ACTIVE" }]);
    ctx.clock.pin(gymInstant("2026-12-13", "09:30"));
    const res = await ctx.app.inject({
      method: "POST",
      url: `/api/members/members/${member!.id}/suspend/`,
      headers: { ...gym.auth, "user-agent": "DeskTablet/1.0" },
      remoteAddress: "198.51.100.7",
    });
    expect(res.statusCode, res.body).toBe(200);

    const [entry, ...more] = await entries(gym);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      username: gym.username,
      role: "OWNER",
      user_agent: "DeskTablet/1.0",
      ip: "198.51.100.7",
      method: "POST",
      path: "/api/members/members/{id}/suspend/",
      area: "members",
      entity_table: "members",
      entity_id: String(member!.id),
      member_id: member!.id,
    });
    // The request's instant by the product's clock (pinned: it only ticks on by milliseconds).
    expect(entry!.at).toMatch(/^2026-12-13T04:00:00\.\d{3}Z$/);
    expect(entry!.user_id).toBeGreaterThan(0);
    const change = entry!.changes.find((c) => c.table === "members")!;
    expect(change.operation).toBe("UPDATE");
    expect(change.before).toMatchObject({ status: "ACTIVE" });
    expect(change.after).toMatchObject({ status: "SUSPENDED" });
    // Only the kept columns: nothing personal is copied into the trail.
    expect(Object.keys(change.after!).sort()).toEqual([
      "paid_through",
      "plan_amount",
      "plan_id",
      "plan_name",
      "renewal_date",
      "status",
    ]);
  });

  it("keeps a plan's price before and after, and one entry per request however many rows it writes", async () => {
    const gym = await newGym();
    const created = await call(ctx, gym, "POST", PLANS, { name: "Gold", duration_months: "1", price: "1500" });
    expect(created.statusCode, created.body).toBe(200);
    const planId = created.json().plan.id as number;
    const changed = await call(ctx, gym, "PATCH", `${PLANS}${planId}/`, {
      name: "Gold",
      duration_months: "1",
      price: "1750.50",
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const [patchEntry, createEntry, ...more] = await entries(gym);
    expect(more).toEqual([]);
    expect(createEntry).toMatchObject({ method: "POST", path: PLANS, area: "plans", entity_table: "membership_plans" });
    expect(createEntry!.changes[0]).toMatchObject({ operation: "INSERT", before: null });
    expect(createEntry!.changes[0]!.after).toMatchObject({ name: "Gold", price: 1500 });
    expect(patchEntry).toMatchObject({ method: "PATCH", path: "/api/members/plans/{id}/", entity_id: String(planId) });
    const change = patchEntry!.changes.find((c) => c.table === "membership_plans")!;
    expect(change.before).toMatchObject({ price: 1500 });
    expect(change.after).toMatchObject({ price: 1750.5 });
  });

  it("writes nothing for a refused write (4xx) or a read", async () => {
    const gym = await newGym();
    expect((await call(ctx, gym, "POST", "/api/members/members/999999/suspend/")).statusCode).toBe(404);
    expect((await call(ctx, gym, "POST", PLANS, { name: "" })).statusCode).toBe(400);
    expect((await call(ctx, gym, "GET", PLANS)).statusCode).toBe(200);
    expect(await entryCount(gym)).toBe(0);
  });

  it("writes nothing when the write fails: the entry is in the write's own transaction", async () => {
    const gym = await newGym();
    const [member] = await insertMembers(ctx, gym, [{ status: "ACTIVE" }]);
    // The members table refuses every update in this gym, after the audit trigger has run.
    await ctx.db.pool.query(`
      CREATE FUNCTION ${qualified(gym.schema, "refuse_all")}() RETURNS trigger LANGUAGE plpgsql AS
        $$ BEGIN RAISE EXCEPTION 'refused for the test'; END $$;
      CREATE CONSTRAINT TRIGGER zz_refuse AFTER UPDATE ON ${qualified(gym.schema, "members")}
        FOR EACH ROW EXECUTE FUNCTION ${qualified(gym.schema, "refuse_all")}()`);
    const res = await call(ctx, gym, "POST", `/api/members/members/${member!.id}/suspend/`);
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    expect(await entryCount(gym)).toBe(0);
    expect(await countRows(ctx, gym, "audit_changes")).toBe(0);
    expect(await countRows(ctx, gym, "members", "status = 'ACTIVE'")).toBe(1);
  });

  it("records nothing for writes outside a request (seeding, the scheduler, the CLI)", async () => {
    const gym = await newGym();
    await insertMembers(ctx, gym, [{}, {}]);
    expect(await entryCount(gym)).toBe(0);
  });
});

describe("append-only", () => {
  it("the database refuses to change, delete or empty an entry", async () => {
    const gym = await newGym();
    const [member] = await insertMembers(ctx, gym, [{}]);
    await call(ctx, gym, "POST", `/api/members/members/${member!.id}/suspend/`);
    expect(await entryCount(gym)).toBe(1);
    for (const table of ["audit_entries", "audit_changes"]) {
      const t = qualified(gym.schema, table);
      for (const sql of [`UPDATE ${t} SET id = id`, `DELETE FROM ${t}`, `TRUNCATE ${t} CASCADE`]) {
        await expect(ctx.db.pool.query(sql), sql).rejects.toThrow(/append-only/);
      }
    }
    expect(await entryCount(gym)).toBe(1);
    expect(await countRows(ctx, gym, "audit_changes")).toBe(1);
  });
});

describe("the list", () => {
  it("filters by staff, area, member and the gym's days, newest first, paged in SQL", async () => {
    const gym = await newGym();
    const [a, b] = await insertMembers(ctx, gym, [{}, {}]);
    ctx.clock.pin(gymInstant("2026-12-12", "23:59"));
    await call(ctx, gym, "POST", `/api/members/members/${a!.id}/suspend/`);
    ctx.clock.pin(gymInstant("2026-12-13", "00:00"));
    await call(ctx, gym, "POST", `/api/members/members/${b!.id}/suspend/`);
    await call(ctx, gym, "POST", PLANS, { name: "Silver", duration_months: "1", price: "900" });

    expect((await entries(gym)).map((e) => e.area)).toEqual(["plans", "members", "members"]);
    expect((await entries(gym, "?area=plans")).map((e) => e.area)).toEqual(["plans"]);
    expect((await entries(gym, `?member_id=${a!.id}`)).map((e) => e.member_id)).toEqual([a!.id]);
    // Both sides of midnight in the gym's calendar.
    expect((await entries(gym, "?from=2026-12-12&to=2026-12-12")).map((e) => e.member_id)).toEqual([a!.id]);
    expect((await entries(gym, "?from=2026-12-13")).map((e) => e.area)).toEqual(["plans", "members"]);
    const ownerId = (await entries(gym))[0]!.user_id;
    expect(await entries(gym, `?user_id=${ownerId}`)).toHaveLength(3);
    expect(await entries(gym, `?user_id=${ownerId! + 1000}`)).toHaveLength(0);

    const first = await call(ctx, gym, "GET", `${ENTRIES}?page_size=2`);
    expect(first.json()).toMatchObject({ page: 1, page_size: 2, has_next: true });
    const second = await call(ctx, gym, "GET", `${ENTRIES}?page_size=2&page=2`);
    expect(second.json()).toMatchObject({ has_next: false });
    expect(second.json().entries).toHaveLength(1);
    expect(first.json().staff).toEqual([expect.objectContaining({ username: gym.username })]);
  });

  it("refuses a reversed range or an unknown area", async () => {
    const gym = await newGym();
    const reversed = await call(ctx, gym, "GET", `${ENTRIES}?from=2026-12-13&to=2026-12-12`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.body).toContain("The start date must be on or before the end date");
    expect((await call(ctx, gym, "GET", `${ENTRIES}?area=nowhere`)).statusCode).toBe(400);
  });

  it("never shows another gym's entries", async () => {
    const [one, two] = await Promise.all([newGym(), newGym()]);
    const [member] = await insertMembers(ctx, one, [{}]);
    await call(ctx, one, "POST", `/api/members/members/${member!.id}/suspend/`);
    expect(await entries(one)).toHaveLength(1);
    expect(await entries(two)).toEqual([]);
    expect(await entries(two, `?member_id=${member!.id}`)).toEqual([]);
  });
});

describe("the CSV", () => {
  it("exports the filtered trail, one line per row written, formula-like text neutralised (decision 0091)", async () => {
    const gym = await newGym();
    const [member] = await insertMembers(ctx, gym, [{}]);
    ctx.clock.pin(gymInstant("2026-12-13", "10:15"));
    await ctx.app.inject({
      method: "POST",
      url: `/api/members/members/${member!.id}/suspend/`,
      headers: { ...gym.auth, "user-agent": "=HYPERLINK(1)" },
    });
    const res = await call(ctx, gym, "GET", `${ENTRIES}export/?member_id=${member!.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    const lines = res.body.trim().split("\r\n");
    expect(lines[0]).toBe(
      "Date,Time,Staff,Role,Area,Method,Endpoint,Entity,Entity id,Member id,Member,Before,After,Address,Device",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("2026-12-13,10:15,owner,OWNER,members,POST,/api/members/members/{id}/suspend/,members");
    expect(lines[1]).toContain("status: ACTIVE");
    expect(lines[1]).toContain("status: SUSPENDED");
    expect(lines[1]).toContain("'=HYPERLINK(1)");
  });
});
