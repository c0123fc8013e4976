import {
  type CreatePostFields,
  dateTimeToInstant,
  POST_DEADLINE_AFTER_END,
  POST_END_BEFORE_START,
  POST_EXPIRE_BEFORE_PUBLISH,
  type UpdatePostFields,
} from "@gym/contracts";
import { badRequest } from "../../../lib/http-errors.ts";
import type { PostChanges } from "./repository.ts";

const TEXT_FIELDS = [
  "subtitle",
  "description",
  "short_description",
  "tags",
  "video_url",
  "content",
  "call_to_action_text",
  "call_to_action_url",
  "prize_details",
  "advertiser_name",
  "advertiser_contact",
  "promo_code",
  "meta_title",
  "meta_description",
] as const;
const DATE_FIELDS = ["start_date", "end_date", "registration_deadline", "publish_at", "expire_at"] as const;
type DateField = (typeof DATE_FIELDS)[number];
const PLAIN_FIELDS = [
  "max_participants",
  "entry_fee",
  "discount_percentage",
  "status",
  "priority",
  "is_active",
  "is_featured",
  "is_pinned",
  "background_color",
  "text_color",
] as const;

/**
 * The columns a create or update writes: only the fields the request carried (an omitted field
 * keeps its value, decision 0142). Zone-less dates are the gym's wall clock.
 */
export function toChanges(fields: CreatePostFields | UpdatePostFields, timeZone: string): PostChanges {
  const changes: Record<string, unknown> = {};
  if (fields.title !== undefined) changes.title = fields.title;
  for (const key of TEXT_FIELDS) if (fields[key] !== undefined) changes[key] = fields[key];
  for (const key of PLAIN_FIELDS) if (fields[key] !== undefined) changes[key] = fields[key];
  for (const key of DATE_FIELDS) {
    const value = fields[key];
    if (value !== undefined) changes[key] = value === null ? null : dateTimeToInstant(value, timeZone);
  }
  const category = fields.category_id !== undefined ? fields.category_id : fields.category;
  if (category !== undefined) changes.category_id = category;
  if (fields.display_order !== undefined) changes.display_order = fields.display_order ?? 0;
  return changes as PostChanges;
}

export type PostDates = Record<DateField, Date | null>;

/** The dates a post will have once `changes` are written over `before` (none for a new post). */
export function mergedDates(before: Partial<PostDates>, changes: PostChanges): PostDates {
  const pick = (key: DateField) => (key in changes ? (changes[key] as Date | null) : (before[key] ?? null)) ?? null;
  return {
    start_date: pick("start_date"),
    end_date: pick("end_date"),
    registration_deadline: pick("registration_deadline"),
    publish_at: pick("publish_at"),
    expire_at: pick("expire_at"),
  };
}

/** Part 2 §5 and decision 0142: an end before its start, a deadline after the end, an expiry not after publishing. */
export function checkDateOrder(d: PostDates): void {
  const refuse = (field: DateField, message: string) => {
    throw badRequest(message, { errors: { [field]: message } });
  };
  if (d.start_date && d.end_date && d.end_date < d.start_date) refuse("end_date", POST_END_BEFORE_START);
  if (d.registration_deadline && d.end_date && d.registration_deadline > d.end_date) {
    refuse("registration_deadline", POST_DEADLINE_AFTER_END);
  }
  if (d.publish_at && d.expire_at && d.expire_at <= d.publish_at) refuse("expire_at", POST_EXPIRE_BEFORE_PUBLISH);
}

/** The CHECK behind a refusal, when a concurrent update slipped past checkDateOrder. */
export function dateOrderMessage(error: unknown): string | null {
  const text = error instanceof Error ? error.message : String(error);
  if (text.includes("posts_end_after_start")) return POST_END_BEFORE_START;
  if (text.includes("posts_deadline_before_end")) return POST_DEADLINE_AFTER_END;
  if (text.includes("posts_expire_after_publish")) return POST_EXPIRE_BEFORE_PUBLISH;
  return null;
}
