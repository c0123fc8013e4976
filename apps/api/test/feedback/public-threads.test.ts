import { FEEDBACK_NOT_FOUND, MEMBER_NOT_RECOGNISED } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import {
  categoryId,
  countRows,
  details,
  followUp,
  formFields,
  makeMember,
  publicFollowUp,
  publicJson,
  publicMine,
  submit,
} from "../support/feedback.ts";

/** A member's own feedback threads on the public page (issue 13 ★; designed, decisions 0112, 0113). */
let ctx: TestContext;
let gym: TestGym;
let member: Awaited<ReturnType<typeof makeMember>>;
let neighbour: Awaited<ReturnType<typeof makeMember>>;
let general: number;
let address = 0;
/** Each request its own address, so the per-address limit never interferes. */
const nextAddress = () => `203.0.113.${++address}`;
beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "fb_threads");
  member = await makeMember(ctx, gym, { first_name: "Asha", last_name: "Rao", phone: "9876501234" });
  neighbour = await makeMember(ctx, gym, { first_name: "Ravi", last_name: "Kumar", phone: "9123456780" });
  general = await categoryId(ctx, gym, "General");
});
afterAll(() => ctx.close());

const fields = (overrides: Record<string, string> = {}) => formFields(member, general, overrides);

describe("a member's own threads and follow-ups", () => {
  it("shows the member their feedback with the admin's responses, and takes a follow-up into the same thread", async () => {
    const sent = (await submit(ctx, gym.schema, fields({ subject: "Locker lock" }), nextAddress())).json().feedback;
    await call(ctx, gym, "PATCH", `/api/android/feedback/admin/respond/${sent.id}/`, {
      status: "IN_PROGRESS",
      admin_response: "New lock ordered",
    });
    const mine = await publicJson(
      ctx,
      publicMine(gym.schema),
      { member_code: member.code, phone: member.phone },
      nextAddress(),
    );
    expect(mine.statusCode, mine.body).toBe(200);
    const own = mine.json().feedbacks.find((f: { id: number }) => f.id === sent.id);
    expect(own).toMatchObject({ status: "IN_PROGRESS", admin_response: "New lock ordered" });
    expect(JSON.stringify(mine.json())).not.toContain("priority");

    const res = await publicJson(
      ctx,
      publicFollowUp(gym.schema, sent.id),
      { member_code: member.code.toLowerCase(), phone: member.phone, message: "Thanks, when will it arrive?" },
      nextAddress(),
    );
    expect(res.statusCode, res.body).toBe(200);
    await call(ctx, gym, "POST", followUp(sent.id), { message: "Tomorrow" });
    const thread = (await call(ctx, gym, "GET", details(sent.id))).json().feedback.responses;
    expect(thread.map((r: { author_name: string; message: string }) => `${r.author_name}: ${r.message}`)).toEqual([
      "Admin: New lock ordered",
      "Asha Rao: Thanks, when will it arrive?",
      "Admin: Tomorrow",
    ]);
  });

  it("never shows or touches another member's feedback", async () => {
    const sent = (await submit(ctx, gym.schema, fields({ subject: "Mine only" }), nextAddress())).json().feedback;
    const theirs = await publicJson(
      ctx,
      publicMine(gym.schema),
      { member_code: neighbour.code, phone: neighbour.phone },
      nextAddress(),
    );
    expect(theirs.json().feedbacks.map((f: { subject: string }) => f.subject)).not.toContain("Mine only");
    const before = await countRows(ctx, gym, "feedback_responses");
    const res = await publicJson(
      ctx,
      publicFollowUp(gym.schema, sent.id),
      { member_code: neighbour.code, phone: neighbour.phone, message: "Sneaky" },
      nextAddress(),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(FEEDBACK_NOT_FOUND);
    const wrong = await publicJson(
      ctx,
      publicFollowUp(gym.schema, sent.id),
      { member_code: member.code, phone: "9000000001", message: "Guess" },
      nextAddress(),
    );
    expect(wrong.json().error).toBe(MEMBER_NOT_RECOGNISED);
    const wrongMine = await publicJson(
      ctx,
      publicMine(gym.schema),
      { member_code: "MEM0000", phone: member.phone },
      nextAddress(),
    );
    expect(wrongMine.statusCode).toBe(400);
    expect(wrongMine.json().error).toBe(MEMBER_NOT_RECOGNISED);
    expect(await countRows(ctx, gym, "feedback_responses")).toBe(before);
  });
});
