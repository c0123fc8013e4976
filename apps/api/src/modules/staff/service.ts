import { randomInt } from "node:crypto";
import {
  CANNOT_CHANGE_OWN_ACCOUNT,
  type ChangePasswordInput,
  type CreateDoorDeviceInput,
  type CreateStaffInput,
  CURRENT_PASSWORD_WRONG,
  DOOR_DEVICE_NOT_FOUND,
  PASSWORD_SAME,
  RESET_OWN_PASSWORD,
  type Role,
  STAFF_NOT_FOUND,
  STAFF_USERNAME_TAKEN,
  type StaffAccount,
  TRAINER_ACCOUNT_NEEDS_TRAINER,
  TRAINER_ACCOUNT_UNLINKED,
  TRAINER_NOT_FOUND_FOR_ACCOUNT,
} from "@gym/contracts";
import type { SessionStore } from "../../auth/sessions.ts";
import { uniqueOrConflict } from "../../lib/db-errors.ts";
import { badRequest, forbidden, notFound } from "../../lib/http-errors.ts";
import { hashPassword, verifyPassword } from "../../lib/passwords.ts";
import type { AreaContext } from "../context.ts";
import { toStaffAccount } from "./present.ts";
import { type StaffRow, staffAccountsRepository } from "./repository.ts";

/** What the routes pass besides the gym: who is asking and the session store that ends sessions at once. */
export interface StaffActor {
  userId: number;
  sessions: SessionStore;
}

/** No 0/O, 1/l/I: a password read aloud or copied from a screen (decision 0322). */
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789";
export const GENERATED_PASSWORD_LENGTH = 12;

/** A first, reset or door-device password: made by the server, shown once, stored only as its hash. */
export function generatePassword(): string {
  let text = "";
  for (let i = 0; i < GENERATED_PASSWORD_LENGTH; i++) text += ALPHABET[randomInt(ALPHABET.length)];
  return text;
}

export async function listStaff(ctx: AreaContext, doors = false): Promise<StaffAccount[]> {
  return (await staffAccountsRepository(ctx).list(doors)).map(toStaffAccount);
}

export async function createStaff(
  ctx: AreaContext,
  input: CreateStaffInput & { role: StaffAccount["role"] },
): Promise<{ staff: StaffAccount; password: string }> {
  const repo = staffAccountsRepository(ctx);
  const trainerId = await trainerOf(ctx, input.role, (input.trainer_id as number | null | undefined) ?? null);
  const password = generatePassword();
  const row = await uniqueOrConflict(STAFF_USERNAME_TAKEN, async () =>
    repo.create({
      username: input.username,
      full_name: input.full_name,
      phone: (input.phone as string | undefined) ?? "",
      role: input.role,
      trainer_id: trainerId,
      password_hash: await hashPassword(password),
    }),
  );
  return { staff: toStaffAccount(row), password };
}

export async function updateStaff(
  ctx: AreaContext,
  actor: StaffActor,
  id: number,
  input: { full_name?: string; phone?: string; role?: StaffAccount["role"]; trainer_id?: number | null },
): Promise<StaffAccount> {
  const repo = staffAccountsRepository(ctx);
  const current = await person(ctx, id);
  const role = input.role ?? (current.role as StaffAccount["role"]);
  if (id === actor.userId && role !== current.role) throw badRequest(CANNOT_CHANGE_OWN_ACCOUNT);
  const trainerId = await trainerOf(ctx, role, input.trainer_id === undefined ? current.trainer_id : input.trainer_id);
  const row = await repo.update(id, {
    full_name: input.full_name,
    phone: input.phone,
    role,
    trainer_id: trainerId,
  });
  // The trigger has ended the sessions of a changed role in the database; forget them here too.
  if (role !== current.role) await actor.sessions.endAllOf(ctx.schema, id);
  return toStaffAccount(row);
}

export async function setStaffActive(
  ctx: AreaContext,
  actor: StaffActor,
  id: number,
  active: boolean,
): Promise<StaffAccount> {
  await person(ctx, id);
  if (id === actor.userId) throw badRequest(CANNOT_CHANGE_OWN_ACCOUNT);
  const row = await staffAccountsRepository(ctx).update(id, { is_active: active });
  if (!active) await actor.sessions.endAllOf(ctx.schema, id);
  return toStaffAccount(row);
}

export async function resetStaffPassword(
  ctx: AreaContext,
  actor: StaffActor,
  id: number,
): Promise<{ staff: StaffAccount; password: string }> {
  await person(ctx, id);
  if (id === actor.userId) throw badRequest(RESET_OWN_PASSWORD);
  const password = generatePassword();
  const row = await staffAccountsRepository(ctx).update(id, { password_hash: await hashPassword(password) });
  await actor.sessions.endAllOf(ctx.schema, id);
  return { staff: toStaffAccount(row), password };
}

/** Everyone's own password: the current one proves it is them; every session of theirs ends (this one too). */
export async function changeOwnPassword(ctx: AreaContext, actor: StaffActor, input: ChangePasswordInput) {
  const repo = staffAccountsRepository(ctx);
  const me = await repo.byId(actor.userId);
  if (!me) throw notFound(STAFF_NOT_FOUND);
  if (!(await verifyPassword(me.password_hash, input.current_password))) {
    throw badRequest(CURRENT_PASSWORD_WRONG, { current_password: [CURRENT_PASSWORD_WRONG] });
  }
  if (input.new_password === input.current_password) {
    throw badRequest(PASSWORD_SAME, { new_password: [PASSWORD_SAME] });
  }
  await repo.update(me.id, { password_hash: await hashPassword(input.new_password) });
  await actor.sessions.endAllOf(ctx.schema, me.id);
}

/** A door device (decision 0323): an account of role DOOR with a made-up username, signed in on the door's screen. */
export async function createDoorDevice(
  ctx: AreaContext,
  input: CreateDoorDeviceInput,
): Promise<{ staff: StaffAccount; password: string }> {
  const password = generatePassword();
  const username = `door-${generatePassword().slice(0, 6).toLowerCase()}`;
  const row = await uniqueOrConflict(STAFF_USERNAME_TAKEN, async () =>
    staffAccountsRepository(ctx).create({
      username,
      full_name: input.name,
      phone: "",
      role: "DOOR",
      trainer_id: null,
      password_hash: await hashPassword(password),
    }),
  );
  return { staff: toStaffAccount(row), password };
}

export async function revokeDoorDevice(ctx: AreaContext, actor: StaffActor, id: number): Promise<StaffAccount> {
  const row = await staffAccountsRepository(ctx).byId(id);
  if (row?.role !== "DOOR") throw notFound(DOOR_DEVICE_NOT_FOUND);
  const revoked = await staffAccountsRepository(ctx).update(id, { is_active: false });
  await actor.sessions.endAllOf(ctx.schema, id);
  return toStaffAccount(revoked);
}

/**
 * The row-level rule of the `coaching` permission (decision 0321): a TRAINER works only with their own
 * trainer's rows, so their trainer id; null for every other role (no narrowing).
 */
export async function coachScope(ctx: AreaContext, role: Role, userId: number): Promise<number | null> {
  if (role !== "TRAINER") return null;
  const trainerId = await staffAccountsRepository(ctx).trainerIdOf(userId);
  if (trainerId === null) throw forbidden(TRAINER_ACCOUNT_UNLINKED);
  return trainerId;
}

/** A person's account (a door device is not one: it has its own calls). */
async function person(ctx: AreaContext, id: number): Promise<StaffRow> {
  const row = await staffAccountsRepository(ctx).byId(id);
  if (!row || row.role === "DOOR") throw notFound(STAFF_NOT_FOUND);
  return row;
}

/** A TRAINER account names its trainer (its bookings are the trainer's own); other roles name none. */
async function trainerOf(ctx: AreaContext, role: string, trainerId: number | null): Promise<number | null> {
  if (role !== "TRAINER") return null;
  if (trainerId === null)
    throw badRequest(TRAINER_ACCOUNT_NEEDS_TRAINER, { trainer_id: [TRAINER_ACCOUNT_NEEDS_TRAINER] });
  if (!(await staffAccountsRepository(ctx).trainerExists(trainerId))) {
    throw badRequest(TRAINER_NOT_FOUND_FOR_ACCOUNT, { trainer_id: [TRAINER_NOT_FOUND_FOR_ACCOUNT] });
  }
  return trainerId;
}
