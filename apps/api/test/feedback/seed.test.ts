import { FEEDBACK_PRIORITIES, FEEDBACK_STATUSES, type FeedbackSummary } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { feedbackDemoSeeder } from "../../src/modules/feedback/seed.ts";
import { DEMO_FEEDBACK } from "../../src/modules/feedback/seed-data.ts";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, gymSeedContext, type TestContext, type TestGym } from "../support/context.ts";
import { details, LIST } from "../support/feedback.ts";
import { insertMembers } from "../support/members.ts";

let ctx: TestContext;
let gym: TestGym;
beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "fb_seed");
  await insertMembers(
    ctx,
    gym,
    Array.from({ length: 12 }, (_, i) => ({ first_name: `Demo${i}` })),
  );
  await feedbackDemoSeeder.run(gymSeedContext(ctx, gym.schema));
});
afterAll(() => ctx.close());

describe("the demo gym's feedback", () => {
  it("has threads in every status and every priority, from members, with their days since submitted", async () => {
    const body = (await call(ctx, gym, "GET", `${LIST}?page_size=100`)).json();
    const feedbacks = body.feedbacks as FeedbackSummary[];
    expect(feedbacks).toHaveLength(DEMO_FEEDBACK.length);
    expect(new Set(feedbacks.map((f) => f.status))).toEqual(new Set(FEEDBACK_STATUSES));
    expect(new Set(feedbacks.map((f) => f.priority))).toEqual(new Set(FEEDBACK_PRIORITIES));
    expect(feedbacks.every((f) => f.member_code && f.category_name && f.rating >= 1 && f.rating <= 5)).toBe(true);
    expect(Math.max(...feedbacks.map((f) => f.days_since_submitted))).toBeGreaterThanOrEqual(20);
    expect(body.stats.total).toBe(DEMO_FEEDBACK.length);
  });

  it("has conversations where the member and the admin both write", async () => {
    const list = (await call(ctx, gym, "GET", `${LIST}?page_size=100`)).json().feedbacks as FeedbackSummary[];
    const longest = list.reduce((a, b) => (b.response_count > a.response_count ? b : a));
    const thread = (await call(ctx, gym, "GET", details(longest.id))).json().feedback.responses;
    expect(new Set(thread.map((r: { author: string }) => r.author))).toEqual(new Set(["ADMIN", "MEMBER"]));
    const times = thread.map((r: { created_at: string }) => Date.parse(r.created_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });
});
