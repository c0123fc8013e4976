import { existsSync } from "node:fs";
import { addDaysTo, BOOKING_STATUSES } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoMembers } from "../../src/modules/members/seed.ts";
import { seedDemoTrainers } from "../../src/modules/trainers/seed.ts";
import { call } from "../support/calls.ts";
import {
  createGym,
  createTestContext,
  gymSeedContext,
  gymToday,
  type TestContext,
  type TestGym,
} from "../support/context.ts";
import { mediaPath } from "../support/media.ts";
import { ASSIGNMENTS, BOOKINGS, RATES, TRAINERS } from "../support/trainers.ts";

let ctx: TestContext;
let gym: TestGym;
let today: string;
beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "trn_seed");
  today = gymToday(ctx);
  const seed = gymSeedContext(ctx, gym.schema);
  await seedDemoMembers(seed, today);
  await seedDemoTrainers(seed, today);
});
afterAll(() => ctx.close());

describe("demo trainers seed", () => {
  it("five active trainers, each with a photo on disk and rates in rupees", async () => {
    const trainers = (await call(ctx, gym, "GET", TRAINERS)).json();
    expect(trainers.count).toBe(5);
    for (const t of trainers.results) {
      expect(t.is_active).toBe(true);
      expect(t.phone_number).toMatch(/^\d{10}$/);
      expect(existsSync(mediaPath(ctx, t.profile_image))).toBe(true);
      expect(t.rate_count).toBeGreaterThanOrEqual(3);
      expect(t.booking_count).toBeGreaterThan(0);
    }
    const rates = (await call(ctx, gym, "GET", RATES)).json();
    expect(
      rates.results.every((r: { currency: string; amount: string }) => r.currency === "INR" && Number(r.amount) > 0),
    ).toBe(true);
  });

  it("a month of bookings around today, in every status, paid and unpaid, none in the future completed", async () => {
    const from = addDaysTo(today, -15);
    const to = addDaysTo(today, 15);
    const page = (await call(ctx, gym, "GET", `${BOOKINGS}?page_size=1000`)).json();
    const dates = page.results.map((b: { booking_date: string }) => b.booking_date);
    expect(page.count).toBeGreaterThan(100);
    expect(dates.every((d: string) => d >= from && d <= to)).toBe(true);
    expect(new Set(page.results.map((b: { status: string }) => b.status))).toEqual(new Set(BOOKING_STATUSES));
    expect(new Set(page.results.map((b: { payment_status: boolean }) => b.payment_status))).toEqual(
      new Set([true, false]),
    );
    const futureCompleted = page.results.filter(
      (b: { booking_date: string; status: string }) => b.booking_date > today && b.status === "completed",
    );
    expect(futureCompleted).toEqual([]);
    // Some day has more than three bookings, so the month view shows '+N more'.
    const perDay = new Map<string, number>();
    for (const d of dates) perDay.set(d, (perDay.get(d) ?? 0) + 1);
    expect(Math.max(...perDay.values())).toBeGreaterThan(3);
  });

  it("assignments for a dozen members, pending and completed, completed dates not after today", async () => {
    const page = (await call(ctx, gym, "GET", `${ASSIGNMENTS}?page_size=500`)).json();
    const members = new Set(page.results.map((a: { member: { id: number } }) => a.member.id));
    expect(members.size).toBe(12);
    const completed = page.results.filter((a: { is_success: boolean }) => a.is_success);
    expect(completed.length).toBeGreaterThan(0);
    expect(completed.length).toBeLessThan(page.count);
    for (const a of completed) {
      expect(a.completed_date <= today && a.completed_date >= a.assigned_date).toBe(true);
    }
  });
});
