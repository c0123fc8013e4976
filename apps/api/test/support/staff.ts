import type { Role, StaffRole } from "@gym/contracts";
import { expect } from "vitest";
import { call } from "./calls.ts";
import type { TestContext, TestGym } from "./context.ts";
import { makeTrainer } from "./trainers.ts";

export const STAFF = "/api/auth/staff/";
export const DOOR_DEVICES = "/api/auth/door-devices/";
export const CHANGE_PASSWORD = "/api/auth/change-password/";
export const staffPath = (id: number, action?: "deactivate" | "activate" | "reset-password") =>
  `/api/auth/staff/${id}/${action ? `${action}/` : ""}`;

let counter = 0;

/** Signs an account in with the spec's form; a TestGym whose calls run as that account. */
export async function signIn(ctx: TestContext, gym: TestGym, username: string, password: string): Promise<TestGym> {
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/android/auth/login/",
    payload: { schema_name: gym.schema, username, password, user_type: "admin" },
  });
  expect(res.statusCode, res.body).toBe(200);
  const token = res.json().token as string;
  return { ...gym, username, password, token, auth: { authorization: `Bearer ${token}` } };
}

/** An account of `role` made by the gym's owner through the API, signed in; its id and (for a trainer) trainer. */
export async function staffAccount(
  ctx: TestContext,
  owner: TestGym,
  role: StaffRole | "DOOR",
  extra: Record<string, unknown> = {},
): Promise<{ gym: TestGym; id: number; trainerId: number | null; password: string; username: string }> {
  let res: Awaited<ReturnType<typeof call>>;
  let trainerId: number | null = null;
  if (role === "DOOR") {
    res = await call(ctx, owner, "POST", DOOR_DEVICES, { name: `Door ${++counter}` });
  } else {
    if (role === "TRAINER" && extra.trainer_id === undefined) trainerId = (await makeTrainer(ctx, owner)).id;
    res = await call(ctx, owner, "POST", STAFF, {
      full_name: `${role} person ${++counter}`,
      username: `${role.toLowerCase()}-${counter}`,
      role,
      ...(trainerId !== null ? { trainer_id: trainerId } : {}),
      ...extra,
    });
  }
  expect(res.statusCode, res.body).toBe(200);
  const { staff, password } = res.json() as { staff: { id: number; username: string; role: Role }; password: string };
  if (extra.trainer_id !== undefined) trainerId = extra.trainer_id as number;
  return {
    gym: await signIn(ctx, owner, staff.username, password),
    id: staff.id,
    trainerId,
    password,
    username: staff.username,
  };
}
