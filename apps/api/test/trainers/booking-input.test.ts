import {
  BOOKING_END_AFTER_START,
  BOOKING_TIME_INVALID,
  MEMBER_NOT_FOUND_FOR_BOOKING,
  RATE_DUPLICATE,
  TRAINER_INACTIVE,
  TRAINER_NOT_FOUND,
} from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import {
  BOOKINGS,
  bookingFields,
  bookingPath,
  CREATE_BOOKING,
  CREATE_RATE,
  countRows,
  makeBooking,
  makeMember,
  makeTrainer,
  RATES,
  trainerPath,
} from "../support/trainers.ts";

let ctx: TestContext;
let gym: TestGym;
let member: number;
beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "trn_bi");
  member = await makeMember(ctx, gym, "Sunita");
});
afterAll(() => ctx.close());

const create = (body: Record<string, unknown>) => call(ctx, gym, "POST", CREATE_BOOKING, body);
let day = 0;
/** A fresh day per test, so no two tests' slots overlap. */
const nextDay = () => `2027-01-${String(++day).padStart(2, "0")}`;

describe("booking times and amounts at their boundaries", () => {
  const cases: [string, Record<string, unknown>, number, string?, string?][] = [
    ["23:00 to 23:59", { start_time: "23:00", end_time: "23:59" }, 200],
    ["00:00 to 00:01", { start_time: "00:00", end_time: "00:01" }, 200],
    ["HH:MM:SS times", { start_time: "06:00:00", end_time: "06:45:30" }, 200],
    ["an end of 24:00", { start_time: "23:00", end_time: "24:00" }, 400, "end_time", BOOKING_TIME_INVALID],
    ["a start of 9:00 (one digit)", { start_time: "9:00" }, 400, "start_time", BOOKING_TIME_INVALID],
    ["a start of 10.00", { start_time: "10.00" }, 400, "start_time", BOOKING_TIME_INVALID],
    ["a start of 10:00 am", { start_time: "10:00 am" }, 400, "start_time", BOOKING_TIME_INVALID],
    ["an empty end", { end_time: "" }, 400, "end_time", "End time is required"],
    ["one minute backwards", { start_time: "10:00", end_time: "09:59" }, 400, "end_time", BOOKING_END_AFTER_START],
    ["an amount of 0", { amount: "0" }, 200],
    ["an amount of 0.01", { amount: 0.01 }, 200],
    ["an amount of -0.01", { amount: "-0.01" }, 400, "amount", "Amount must be at least 0"],
    ["an amount of 1e3", { amount: "1e3" }, 400, "amount"],
    ["an amount of 12.345", { amount: "12.345" }, 400, "amount"],
  ];
  for (const [what, extra, status, field, message] of cases) {
    it(`${what} → ${status}${field ? ` (${field})` : ""}`, async () => {
      const t = await makeTrainer(ctx, gym);
      const before = await countRows(ctx, gym, "trainer_bookings");
      const res = await create(bookingFields(member, t.id, { booking_date: nextDay(), ...extra }));
      expect(res.statusCode, res.body).toBe(status);
      if (field) {
        expect(res.json()[field]).toEqual([message ?? expect.any(String)]);
        expect(await countRows(ctx, gym, "trainer_bookings")).toBe(before);
      }
    });
  }
});

describe("members and trainers of another gym", () => {
  it("a member id that exists only in another gym is user_id 'Member not found'", async () => {
    const [mine, theirs] = await Promise.all([createGym(ctx, "trn_bia"), createGym(ctx, "trn_bib")]);
    const foreignMember = await makeMember(ctx, theirs, "Elsewhere");
    const trainer = await makeTrainer(ctx, mine);
    const res = await call(ctx, mine, "POST", CREATE_BOOKING, bookingFields(foreignMember, trainer.id));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: MEMBER_NOT_FOUND_FOR_BOOKING, user_id: [MEMBER_NOT_FOUND_FOR_BOOKING] });
    expect(await countRows(ctx, mine, "trainer_bookings")).toBe(0);
  });

  it("a trainer id that exists only in another gym is trainer_id 'Trainer not found' (bookings and rates)", async () => {
    const [mine, theirs] = await Promise.all([createGym(ctx, "trn_bic"), createGym(ctx, "trn_bid")]);
    const myMember = await makeMember(ctx, mine, "Local");
    const foreignTrainer = await makeTrainer(ctx, theirs);
    const booking = await call(ctx, mine, "POST", CREATE_BOOKING, bookingFields(myMember, foreignTrainer.id));
    expect(booking.json()).toMatchObject({ error: TRAINER_NOT_FOUND, trainer_id: [TRAINER_NOT_FOUND] });
    const rate = await call(ctx, mine, "POST", CREATE_RATE, { trainer_id: foreignTrainer.id, amount: "100" });
    expect(rate.json()).toMatchObject({ error: TRAINER_NOT_FOUND, trainer_id: [TRAINER_NOT_FOUND] });
    const list = await call(ctx, mine, "GET", `${BOOKINGS}?trainer=${foreignTrainer.id}`);
    expect(list.json()).toMatchObject({ count: 0, results: [] });
  });
});

describe("a deactivated trainer", () => {
  it("receives no new booking and no new rate until activated again; existing bookings stay editable", async () => {
    const t = await makeTrainer(ctx, gym);
    const date = nextDay();
    const existing = await makeBooking(ctx, gym, member, t.id, {
      booking_date: date,
      start_time: "06:00",
      end_time: "07:00",
    });
    await call(ctx, gym, "PATCH", trainerPath(t.id, "update"), { is_active: false });
    const refused = await create(
      bookingFields(member, t.id, { booking_date: date, start_time: "08:00", end_time: "09:00" }),
    );
    expect(refused.json()).toMatchObject({ error: TRAINER_INACTIVE, trainer_id: [TRAINER_INACTIVE] });
    const rate = await call(ctx, gym, "POST", CREATE_RATE, { trainer_id: t.id, amount: "100" });
    expect(rate.json().trainer_id).toEqual([TRAINER_INACTIVE]);
    const confirm = await call(ctx, gym, "PATCH", bookingPath(existing.id, "update"), { status: "confirmed" });
    expect(confirm.statusCode, confirm.body).toBe(200);
    await call(ctx, gym, "PATCH", trainerPath(t.id, "update"), { is_active: true });
    const accepted = await create(
      bookingFields(member, t.id, { booking_date: date, start_time: "08:00", end_time: "09:00" }),
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it("a deactivation racing a booking: the booking either lands before it or is refused, never after", async () => {
    const t = await makeTrainer(ctx, gym);
    const date = nextDay();
    const [booked, deactivated] = await Promise.all([
      create(bookingFields(member, t.id, { booking_date: date })),
      call(ctx, gym, "PATCH", trainerPath(t.id, "update"), { is_active: false }),
    ]);
    expect(deactivated.statusCode).toBe(200);
    expect([200, 400]).toContain(booked.statusCode);
    const list = await call(ctx, gym, "GET", `${BOOKINGS}?trainer=${t.id}`);
    expect(list.json().count).toBe(booked.statusCode === 200 ? 1 : 0);
  });
});

describe("status changes through the edit form (PUT)", () => {
  it("refuses completed → confirmed and cancelled → pending, changing nothing", async () => {
    const t = await makeTrainer(ctx, gym);
    const date = nextDay();
    const done = await makeBooking(ctx, gym, member, t.id, { booking_date: date, status: "completed" });
    const gone = await makeBooking(ctx, gym, member, t.id, {
      booking_date: date,
      start_time: "12:00",
      end_time: "13:00",
      status: "cancelled",
    });
    for (const [id, to, from] of [
      [done.id, "confirmed", "completed"],
      [gone.id, "pending", "cancelled"],
    ] as const) {
      const res = await call(ctx, gym, "PUT", bookingPath(id, "update"), {
        trainer_id: t.id,
        start_time: "14:00",
        end_time: "15:00",
        status: to,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().non_field_errors).toEqual([`A ${from} booking cannot be changed to ${to}`]);
    }
    const list = await call(ctx, gym, "GET", `${BOOKINGS}?trainer=${t.id}`);
    expect(list.json().results.map((b: { start_time: string; status: string }) => [b.start_time, b.status])).toEqual([
      ["10:00", "completed"],
      ["12:00", "cancelled"],
    ]);
  });
});

describe("rate amounts and currency at their boundaries", () => {
  it("0.01 and currency ABC are taken; -0.01 is refused; a blank currency is INR", async () => {
    const t = await makeTrainer(ctx, gym);
    const cent = await call(ctx, gym, "POST", CREATE_RATE, {
      trainer_id: t.id,
      rate_type: "hour",
      amount: "0.01",
      currency: "abc",
    });
    expect(cent.json().rate).toMatchObject({ amount: "0.01", currency: "ABC" });
    const blank = await call(ctx, gym, "POST", CREATE_RATE, {
      trainer_id: t.id,
      rate_type: "day",
      amount: "5",
      currency: " ",
    });
    expect(blank.json().rate.currency).toBe("INR");
    const negative = await call(ctx, gym, "POST", CREATE_RATE, {
      trainer_id: t.id,
      rate_type: "month",
      amount: "-0.01",
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().amount).toEqual(["Amount must be at least 0"]);
    const largest = await call(ctx, gym, "POST", CREATE_RATE, {
      trainer_id: t.id,
      rate_type: "6month",
      amount: "9999999999.99",
    });
    expect(largest.json().rate.amount).toBe("9999999999.99");
    const tooLarge = await call(ctx, gym, "POST", CREATE_RATE, {
      trainer_id: t.id,
      rate_type: "3month",
      amount: "10000000000",
    });
    expect(tooLarge.statusCode).toBe(400);
    const duplicate = await call(ctx, gym, "POST", CREATE_RATE, { trainer_id: t.id, rate_type: "hour", amount: "1" });
    expect(duplicate.json().non_field_errors).toEqual([RATE_DUPLICATE]);
    const rates = await call(ctx, gym, "GET", `${RATES}?trainer=${t.id}`);
    expect(rates.json().count).toBe(3);
  });
});
