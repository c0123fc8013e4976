import { randomUUID } from "node:crypto";
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { localToday } from "@gym/contracts";
import sharp, { type Sharp } from "sharp";
import { hashPassword } from "../lib/passwords.ts";
import { membersRepository } from "../modules/members/repository.ts";
import { MEMBERS_FOLDER } from "../modules/members/service.ts";
import { type DemoMember, demoMembers } from "./members-data.ts";
import type { SeedContext, Seeder } from "./seeder.ts";

/** Every demo member signs in with this (a local demo account, not a secret). */
export const DEMO_MEMBER_PASSWORD = "member123";

const COLOURS = [
  "#1e88e5",
  "#43a047",
  "#e53935",
  "#8e24aa",
  "#fb8c00",
  "#00897b",
  "#3949ab",
  "#d81b60",
  "#6d4c41",
  "#546e7a",
];

/** A 256×256 PNG: the member's initials on a colour picked from their name. */
export function initialsAvatar(first: string, last: string): Sharp {
  const initials = `${first[0] ?? ""}${last[0] ?? ""}`.toUpperCase();
  let h = 0;
  for (const c of `${first}${last}`) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  const colour = COLOURS[h % COLOURS.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
  <rect width="256" height="256" fill="${colour}"/>
  <circle cx="200" cy="40" r="90" fill="#fff" opacity="0.08"/>
  <text x="128" y="128" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"
    font-size="104" font-weight="bold" fill="#fff">${initials.replace(/[^A-Z]/g, "")}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 });
}

async function keepAvatar(ctx: SeedContext, m: DemoMember): Promise<string> {
  const relative = `${ctx.schema}/${MEMBERS_FOLDER}/${randomUUID()}.png`;
  await initialsAvatar(m.first_name, m.last_name).toFile(join(ctx.uploadDir, relative));
  return relative;
}

/** Seeds the demo members for `today` (default the server's local date). */
export async function seedDemoMembers(ctx: SeedContext, today = localToday()): Promise<number> {
  const members = demoMembers(today);
  await mkdir(join(ctx.uploadDir, ctx.schema, MEMBERS_FOLDER), { recursive: true });
  const password_hash = await hashPassword(DEMO_MEMBER_PASSWORD);
  const photos: (string | null)[] = [];
  for (const m of members) photos.push(m.with_photo ? await keepAvatar(ctx, m) : null);
  const created = await membersRepository(ctx.db, ctx.schema).insertMany(
    members.map(({ with_photo: _photo, ...m }, i) => ({
      ...m,
      password_hash,
      notes: "",
      profile_photo: photos[i] ?? null,
    })),
    today,
  );
  return created.length;
}

export const membersDemoSeeder: Seeder = {
  name: "members",
  run: async (ctx) => {
    await seedDemoMembers(ctx);
  },
};
