import {
  EXERCISE_IMAGE_MAX_BYTES,
  EXERCISE_VIDEO_MAX_BYTES,
  exerciseImageTooLarge,
  exerciseVideoTooLarge,
} from "@gym/contracts";
import type { UploadLimits } from "../../plugins/uploads.ts";
import { formatMegabytes, optionalUpload } from "../../uploads/uploaded-file.ts";

/** Form fields that carry a video; every other file field of this area is an image. */
const VIDEO_FIELDS = new Set(["main_video"]);

/**
 * Part 1 §5/§9: images up to 5 MB (5242880 bytes), the main video up to 50 MB (52428800 bytes),
 * refused while streaming with the spec's texts, the size written with two decimals.
 */
export const exerciseUploadLimits: UploadLimits = {
  maxFileBytes: (field) => (VIDEO_FIELDS.has(field) ? EXERCISE_VIDEO_MAX_BYTES : EXERCISE_IMAGE_MAX_BYTES),
  tooLarge: (field, bytes) =>
    VIDEO_FIELDS.has(field)
      ? exerciseVideoTooLarge(formatMegabytes(bytes))
      : exerciseImageTooLarge(formatMegabytes(bytes)),
};

/** An optional file field: blank means absent; text where a file belongs is refused. */
export const optionalFile = (field: string) => optionalUpload(`${field} must be a file`);

/** Folders under <upload dir>/<schema>/ (decision 0045). */
export const FOLDERS = {
  categories: "exercise-categories",
  muscleGroups: "muscle-groups",
  exercises: "exercises",
} as const;
