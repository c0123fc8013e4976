import { MEMBER_NOT_FOUND } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, gymInstant, type TestContext, type TestGym } from "../support/context.ts";
import { insertFeedback } from "../support/feedback.ts";
import { insertMembers, memberOfOtherGym, memberUrl } from "../support/members.ts";
import { profileOf } from "../support/profile.ts";

// A member's profile as GET reads it (decision 0260); its edit: profile-update.test.ts; its removal:
// delete-or-archive.test.ts.

let ctx: TestContext;
let gym: TestGym;
let other: TestGym;

const TODAY = "2026-12-13";

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.pin(gymInstant(TODAY));
  [gym, other] = await Promise.all([createGym(ctx, "profile"), createGym(ctx, "profileother")]);
});
afterAll(() => ctx.close());

describe("GET /api/members/members/{id}/", () => {
  it("answers every field of the member, the plan, days left and the history's counts", async () => {
    const [row] = await insertMembers(ctx, gym, [
      { first_name: "Ravi", last_name: "Shah", joining_date: "2026-11-01", renewal_date: "2026-12-20" },
    ]);
    const m = await profileOf(ctx, gym, row!.id);
    expect(m).toMatchObject({
      id: row!.id,
      member_id: row!.member_id,
      full_name: "Ravi Shah",
      username: row!.username,
      email: row!.email,
      phone: "9876543210",
      gender: "M",
      date_of_birth: "1990-06-15",
      joining_date: "2026-11-01",
      renewal_date: "2026-12-20",
      days_left: 7,
      days_left_text: "7 days left",
      display_status: "ACTIVE",
      plan_name: null,
      plan_amount: null,
      archived_at: null,
      removal: "DELETE",
      summary: { payment_records: 0, receipts: 0, total_received: "0.00", bookings: 0, visits: 0, last_visit_at: null },
    });
  });

  it("counts the member's feedback, and the feedback list filters by member_id for the profile", async () => {
    const [a, b] = await insertMembers(ctx, gym, [{ first_name: "Fa" }, { first_name: "Fb" }]);
    const mine = [await insertFeedback(ctx, gym, { member_id: a!.id, subject: "Mine 1" })];
    mine.push(await insertFeedback(ctx, gym, { member_id: a!.id, subject: "Mine 2" }));
    await insertFeedback(ctx, gym, { member_id: b!.id, subject: "Theirs" });
    expect((await profileOf(ctx, gym, a!.id)).summary.feedback).toBe(2);
    const res = await call(ctx, gym, "GET", `/api/android/feedback/admin/list/?member_id=${a!.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().count).toBe(2);
    expect(
      res
        .json()
        .feedbacks.map((f: { id: number }) => f.id)
        .sort(),
    ).toEqual(mine.sort());
  });

  it("reads the renewal day as the last day: expired the day after (both sides of the boundary)", async () => {
    const [last, gone] = await insertMembers(ctx, gym, [{ renewal_date: TODAY }, { renewal_date: "2026-12-12" }]);
    expect(await profileOf(ctx, gym, last!.id)).toMatchObject({
      display_status: "ACTIVE",
      days_left_text: "Expires today",
    });
    expect(await profileOf(ctx, gym, gone!.id)).toMatchObject({
      display_status: "EXPIRED",
      days_left_text: "Expired 1 days ago",
    });
  });

  it("is a 404 for an unknown id and for another gym's member", async () => {
    const theirId = (await memberOfOtherGym(ctx, gym, other, { first_name: "Theirs" })).id;
    for (const id of [999_999, theirId]) {
      const res = await call(ctx, gym, "GET", memberUrl(id));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, error: MEMBER_NOT_FOUND });
    }
    expect((await profileOf(ctx, other, theirId)).user.first_name).toBe("Theirs");
  });
});
