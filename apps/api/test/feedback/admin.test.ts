import {
  ADMIN_AUTHOR_LABEL,
  FEEDBACK_NOT_FOUND,
  type FeedbackSummary,
  FOLLOW_UP_MESSAGE_REQUIRED,
  RESPONSE_REQUIRED,
} from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, expectNo500 } from "../support/calls.ts";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import {
  CATEGORIES,
  categoryId,
  countRows,
  details,
  followUp,
  insertFeedback,
  LIST,
  makeMember,
  respond,
} from "../support/feedback.ts";

/** The owner's feedback calls (part 2 §7 "Feedback"): list, categories, details, respond, follow-up. */
let ctx: TestContext;
let gym: TestGym;
let other: TestGym;
let equipment: number;
let billing: number;
const ids: Record<string, number> = {};
beforeAll(async () => {
  ctx = await createTestContext();
  [gym, other] = await Promise.all([createGym(ctx, "fb_admin"), createGym(ctx, "fb_other")]);
  equipment = await categoryId(ctx, gym, "Equipment");
  billing = await categoryId(ctx, gym, "Billing");
  const member = await makeMember(ctx, gym);
  const day = 24 * 60 * 60 * 1000;
  ids.pending = await insertFeedback(ctx, gym, { member_id: member.id, subject: "P", category_id: equipment });
  ids.urgent = await insertFeedback(ctx, gym, { subject: "U", priority: "URGENT", category_id: equipment });
  ids.progress = await insertFeedback(ctx, gym, { subject: "IP", status: "IN_PROGRESS", priority: "HIGH" });
  ids.resolved = await insertFeedback(ctx, gym, {
    subject: "R",
    status: "RESOLVED",
    priority: "LOW",
    category_id: billing,
    created_at: new Date(ctx.clock.now().getTime() - 3 * day - 60_000),
  });
  ids.closed = await insertFeedback(ctx, gym, {
    subject: "C",
    status: "CLOSED",
    created_at: new Date(ctx.clock.now().getTime() - 40 * day),
  });
});
afterAll(() => ctx.close());

const list = async (query = "", g = gym) => {
  const res = await call(ctx, g, "GET", `${LIST}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe("GET admin/list", () => {
  it("answers `feedbacks` newest first with the stat cards counted over the whole gym", async () => {
    const body = await list();
    expect(body.success).toBe(true);
    expect(body.feedbacks.map((f: FeedbackSummary) => f.subject)).toEqual(["IP", "U", "P", "R", "C"]);
    expect(body.stats).toEqual({ total: 5, pending: 2, in_progress: 1, resolved: 1, urgent: 1 });
    expect(body).toMatchObject({ count: 5, page: 1, page_size: 20 });
  });

  it("filters by status, priority and category in SQL; the stat cards stay the gym's", async () => {
    expect((await list("?status=PENDING")).feedbacks.map((f: FeedbackSummary) => f.subject)).toEqual(["U", "P"]);
    expect((await list("?priority=URGENT")).feedbacks.map((f: FeedbackSummary) => f.subject)).toEqual(["U"]);
    const byCategory = await list(`?category_id=${equipment}`);
    expect(byCategory.feedbacks.map((f: FeedbackSummary) => f.subject)).toEqual(["U", "P"]);
    expect(byCategory.feedbacks[0].category_name).toBe("Equipment");
    const combined = await list(`?status=RESOLVED&priority=LOW&category_id=${billing}`);
    expect(combined).toMatchObject({ count: 1, stats: { total: 5 } });
    expect((await list("?status=&priority=&category_id=")).count).toBe(5);
  });

  it("pages in SQL", async () => {
    const first = await list("?page_size=2");
    const second = await list("?page_size=2&page=2");
    expect(first.feedbacks.map((f: FeedbackSummary) => f.subject)).toEqual(["IP", "U"]);
    expect(second.feedbacks.map((f: FeedbackSummary) => f.subject)).toEqual(["P", "R"]);
    expect(second.count).toBe(5);
  });

  it("computes days_since_submitted on the gym's calendar, defaults and response_count", async () => {
    const all = (await list()).feedbacks as FeedbackSummary[];
    const r = all.find((f) => f.subject === "R")!;
    expect(r.days_since_submitted).toBeGreaterThanOrEqual(3);
    expect(r.days_since_submitted).toBeLessThanOrEqual(4);
    expect(all.find((f) => f.subject === "C")!.days_since_submitted).toBeGreaterThanOrEqual(40);
    const p = all.find((f) => f.subject === "P")!;
    expect(p).toMatchObject({ status: "PENDING", priority: "MEDIUM", response_count: 0, admin_response: null });
    expect(p.member_code).toMatch(/^MEM\d+$/);
    expect(p.submitted_at).toBe(p.created_at);
  });

  it("refuses an unknown status, priority or category id with a 400, never a 500", async () => {
    for (const q of ["?status=DONE", "?priority=CRITICAL", "?category_id=abc", "?category_id=99999999999", "?page=0"]) {
      const res = await call(ctx, gym, "GET", `${LIST}${q}`);
      expect(res.statusCode, q).toBe(400);
    }
  });

  it("shows another gym nothing of this one", async () => {
    expect((await list("", other)).feedbacks).toEqual([]);
    expect((await list("", other)).stats).toEqual({ total: 0, pending: 0, in_progress: 0, resolved: 0, urgent: 0 });
  });
});

describe("GET categories", () => {
  it("answers the gym's categories in order with their feedback counts (designed shape)", async () => {
    const res = await call(ctx, gym, "GET", CATEGORIES);
    expect(res.statusCode).toBe(200);
    const { categories } = res.json();
    expect(categories.map((c: { name: string }) => c.name)).toEqual([
      "General",
      "Facilities",
      "Equipment",
      "Trainers",
      "Cleanliness",
      "Billing",
      "Suggestion",
    ]);
    expect(categories.find((c: { id: number }) => c.id === equipment)).toMatchObject({
      name: "Equipment",
      feedback_count: 2,
      display_order: 3,
      description: expect.any(String),
    });
  });
});

describe("GET details", () => {
  it("answers `feedback` with its conversation", async () => {
    const res = await call(ctx, gym, "GET", details(ids.pending!));
    expect(res.statusCode).toBe(200);
    expect(res.json().feedback).toMatchObject({ id: ids.pending, subject: "P", responses: [] });
  });

  it("is a 404 for an unknown id and for another gym's feedback", async () => {
    for (const [g, id] of [
      [gym, 999999],
      [other, ids.pending!],
    ] as const) {
      const res = await call(ctx, g, "GET", details(id));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, error: FEEDBACK_NOT_FOUND });
    }
  });
});

describe("PATCH admin/respond", () => {
  it("requires the response text (§5) and writes nothing without it", async () => {
    const before = await countRows(ctx, gym, "feedback_responses");
    for (const body of [{}, { admin_response: "" }, { admin_response: "   " }, { status: "RESOLVED" }]) {
      const res = await call(ctx, gym, "PATCH", respond(ids.urgent!), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toBe(RESPONSE_REQUIRED);
    }
    expect(await countRows(ctx, gym, "feedback_responses")).toBe(before);
    expect((await call(ctx, gym, "GET", details(ids.urgent!))).json().feedback.status).toBe("PENDING");
  });

  it("saves the response, its date, status and priority, and adds it to the thread as 'Admin'", async () => {
    const res = await call(ctx, gym, "PATCH", respond(ids.urgent!), {
      status: "RESOLVED",
      priority: "LOW",
      admin_response: "  Fixed the belt today.  ",
    });
    expect(res.statusCode, res.body).toBe(200);
    const { feedback, message, success } = res.json();
    expect(success).toBe(true);
    expect(message).toBe("Response saved successfully");
    expect(feedback).toMatchObject({
      status: "RESOLVED",
      priority: "LOW",
      admin_response: "Fixed the belt today.",
      response_count: 1,
    });
    expect(ctx.clock.now().getTime() - Date.parse(feedback.response_date)).toBeLessThan(60_000);
    expect(feedback.responses).toEqual([
      expect.objectContaining({ author: "ADMIN", author_name: ADMIN_AUTHOR_LABEL, message: "Fixed the belt today." }),
    ]);
    expect((await list()).stats).toMatchObject({ resolved: 2, pending: 1, urgent: 0 });
  });

  it("lets the admin set any status freely (RESOLVED back to PENDING, to CLOSED, REVIEWED); absent values stay", async () => {
    for (const status of ["PENDING", "CLOSED", "REVIEWED", "IN_PROGRESS", "RESOLVED"]) {
      const res = await call(ctx, gym, "PATCH", respond(ids.urgent!), { status, admin_response: `Now ${status}` });
      expect(res.json().feedback.status).toBe(status);
    }
    const kept = await call(ctx, gym, "PATCH", respond(ids.urgent!), { admin_response: "Only text" });
    expect(kept.json().feedback).toMatchObject({ status: "RESOLVED", priority: "LOW", response_count: 7 });
    const priorities = [];
    for (const priority of ["URGENT", "HIGH", "MEDIUM", "LOW"]) {
      priorities.push(
        (await call(ctx, gym, "PATCH", respond(ids.urgent!), { priority, admin_response: "p" })).json().feedback
          .priority,
      );
    }
    expect(priorities).toEqual(["URGENT", "HIGH", "MEDIUM", "LOW"]);
  });

  it("refuses an unknown status or priority, an unknown id and another gym's feedback", async () => {
    const bad = await call(ctx, gym, "PATCH", respond(ids.pending!), { status: "DONE", admin_response: "x" });
    expect(bad.statusCode).toBe(400);
    const badPriority = await call(ctx, gym, "PATCH", respond(ids.pending!), {
      priority: "CRITICAL",
      admin_response: "x",
    });
    expect(badPriority.statusCode).toBe(400);
    const before = await countRows(ctx, gym, "feedback_responses");
    for (const [g, id] of [
      [gym, 999999],
      [other, ids.pending!],
    ] as const) {
      const res = await call(ctx, g, "PATCH", respond(id), { admin_response: "Hello" });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(FEEDBACK_NOT_FOUND);
    }
    expect(await countRows(ctx, gym, "feedback_responses")).toBe(before);
    expect((await call(ctx, gym, "GET", details(ids.pending!))).json().feedback.status).toBe("PENDING");
  });
});

describe("POST respond (follow-up)", () => {
  it("requires the message (§5)", async () => {
    for (const body of [{}, { message: "" }, { message: " \n " }]) {
      const res = await call(ctx, gym, "POST", followUp(ids.progress!), body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(FOLLOW_UP_MESSAGE_REQUIRED);
    }
  });

  it("adds an 'Admin' message after the earlier ones without touching status, priority or the response", async () => {
    await call(ctx, gym, "PATCH", respond(ids.progress!), { admin_response: "Looking into it" });
    const res = await call(ctx, gym, "POST", followUp(ids.progress!), { message: "Technician booked for Saturday" });
    expect(res.statusCode, res.body).toBe(200);
    const { feedback, message } = res.json();
    expect(message).toBe("Follow-up added successfully");
    expect(feedback).toMatchObject({
      status: "IN_PROGRESS",
      priority: "HIGH",
      admin_response: "Looking into it",
      response_count: 2,
    });
    expect(feedback.responses.map((r: { message: string; author_name: string }) => [r.author_name, r.message])).toEqual(
      [
        ["Admin", "Looking into it"],
        ["Admin", "Technician booked for Saturday"],
      ],
    );
  });

  it("is a 404 for another gym's feedback and writes nothing there", async () => {
    const res = await call(ctx, other, "POST", followUp(ids.pending!), { message: "Hi" });
    expect(res.statusCode).toBe(404);
    expectNo500(res);
    expect(await countRows(ctx, other, "feedback_responses")).toBe(0);
  });
});
