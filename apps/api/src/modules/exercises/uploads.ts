import {
  EXERCISE_IMAGE_MAX_BYTES,
  EXERCISE_VIDEO_MAX_BYTES,
  exerciseImageTooLarge,
  exerciseVideoTooLarge,
} from "@gym/contracts";
import { uploadLimits } from "../../uploads/upload-limits.ts";
import { optionalUpload } from "../../uploads/uploaded-file.ts";

/**
 * Every upload route of the area (part 1 §5/§9): images up to 5 MB, the main video up to 50 MB, with
 * the spec's texts.
 */
export const upload = uploadLimits(
  { maxBytes: EXERCISE_IMAGE_MAX_BYTES, tooLarge: exerciseImageTooLarge },
  { main_video: { maxBytes: EXERCISE_VIDEO_MAX_BYTES, tooLarge: exerciseVideoTooLarge } },
);

/** An optional file field: blank means absent; text where a file belongs is refused. */
export const optionalFile = (field: string) => optionalUpload(`${field} must be a file`);
