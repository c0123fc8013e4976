import {
  createPostFields,
  DEFAULT_POST_BACKGROUND,
  DEFAULT_POST_PRIORITY,
  DEFAULT_POST_STATUS,
  DEFAULT_POST_TEXT_COLOR,
  POST_DEADLINE_AFTER_END,
  POST_END_BEFORE_START,
  POST_EXPIRE_BEFORE_PUBLISH,
  POST_IMAGE_FIELDS,
  POST_IMAGE_MAX_BYTES,
  type Post,
  type PostImageField,
  type PostPriority,
  type PostStatus,
  postImageTooLarge,
} from "@gym/contracts";
import { withFormRules } from "../../../components/form/contract-resolver.ts";
import { formatMegabytes } from "../../../lib/file-size.ts";
import { fromLocalInput, toLocalInput } from "./date-time-local.ts";

/** Text fields of the post form, as typed (part 2 §3); dates are local date-time inputs. */
export const POST_TEXT_FIELDS = [
  "title",
  "subtitle",
  "description",
  "short_description",
  "category",
  "tags",
  "video_url",
  "content",
  "call_to_action_text",
  "call_to_action_url",
  "start_date",
  "end_date",
  "registration_deadline",
  "max_participants",
  "entry_fee",
  "prize_details",
  "advertiser_name",
  "advertiser_contact",
  "discount_percentage",
  "promo_code",
  "publish_at",
  "expire_at",
  "meta_title",
  "meta_description",
  "background_color",
  "text_color",
  "display_order",
] as const;
export type PostTextField = (typeof POST_TEXT_FIELDS)[number];
const DATE_FIELDS: readonly PostTextField[] = [
  "start_date",
  "end_date",
  "registration_deadline",
  "publish_at",
  "expire_at",
];
const FLAGS = ["is_active", "is_featured", "is_pinned"] as const;

export type PostFormValues = Record<PostTextField, string> & {
  status: PostStatus;
  priority: PostPriority;
  is_active: boolean;
  is_featured: boolean;
  is_pinned: boolean;
  images: Record<PostImageField, File | null>;
  /** Stored images the owner asked to remove (edit only). */
  remove_images: PostImageField[];
};

const noImages = () =>
  Object.fromEntries(POST_IMAGE_FIELDS.map((f) => [f, null])) as Record<PostImageField, File | null>;

/** A new post: part 2 §9's defaults (published, medium, light grey on dark text, active). */
export function emptyPostForm(): PostFormValues {
  const text = Object.fromEntries(POST_TEXT_FIELDS.map((f) => [f, ""])) as Record<PostTextField, string>;
  return {
    ...text,
    background_color: DEFAULT_POST_BACKGROUND,
    text_color: DEFAULT_POST_TEXT_COLOR,
    display_order: "0",
    status: DEFAULT_POST_STATUS,
    priority: DEFAULT_POST_PRIORITY,
    is_active: true,
    is_featured: false,
    is_pinned: false,
    images: noImages(),
    remove_images: [],
  };
}

/** The form of an existing post; dates trimmed to the minute (part 2 §5). */
export function postToForm(post: Post): PostFormValues {
  const text = (v: string | number | null | undefined) => (v === null || v === undefined ? "" : String(v));
  const values = emptyPostForm();
  for (const field of POST_TEXT_FIELDS) {
    if (field === "category") values.category = text(post.category_id);
    else if (DATE_FIELDS.includes(field)) values[field] = toLocalInput(post[field as "start_date"]);
    else values[field] = text(post[field as "title"]);
  }
  return {
    ...values,
    status: post.status,
    priority: post.priority,
    is_active: post.is_active,
    is_featured: post.is_featured,
    is_pinned: post.is_pinned,
  };
}

const wire = (field: PostTextField, value: string) =>
  DATE_FIELDS.includes(field) ? fromLocalInput(value) : value.trim();

/**
 * The multipart body. Create: only non-empty fields (part 2 §7). Edit (`initial` given): only what
 * changed, a field emptied being sent blank so the server clears it; new images; images to remove.
 */
export function toPostFormData(values: PostFormValues, initial?: PostFormValues): FormData {
  const data = new FormData();
  for (const field of POST_TEXT_FIELDS) {
    const value = wire(field, values[field]);
    if (initial) {
      if (value !== wire(field, initial[field])) data.append(field, value);
    } else if (value !== "") data.append(field, value);
  }
  for (const key of ["status", "priority"] as const) {
    if (!initial || values[key] !== initial[key]) data.append(key, values[key]);
  }
  for (const flag of FLAGS) {
    if (!initial || values[flag] !== initial[flag]) data.append(flag, String(values[flag]));
  }
  for (const field of POST_IMAGE_FIELDS) {
    const file = values.images[field];
    if (file) data.append(field, file);
  }
  const removed = values.remove_images.filter((f) => !values.images[f]);
  if (removed.length) data.append("remove_images", removed.join(","));
  return data;
}

/** What the kit checks: the non-empty text fields as sent (the title always), status, priority, the new images. */
export type PostFormPayload = Record<string, unknown> & { images: Record<PostImageField, File | null> };

export function toPostPayload(values: PostFormValues): PostFormPayload {
  const body: PostFormPayload = { status: values.status, priority: values.priority, images: values.images };
  for (const field of POST_TEXT_FIELDS) {
    const value = wire(field, values[field]);
    if (value !== "" || field === "title") body[field] = value;
  }
  return body;
}

/**
 * The create call's schema (`createPostFields`, its texts) plus what the server checks across fields and
 * on files: the date order (shown at the later field even while other fields fail) and the 5 MB limit.
 */
export const postFormSchema = withFormRules<PostFormPayload>(createPostFields, (payload, report) => {
  const at = (field: PostTextField) => {
    const value = payload[field];
    const time = typeof value === "string" && value !== "" ? new Date(value).getTime() : Number.NaN;
    return Number.isNaN(time) ? null : time;
  };
  const [start, end, deadline, publish, expire] = [
    at("start_date"),
    at("end_date"),
    at("registration_deadline"),
    at("publish_at"),
    at("expire_at"),
  ];
  if (start !== null && end !== null && end < start) report("end_date", POST_END_BEFORE_START);
  if (deadline !== null && end !== null && deadline > end) report("registration_deadline", POST_DEADLINE_AFTER_END);
  if (publish !== null && expire !== null && expire <= publish) report("expire_at", POST_EXPIRE_BEFORE_PUBLISH);
  for (const field of POST_IMAGE_FIELDS) {
    const file = payload.images[field];
    if (file && file.size > POST_IMAGE_MAX_BYTES) report(field, postImageTooLarge(field, formatMegabytes(file.size)));
  }
});
