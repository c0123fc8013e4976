import { INVALID_CREDENTIALS, isRole, isValidSchemaName, type LoginRequest, type SessionUser } from "@gym/contracts";
import type { Database } from "../../db/database.ts";
import { DUMMY_HASH, verifyPassword } from "../../lib/passwords.ts";
import type { GymRecord } from "../../tenancy/registry.ts";
import { staffRepository } from "./repository.ts";

export type LoginOutcome = { ok: true; user: SessionUser } | { ok: false; reason: string };

/**
 * Checks a sign-in. An unknown gym, an unknown or inactive user and a wrong password all take the
 * same path (a password verification) and give the same answer, so none can be told apart.
 */
export async function checkCredentials(db: Database, input: LoginRequest): Promise<LoginOutcome> {
  const schema = input.schema_name.trim();
  const gym = isValidSchemaName(schema) ? await db.registry.findActive(schema) : null;
  const staff = gym ? await staffRepository(db.tenants.get(gym.schema_name)).byUsername(input.username.trim()) : null;
  const valid = await verifyPassword(staff?.password_hash ?? (await DUMMY_HASH), input.password);
  if (!gym || !staff?.is_active || !valid || !isRole(staff.role)) return { ok: false, reason: INVALID_CREDENTIALS };
  return { ok: true, user: toSessionUser(gym, staff) };
}

export async function sessionUser(db: Database, schema: string, userId: number): Promise<SessionUser | null> {
  const gym = await db.registry.findActive(schema);
  const staff = gym ? await staffRepository(db.tenants.get(schema)).byId(userId) : null;
  return gym && staff?.is_active && isRole(staff.role) ? toSessionUser(gym, staff) : null;
}

/** The user record the sign-in response and the session check share (part 1 §3), with the account's role. */
function toSessionUser(
  gym: GymRecord,
  staff: { id: number; username: string; full_name: string; email: string; role: string },
): SessionUser {
  if (!isRole(staff.role)) throw new Error(`staff user ${staff.id} has no known role`);
  return {
    user_id: staff.id,
    username: staff.username,
    full_name: staff.full_name,
    email: staff.email,
    gym_name: gym.gym_name,
    schema_name: gym.schema_name,
    role: staff.role,
  };
}
