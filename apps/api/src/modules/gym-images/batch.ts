import {
  addGymImageFields,
  DEFAULT_GYM_IMAGE_TYPE,
  defaultGymImageTitle,
  type GymImageType,
  gymImageFields,
  MAX_GYM_IMAGES_PER_UPLOAD,
  SELECT_AT_LEAST_ONE_IMAGE,
  TOO_MANY_GYM_IMAGES,
} from "@gym/contracts";
import { badRequest } from "../../lib/http-errors.ts";
import { isUploadedFile, type UploadedFile } from "../../uploads/uploaded-file.ts";

/** One image of an add batch: its file and its text fields with the spec's defaults applied. */
export interface BatchImage {
  n: number;
  file: UploadedFile;
  title: string;
  description: string;
  image_type: GymImageType;
  is_featured: boolean;
}

const IMAGE_FIELD = /^image_(\d+)$/;
const present = (v: unknown) => v !== undefined && v !== null && !(typeof v === "string" && v.trim() === "");

/**
 * Reads the add call's form: image_N, image_type_N, title_N, description_N, is_featured_N for
 * N = 1..5 (part 1 §7). At least one image (part 1 §5), at most five (§9); a text value where a
 * file belongs, or two files under one name, is refused rather than guessed at.
 */
export function readBatch(body: Record<string, unknown>): BatchImage[] {
  const numbers = Object.keys(body)
    .map((key) => (present(body[key]) ? IMAGE_FIELD.exec(key) : null))
    .filter((m) => m !== null)
    .map((m) => Number(m[1]))
    .sort((a, b) => a - b);
  if (numbers.length === 0) throw badRequest(SELECT_AT_LEAST_ONE_IMAGE);
  if (numbers.length > MAX_GYM_IMAGES_PER_UPLOAD || numbers.some((n) => n < 1 || n > MAX_GYM_IMAGES_PER_UPLOAD)) {
    throw badRequest(TOO_MANY_GYM_IMAGES);
  }
  return numbers.map((n) => readSlot(body, n));
}

function readSlot(body: Record<string, unknown>, n: number): BatchImage {
  const names = gymImageFields(n);
  const file = body[names.image];
  if (!isUploadedFile(file)) {
    throw badRequest(`${names.image}: only image files are allowed (JPG, PNG, GIF, WebP)`, {
      errors: { [names.image]: "must be one image file" },
    });
  }
  const parsed = addGymImageFields.safeParse({
    image_type: body[names.image_type],
    title: body[names.title],
    description: body[names.description],
    is_featured: body[names.is_featured],
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const key = String(issue?.path[0] ?? "image_type") as keyof typeof names;
    const field = names[key] ?? key;
    const message = (issue?.message ?? "is invalid").replace(new RegExp(`^${key}\\b`), field);
    throw badRequest(message, { errors: { [field]: message } });
  }
  const fields = parsed.data;
  return {
    n,
    file,
    title: fields.title ?? defaultGymImageTitle(n),
    description: fields.description ?? "",
    image_type: fields.image_type ?? DEFAULT_GYM_IMAGE_TYPE,
    is_featured: fields.is_featured ?? false,
  };
}
