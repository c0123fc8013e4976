import { expect } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { call } from "./calls.ts";
import type { TestContext, TestGym } from "./context.ts";
import { insertMembers } from "./members.ts";

export const TRAINERS = "/api/trainers/";
export const CREATE_TRAINER = "/api/trainers/create/";
export const trainerPath = (id: number | string, action: "update" | "delete") => `/api/trainers/${id}/${action}/`;
export const RATES = "/api/trainers/rates/";
export const CREATE_RATE = "/api/trainers/rates/create/";
export const ratePath = (id: number | string, action: "update" | "delete") => `/api/trainers/rates/${id}/${action}/`;
export const BOOKINGS = "/api/trainers/bookings/";
export const CREATE_BOOKING = "/api/trainers/bookings/create/";
export const LEGACY_BOOKINGS = "/trainer/member-trainer/";
export const bookingPath = (id: number | string, action: "update" | "delete") =>
  `/api/trainers/bookings/${id}/${action}/`;
export const ASSIGNMENTS = "/api/exercise-assignments/";
export const CREATE_ASSIGNMENT = "/api/exercise-assignments/create/";
export const assignmentPath = (id: number | string, action: "update" | "delete") =>
  `/api/exercise-assignments/${id}/${action}/`;

let counter = 0;

export const trainerFields = (extra: Record<string, unknown> = {}) => ({
  name: `Trainer ${++counter}`,
  phone_number: "9876543210",
  age: 30,
  gender: "female",
  ...extra,
});

/** A trainer made through the API (JSON). */
export async function makeTrainer(ctx: TestContext, gym: TestGym, extra: Record<string, unknown> = {}) {
  const res = await call(ctx, gym, "POST", CREATE_TRAINER, trainerFields(extra));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().trainer as { id: number; name: string; is_active: boolean; profile_image: string | null };
}

/** One member inserted straight into the gym's table; its id. */
export async function makeMember(ctx: TestContext, gym: TestGym, first_name = "Asha"): Promise<number> {
  const [row] = await insertMembers(ctx, gym, [{ first_name }]);
  return row!.id;
}

export const bookingFields = (userId: number, trainerId: number, extra: Record<string, unknown> = {}) => ({
  user_id: userId,
  trainer_id: trainerId,
  gym: 1,
  booking_date: "2026-12-01",
  start_time: "10:00",
  end_time: "11:00",
  amount: "500",
  payment_status: false,
  status: "pending",
  notes: "",
  ...extra,
});

export async function makeBooking(
  ctx: TestContext,
  gym: TestGym,
  userId: number,
  trainerId: number,
  extra: Record<string, unknown> = {},
) {
  const res = await call(ctx, gym, "POST", CREATE_BOOKING, bookingFields(userId, trainerId, extra));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().booking as { id: number; status: string; payment_status: boolean };
}

/** Two exercises of the gym's starter library in different categories: { categoryId, exerciseId, other... }. */
export async function libraryPair(ctx: TestContext, gym: TestGym) {
  const res = await ctx.db.pool.query<{ id: number; category_id: number }>(
    `SELECT DISTINCT ON (category_id) id, category_id FROM ${qualified(gym.schema, "exercises")} ORDER BY category_id, id LIMIT 2`,
  );
  const [a, b] = res.rows;
  if (!a || !b) throw new Error("the starter library should have two categories");
  return { categoryId: a.category_id, exerciseId: a.id, otherCategoryId: b.category_id, otherExerciseId: b.id };
}

export async function countRows(ctx: TestContext, gym: TestGym, table: string): Promise<number> {
  const res = await ctx.db.pool.query(`SELECT count(*)::int AS n FROM ${qualified(gym.schema, table)}`);
  return res.rows[0].n;
}
