import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { verifyPassword } from "../../src/lib/passwords.ts";
import { DEMO_MEMBER_PASSWORD, seedDemoMembers } from "../../src/modules/members/seed.ts";
import { DEMO_MEMBER_COUNT, demoMembers } from "../../src/modules/members/seed-data.ts";
import { createGym, createTestContext, gymSeedContext, type TestContext, type TestGym } from "../support/context.ts";

let ctx: TestContext;
let gym: TestGym;
const today = "2025-12-30";

beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "seedmembers");
  const seeded = await seedDemoMembers(gymSeedContext(ctx, gym.schema), today);
  expect(seeded).toBe(DEMO_MEMBER_COUNT);
});
afterAll(() => ctx.close());

describe("demo members seeder", () => {
  it("is deterministic for a given day and realistic", () => {
    expect(demoMembers(today)).toEqual(demoMembers(today));
    const members = demoMembers(today);
    expect(new Set(members.map((m) => m.email)).size).toBe(DEMO_MEMBER_COUNT);
    for (const m of members) {
      expect(m.phone).toMatch(/^[6-9]\d{9}$/);
      expect(m.emergency_contact).toMatch(/^[6-9]\d{9}$/);
      expect(m.joining_date <= today).toBe(true);
      expect(m.date_of_birth < today).toBe(true);
    }
  });

  it("gives the dashboard birthdays today, ahead and just past, and a mix of expired memberships", async () => {
    const res = await ctx.app.inject({ method: "GET", url: `/api/dashboard/home/?today=${today}`, headers: gym.auth });
    const body = res.json();
    expect(body.members).toEqual({ total: 80, active: 59, expired: 15, suspended: 6 });
    // One definition of expired (decision 0036): the home's count is the list's.
    expect(body.expired_memberships.count).toBe(15);
    expect(body.expired_memberships.members[0].label).toMatch(/^Expired \d+ days ago$/);
    expect(body.birthdays.today).toHaveLength(2);
    // Decision 0037: today's are not repeated; the five nearest others, missed ones included.
    expect(body.birthdays.upcoming.map((b: { label: string }) => b.label)).toEqual([
      "2 days ago",
      "1 day ago",
      "Tomorrow",
      "In 2 days",
      "In 3 days",
    ]);
    // Jan birthdays across New Year from Dec 30.
    expect(body.birthdays.upcoming[4].date_of_birth.slice(5)).toBe("01-02");
  });

  it("stores avatars as PNG files under <schema>/members/ and one shared demo password", async () => {
    const rows = await ctx.db.pool.query(
      `SELECT profile_photo, password_hash FROM ${qualified(gym.schema, "members")} ORDER BY id`,
    );
    const photos = rows.rows.filter((r) => r.profile_photo);
    expect(photos.length).toBeGreaterThan(60);
    for (const r of photos) {
      expect(r.profile_photo).toMatch(new RegExp(`^${gym.schema}/members/[0-9a-f-]{36}\\.png$`));
      expect(existsSync(join(ctx.env.UPLOAD_DIR, r.profile_photo))).toBe(true);
    }
    expect(await verifyPassword(rows.rows[0].password_hash, DEMO_MEMBER_PASSWORD)).toBe(true);
  });
});
