import {
  BOOKING_END_AFTER_START,
  BOOKING_NOT_FOUND,
  BOOKING_OVERLAP,
  BOOKING_STATUSES,
  BOOKING_TIME_INVALID,
  type BookingStatus,
  canMoveBooking,
  MEMBER_NOT_FOUND_FOR_BOOKING,
  TRAINER_INACTIVE,
} from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import {
  BOOKINGS,
  bookingFields,
  bookingPath,
  CREATE_BOOKING,
  countRows,
  LEGACY_BOOKINGS,
  makeBooking,
  makeMember,
  makeTrainer,
} from "../support/trainers.ts";

let ctx: TestContext;
let gym: TestGym;
let other: TestGym;
let member: number;
beforeAll(async () => {
  ctx = await createTestContext();
  [gym, other] = await Promise.all([createGym(ctx, "trn_bk"), createGym(ctx, "trn_bko")]);
  member = await makeMember(ctx, gym, "Meera");
});
afterAll(() => ctx.close());

const create = (body: Record<string, unknown>) => call(ctx, gym, "POST", CREATE_BOOKING, body);

describe("POST /api/trainers/bookings/create/", () => {
  it("books a member with a trainer and answers names, date, HH:MM times and the exact amount", async () => {
    const t = await makeTrainer(ctx, gym, { name: "Kiran Rao" });
    const res = await create(
      bookingFields(member, t.id, { amount: 750.5, notes: "First session", payment_status: true }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().booking).toMatchObject({
      user: member,
      user_name: expect.stringContaining("Meera"),
      trainer: t.id,
      trainer_name: "Kiran Rao",
      booking_date: "2026-12-01",
      start_time: "10:00",
      end_time: "11:00",
      amount: "750.50",
      payment_status: true,
      status: "pending",
      notes: "First session",
    });
  });

  it("the legacy POST/GET /trainer/member-trainer/ are the same create and list", async () => {
    const t = await makeTrainer(ctx, gym);
    const res = await call(
      ctx,
      gym,
      "POST",
      LEGACY_BOOKINGS,
      bookingFields(member, t.id, { booking_date: "2026-12-02" }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const list = await call(ctx, gym, "GET", `${LEGACY_BOOKINGS}?trainer=${t.id}`);
    expect(list.json().results.map((b: { id: number }) => b.id)).toEqual([res.json().booking.id]);
  });

  const refused: [string, Record<string, unknown>, string, string | undefined][] = [
    ["a start time of 25:00", { start_time: "25:00" }, "start_time", BOOKING_TIME_INVALID],
    ["an end time of 10:60", { end_time: "10:60" }, "end_time", BOOKING_TIME_INVALID],
    ["an end before the start", { start_time: "11:00", end_time: "10:00" }, "end_time", BOOKING_END_AFTER_START],
    ["an end equal to the start", { start_time: "11:00", end_time: "11:00" }, "end_time", BOOKING_END_AFTER_START],
    ["a negative amount", { amount: "-5" }, "amount", undefined],
    ["no date", { booking_date: "" }, "booking_date", undefined],
    ["February 30", { booking_date: "2026-02-30" }, "booking_date", undefined],
    ["an unknown status", { status: "done" }, "status", undefined],
    ["no member", { user_id: undefined }, "user_id", undefined],
  ];
  for (const [what, extra, field, message] of refused) {
    it(`refuses ${what} (${field} error), writing nothing`, async () => {
      const t = await makeTrainer(ctx, gym);
      const before = await countRows(ctx, gym, "trainer_bookings");
      const res = await create(bookingFields(member, t.id, extra));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()[field]).toEqual([message ?? expect.any(String)]);
      expect(await countRows(ctx, gym, "trainer_bookings")).toBe(before);
    });
  }

  it("refuses a member of another gym as user_id, and a deactivated trainer as trainer_id", async () => {
    const foreign = await makeMember(ctx, other, "Elsewhere");
    const t = await makeTrainer(ctx, gym);
    // A member id that exists only in the other gym's schema.
    const unknown = await create(bookingFields(foreign + 100000, t.id));
    expect(unknown.json()).toMatchObject({
      error: MEMBER_NOT_FOUND_FOR_BOOKING,
      user_id: [MEMBER_NOT_FOUND_FOR_BOOKING],
    });
    const inactive = await makeTrainer(ctx, gym, { is_active: false });
    const res = await create(bookingFields(member, inactive.id));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: TRAINER_INACTIVE, trainer_id: [TRAINER_INACTIVE] });
  });

  it("refuses an overlapping slot of the same trainer; back-to-back, other trainers and cancelled slots are fine", async () => {
    const t = await makeTrainer(ctx, gym);
    const t2 = await makeTrainer(ctx, gym);
    const day = { booking_date: "2026-12-10" };
    await makeBooking(ctx, gym, member, t.id, { ...day, start_time: "09:00", end_time: "10:00" });
    const overlap = await create(bookingFields(member, t.id, { ...day, start_time: "09:30", end_time: "10:30" }));
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json()).toMatchObject({ error: BOOKING_OVERLAP, non_field_errors: [BOOKING_OVERLAP] });
    const inside = await create(bookingFields(member, t.id, { ...day, start_time: "09:15", end_time: "09:45" }));
    expect(inside.statusCode).toBe(409);
    await makeBooking(ctx, gym, member, t.id, { ...day, start_time: "10:00", end_time: "11:00" });
    await makeBooking(ctx, gym, member, t2.id, { ...day, start_time: "09:00", end_time: "10:00" });
    await makeBooking(ctx, gym, member, t.id, { booking_date: "2026-12-11", start_time: "09:00", end_time: "10:00" });
    const cancelled = await makeBooking(ctx, gym, member, t.id, { ...day, start_time: "12:00", end_time: "13:00" });
    await call(ctx, gym, "PATCH", bookingPath(cancelled.id, "update"), { status: "cancelled" });
    await makeBooking(ctx, gym, member, t.id, { ...day, start_time: "12:00", end_time: "13:00" });
  });

  it("parallel creates for overlapping slots of one trainer: exactly one wins (database exclusion)", async () => {
    const t = await makeTrainer(ctx, gym);
    const members = await Promise.all(Array.from({ length: 6 }, (_, i) => makeMember(ctx, gym, `Racer${i}`)));
    const results = await Promise.all(
      members.map((m, i) =>
        create(bookingFields(m, t.id, { booking_date: "2026-12-20", start_time: `08:${10 + i}`, end_time: "09:30" })),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().non_field_errors).toEqual([BOOKING_OVERLAP]);
    }
    const list = await call(ctx, gym, "GET", `${BOOKINGS}?trainer=${t.id}`);
    expect(list.json().count).toBe(1);
  });
});

describe("booking status and payment", () => {
  const pairs = BOOKING_STATUSES.flatMap((from) => BOOKING_STATUSES.map((to) => [from, to] as const));

  it("the offered transitions are exactly pending→confirmed, confirmed→completed, pending/confirmed→cancelled", () => {
    const offered = pairs.filter(([f, t]) => f !== t && canMoveBooking(f, t)).map(([f, t]) => `${f}>${t}`);
    expect(offered.sort()).toEqual([
      "confirmed>cancelled",
      "confirmed>completed",
      "pending>cancelled",
      "pending>confirmed",
    ]);
  });

  it("PATCH moves along offered transitions and refuses every other one, changing nothing", async () => {
    const t = await makeTrainer(ctx, gym);
    let hour = 6;
    const at = async (status: BookingStatus) => {
      const h = String(hour++).padStart(2, "0");
      const b = await makeBooking(ctx, gym, member, t.id, {
        booking_date: "2026-12-15",
        start_time: `${h}:00`,
        end_time: `${h}:30`,
      });
      const path: Record<BookingStatus, BookingStatus[]> = {
        pending: [],
        confirmed: ["confirmed"],
        completed: ["confirmed", "completed"],
        cancelled: ["cancelled"],
      };
      for (const s of path[status]) await call(ctx, gym, "PATCH", bookingPath(b.id, "update"), { status: s });
      return b.id;
    };
    for (const [from, to] of pairs.filter(([f, x]) => f !== x)) {
      const id = await at(from);
      const res = await call(ctx, gym, "PATCH", bookingPath(id, "update"), { status: to });
      if (canMoveBooking(from, to)) {
        expect(res.statusCode, `${from}>${to}`).toBe(200);
        expect(res.json().booking.status).toBe(to);
      } else {
        expect(res.statusCode, `${from}>${to}`).toBe(400);
        expect(res.json().status).toEqual([`A ${from} booking cannot be changed to ${to}`]);
        const list = await call(ctx, gym, "GET", `${BOOKINGS}?trainer=${t.id}&status=${from}`);
        expect(list.json().results.map((b: { id: number }) => b.id)).toContain(id);
      }
    }
  });

  it("the payment flag toggles freely, also on completed and cancelled bookings", async () => {
    const t = await makeTrainer(ctx, gym);
    const b = await makeBooking(ctx, gym, member, t.id, { booking_date: "2026-12-16", status: "completed" });
    for (const paid of [true, false, true]) {
      const res = await call(ctx, gym, "PATCH", bookingPath(b.id, "update"), { payment_status: paid });
      expect(res.json().booking).toMatchObject({ payment_status: paid, status: "completed" });
    }
    const none = await call(ctx, gym, "PATCH", bookingPath(b.id, "update"), {});
    expect(none.statusCode).toBe(400);
  });

  it("PUT edits trainer, times and status; member, date and amount are not editable", async () => {
    const t = await makeTrainer(ctx, gym);
    const t2 = await makeTrainer(ctx, gym);
    const b = await makeBooking(ctx, gym, member, t.id, { booking_date: "2026-12-17", amount: "300" });
    const otherMember = await makeMember(ctx, gym, "Other");
    const res = await call(ctx, gym, "PUT", bookingPath(b.id, "update"), {
      user_id: otherMember,
      trainer_id: t2.id,
      booking_date: "2026-12-31",
      amount: "1",
      start_time: "15:00",
      end_time: "16:30:00",
      status: "confirmed",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().booking).toMatchObject({
      user: member,
      trainer: t2.id,
      booking_date: "2026-12-17",
      amount: "300.00",
      start_time: "15:00",
      end_time: "16:30",
      status: "confirmed",
    });
    const back = await call(ctx, gym, "PUT", bookingPath(b.id, "update"), {
      trainer_id: t2.id,
      start_time: "15:00",
      end_time: "16:00",
      status: "pending",
    });
    expect(back.statusCode).toBe(400);
    const inactive = await makeTrainer(ctx, gym, { is_active: false });
    const toInactive = await call(ctx, gym, "PUT", bookingPath(b.id, "update"), {
      trainer_id: inactive.id,
      start_time: "15:00",
      end_time: "16:00",
      status: "confirmed",
    });
    expect(toInactive.json().trainer_id).toEqual([TRAINER_INACTIVE]);
  });

  it("PUT into another booking's slot is an overlap refusal", async () => {
    const t = await makeTrainer(ctx, gym);
    await makeBooking(ctx, gym, member, t.id, { booking_date: "2026-12-18", start_time: "07:00", end_time: "08:00" });
    const b = await makeBooking(ctx, gym, member, t.id, {
      booking_date: "2026-12-18",
      start_time: "08:00",
      end_time: "09:00",
    });
    const res = await call(ctx, gym, "PUT", bookingPath(b.id, "update"), {
      trainer_id: t.id,
      start_time: "07:30",
      end_time: "09:00",
      status: "pending",
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().non_field_errors).toEqual([BOOKING_OVERLAP]);
  });

  it("DELETE removes the booking; 404 after", async () => {
    const t = await makeTrainer(ctx, gym);
    const b = await makeBooking(ctx, gym, member, t.id, { booking_date: "2026-12-19" });
    expect((await call(ctx, gym, "DELETE", bookingPath(b.id, "delete"))).json()).toMatchObject({ success: true });
    const again = await call(ctx, gym, "DELETE", bookingPath(b.id, "delete"));
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe(BOOKING_NOT_FOUND);
  });
});

describe("GET /api/trainers/bookings/", () => {
  it("filters by date range (inclusive), trainer, member, status and payment; ordered by date and time", async () => {
    const own = await createGym(ctx, "trn_bkl");
    const m = await makeMember(ctx, own, "Lata");
    const m2 = await makeMember(ctx, own, "Naveen");
    const t = await makeTrainer(ctx, own);
    const t2 = await makeTrainer(ctx, own);
    const mk = (mm: number, tt: number, booking_date: string, start_time: string, extra = {}) =>
      makeBooking(ctx, own, mm, tt, { booking_date, start_time, end_time: `${start_time.slice(0, 2)}:45`, ...extra });
    const a = await mk(m, t.id, "2026-11-30", "09:00");
    const b = await mk(m2, t.id, "2026-12-01", "10:00", { payment_status: true });
    const c = await mk(m, t2.id, "2026-12-01", "08:00", { status: "confirmed" });
    const d = await mk(m, t.id, "2026-12-31", "09:00");
    await mk(m, t.id, "2027-01-01", "09:00");
    const ids = async (q: string) =>
      (await call(ctx, own, "GET", `${BOOKINGS}?${q}`)).json().results.map((x: { id: number }) => x.id);
    expect(await ids("date_from=2026-12-01&date_to=2026-12-31")).toEqual([c.id, b.id, d.id]);
    expect(await ids(`trainer=${t.id}&date_to=2026-12-01`)).toEqual([a.id, b.id]);
    expect(await ids(`user_id=${m2}`)).toEqual([b.id]);
    expect(await ids(`member_id=${m2}`)).toEqual([b.id]);
    expect(await ids("status=confirmed")).toEqual([c.id]);
    expect(await ids("payment_status=true")).toEqual([b.id]);
    const bad = await call(ctx, own, "GET", `${BOOKINGS}?date_from=2026-12-31&date_to=2026-12-01`);
    expect(bad.statusCode).toBe(400);
  });
});
