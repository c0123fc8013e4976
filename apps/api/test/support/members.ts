import { randomBytes } from "node:crypto";
import { addDays } from "@gym/contracts";
import { hash } from "@node-rs/argon2";
import { qualified } from "../../src/db/pool.ts";
import type { NewMemberRow } from "../../src/modules/members/member-rows.ts";
import { membersRepository } from "../../src/modules/members/repository.ts";
import { gymSeedContext, type TestContext, type TestGym } from "./context.ts";

let fixedHash: Promise<string> | null = null;

export type MemberSeed = Partial<NewMemberRow>;

/**
 * Inserts members straight into the gym's table (fast; one cheap shared hash), with defaults:
 * joining today and renewing in 30 days, by the gym's calendar.
 */
export async function insertMembers(ctx: TestContext, gym: TestGym, seeds: MemberSeed[]) {
  fixedHash ??= hash("member-password", { algorithm: 2, memoryCost: 1024, timeCost: 1, parallelism: 1 });
  const password_hash = await fixedHash;
  const gymCtx = gymSeedContext(ctx, gym.schema);
  const today = gymCtx.today();
  const rows: NewMemberRow[] = seeds.map((s, i) => {
    const tag = `${Date.now().toString(36)}${i}${randomBytes(3).toString("hex")}`;
    return {
      username: `user_${tag}`,
      email: `user_${tag}@example.com`,
      password_hash,
      first_name: "Test",
      last_name: `Member${i}`,
      phone: "9876543210",
      gender: "M",
      date_of_birth: "1990-06-15",
      address: "",
      emergency_contact: "",
      notes: "",
      joining_date: today,
      renewal_date: addDays(today, 30),
      profile_photo: null,
      ...s,
    };
  });
  return membersRepository(gymCtx).insertMany(rows, today);
}

export async function countMembers(ctx: TestContext, gym: TestGym): Promise<number> {
  const res = await ctx.db.pool.query(`SELECT count(*)::int AS n FROM ${qualified(gym.schema, "members")}`);
  return res.rows[0].n;
}

/** A member's own path: `/api/members/members/{id}/` and what follows it (`update/`, `consent/withdraw/`...). */
export const memberUrl = (id: number, tail = "") => `/api/members/members/${id}/${tail}`;

/**
 * A member of `other` whose id no member of `gym` has (each gym numbers its own members), so `gym` asking for it
 * can only be refused: `other`'s numbering is moved past both gyms' members first.
 */
export async function memberOfOtherGym(ctx: TestContext, gym: TestGym, other: TestGym, seed: MemberSeed = {}) {
  const maxOf = (g: TestGym) => `(SELECT COALESCE(max(id), 0) FROM ${qualified(g.schema, "members")})`;
  await ctx.db.pool.query(
    `SELECT setval(pg_get_serial_sequence($1, 'id'), GREATEST(${maxOf(gym)}, ${maxOf(other)}) + 1000)`,
    [qualified(other.schema, "members")],
  );
  const [row] = await insertMembers(ctx, other, [seed]);
  return row!;
}
