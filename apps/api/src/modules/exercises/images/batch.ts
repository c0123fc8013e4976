import {
  EXERCISE_SELECT_AT_LEAST_ONE_IMAGE,
  type ExerciseImageTextFields,
  exerciseImageFields,
  exerciseImageTextFields,
  MAX_EXERCISE_IMAGES_PER_UPLOAD,
  TOO_MANY_EXERCISE_IMAGES,
} from "@gym/contracts";
import { badRequest } from "../../../lib/http-errors.ts";
import { isUploadedFile, type UploadedFile } from "../../../uploads/uploaded-file.ts";

export interface BatchImage extends ExerciseImageTextFields {
  file: UploadedFile;
}

export const ONE_PRIMARY_PER_BATCH = "Only one image can be marked primary";

/**
 * Reads the add-images form (part 1 §7): image_N, image_type_N, alt_text_N, is_primary_N with N from 1.
 * Every image_N present is taken, in order of N; at most 5 and at most one marked primary.
 */
export function readImageBatch(body: Record<string, unknown>): BatchImage[] {
  const numbers = Object.keys(body)
    .map((key) => /^image_(\d{1,3})$/.exec(key))
    .filter((m): m is RegExpExecArray => m !== null && body[m[0]] !== undefined && body[m[0]] !== "")
    .map((m) => Number(m[1]))
    .sort((a, b) => a - b);
  if (numbers.length === 0) throw badRequest(EXERCISE_SELECT_AT_LEAST_ONE_IMAGE);
  if (numbers.length > MAX_EXERCISE_IMAGES_PER_UPLOAD) throw badRequest(TOO_MANY_EXERCISE_IMAGES);
  const batch = numbers.map((n) => {
    const names = exerciseImageFields(n);
    const file = body[names.image];
    if (!isUploadedFile(file)) throw badRequest(`${names.image} must be a file`);
    const parsed = exerciseImageTextFields.safeParse({
      image_type: body[names.image_type],
      alt_text: body[names.alt_text],
      is_primary: body[names.is_primary],
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = String(issue.path[0] ?? "image_type");
      throw badRequest(`${field}_${n}: ${issue.message}`);
    }
    return { ...parsed.data, file };
  });
  if (batch.filter((b) => b.is_primary).length > 1) throw badRequest(ONE_PRIMARY_PER_BATCH);
  return batch;
}
