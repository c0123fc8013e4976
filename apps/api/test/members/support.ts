import { randomBytes } from "node:crypto";
import { addDays, localToday } from "@gym/contracts";
import { hash } from "@node-rs/argon2";
import { quoteIdent } from "../../src/db/pool.ts";
import { membersRepository, type NewMemberRow } from "../../src/modules/members/repository.ts";
import type { TestContext, TestGym } from "../support/context.ts";

/** A multipart/form-data body for `inject`: text fields and files. */
export function multipart(fields: Record<string, string | { filename: string; content: Buffer; type?: string }>) {
  const boundary = `----gymtest${randomBytes(8).toString("hex")}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === "string") {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    } else {
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.type ?? "application/octet-stream"}\r\n\r\n`,
        ),
        value.content,
        Buffer.from("\r\n"),
      );
    }
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

let fixedHash: Promise<string> | null = null;

export type MemberSeed = Partial<NewMemberRow>;

/** Inserts members straight into the gym's table (fast; one cheap shared hash), with defaults. */
export async function insertMembers(ctx: TestContext, gym: TestGym, seeds: MemberSeed[]) {
  fixedHash ??= hash("member-password", { algorithm: 2, memoryCost: 1024, timeCost: 1, parallelism: 1 });
  const password_hash = await fixedHash;
  const today = localToday();
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
  const created = await membersRepository(ctx.db.tenants.get(gym.schema), gym.schema).insertMany(rows, today);
  return created;
}

export async function countMembers(ctx: TestContext, gym: TestGym): Promise<number> {
  const res = await ctx.db.pool.query(`SELECT count(*)::int AS n FROM ${quoteIdent(gym.schema)}.members`);
  return res.rows[0].n;
}
