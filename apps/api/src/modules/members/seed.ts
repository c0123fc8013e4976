import { hashPassword } from "../../lib/passwords.ts";
import { type PictureSpec, savePicture } from "../../seed/pictures.ts";
import type { SeedContext, Seeder } from "../../seed/seeder.ts";
import { MEDIA_FOLDERS } from "../../uploads/folders.ts";
import { membersRepository } from "./repository.ts";
import { type DemoMember, demoMembers } from "./seed-data.ts";

/** Every demo member signs in with this (a local demo account, not a secret). */
export const DEMO_MEMBER_PASSWORD = "member123";

const AVATAR_COLOURS = [
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

/** A 256×256 PNG avatar: the member's initials on a colour picked from their name. */
export function avatarPicture(first: string, last: string): PictureSpec {
  const initials = `${first[0] ?? ""}${last[0] ?? ""}`.toUpperCase().replace(/[^A-Z]/g, "");
  let h = 0;
  for (const c of `${first}${last}`) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  const colors = AVATAR_COLOURS[h % AVATAR_COLOURS.length]!;
  return { label: initials, labelStyle: "center", colors, width: 256, height: 256, format: "png" };
}

const avatarOf = (ctx: SeedContext, m: DemoMember) =>
  m.with_photo ? savePicture(ctx, MEDIA_FOLDERS.members, avatarPicture(m.first_name, m.last_name)) : null;

/** Seeds the demo members for `today` (default the gym's own today). */
export async function seedDemoMembers(ctx: SeedContext, today = ctx.today()): Promise<number> {
  const members = demoMembers(today);
  const password_hash = await hashPassword(DEMO_MEMBER_PASSWORD);
  const photos: (string | null)[] = [];
  for (const m of members) photos.push(await avatarOf(ctx, m));
  const created = await membersRepository(ctx).insertMany(
    members.map(({ with_photo: _photo, ...m }, i) => ({ ...m, password_hash, notes: "", profile_photo: photos[i]! })),
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
