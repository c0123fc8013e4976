import { qualified } from "../../src/db/pool.ts";
import type { TestContext, TestGym } from "./context.ts";
import { insertMembers, type MemberSeed } from "./members.ts";
import { form, type Part } from "./multipart.ts";

export const LIST = "/api/android/feedback/admin/list/";
export const CATEGORIES = "/api/android/feedback/categories/";
export const details = (id: number) => `/api/android/feedback/details/${id}/`;
export const respond = (id: number) => `/api/android/feedback/admin/respond/${id}/`;
export const followUp = (id: number) => `/api/android/feedback/respond/${id}/`;
export const publicSubmit = (schema: string) => `/api/public/gyms/${schema}/feedback/`;
export const publicCategories = (schema: string) => `/api/public/gyms/${schema}/feedback/categories/`;
export const publicMine = (schema: string) => `/api/public/gyms/${schema}/feedback/mine/`;
export const publicFollowUp = (schema: string, id: number) => `/api/public/gyms/${schema}/feedback/${id}/follow-up/`;

/** One member with a known code and phone. */
export async function makeMember(ctx: TestContext, gym: TestGym, seed: MemberSeed = {}) {
  const [row] = await insertMembers(ctx, gym, [{ phone: "9876501234", ...seed }]);
  if (!row) throw new Error("member not inserted");
  return { id: row.id, code: row.member_id, phone: row.phone, name: `${row.first_name} ${row.last_name}` };
}

/** The public form from one address (multipart, as the page sends it). */
export function submit(ctx: TestContext, schema: string, parts: Record<string, Part>, address = "198.51.100.10") {
  return ctx.app.inject({ method: "POST", url: publicSubmit(schema), payload: form(parts), remoteAddress: address });
}

export function publicJson(ctx: TestContext, url: string, payload: object, address = "198.51.100.10") {
  return ctx.app.inject({ method: "POST", url, payload, remoteAddress: address });
}

/** The public form's fields for `member`, in `category`: a valid submission unless `overrides` spoil it. */
export const formFields = (
  member: { code: string; phone: string },
  category: number,
  overrides: Record<string, string> = {},
) => ({
  member_code: member.code,
  phone: member.phone,
  subject: "Treadmill belt",
  message: "The belt slips above 10 km/h.",
  category_id: String(category),
  rating: "3",
  ...overrides,
});

export async function categoryId(ctx: TestContext, gym: TestGym, name: string): Promise<number> {
  const res = await ctx.db.pool.query(
    `SELECT id FROM ${qualified(gym.schema, "feedback_categories")} WHERE name = $1`,
    [name],
  );
  return res.rows[0].id;
}

export async function countRows(ctx: TestContext, gym: TestGym, table: "feedback" | "feedback_responses") {
  const res = await ctx.db.pool.query(`SELECT count(*)::int AS n FROM ${qualified(gym.schema, table)}`);
  return res.rows[0].n as number;
}

/** A feedback row straight into the table (the owner's tests need many, in given states). */
export async function insertFeedback(
  ctx: TestContext,
  gym: TestGym,
  row: {
    member_id?: number | null;
    subject?: string;
    status?: string;
    priority?: string;
    category_id?: number | null;
    created_at?: Date;
    rating?: number;
  } = {},
): Promise<number> {
  const res = await ctx.db.pool.query(
    `INSERT INTO ${qualified(gym.schema, "feedback")}
       (member_id, member_name, category_id, subject, message, rating, status, priority, created_at)
     VALUES ($1, 'Test Member', $2, $3, 'A message', $4,
             $5::${qualified(gym.schema, "feedback_status")}, $6::${qualified(gym.schema, "feedback_priority")},
             $7)
     RETURNING id`,
    [
      row.member_id ?? null,
      row.category_id ?? null,
      row.subject ?? "Subject",
      row.rating ?? 4,
      row.status ?? "PENDING",
      row.priority ?? "MEDIUM",
      row.created_at ?? ctx.clock.now(),
    ],
  );
  return res.rows[0].id;
}
