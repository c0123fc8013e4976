import {
  EXERCISE_IMAGE_MAX_BYTES,
  EXERCISE_VIDEO_MAX_BYTES,
  exerciseImageTooLarge,
  exerciseVideoTooLarge,
} from "@gym/contracts";
import { formatMegabytes } from "../../../lib/file-size.ts";

/** Part 1 §9: "Exercise main image 5 MB (5242880 bytes); main video 50 MB (52428800 bytes)." */
export const MAX_MAIN_IMAGE_BYTES = EXERCISE_IMAGE_MAX_BYTES;
export const MAX_MAIN_VIDEO_BYTES = EXERCISE_VIDEO_MAX_BYTES;

/** Part 1 §5, word for word: 'Image file is too large ({size}MB). Maximum allowed size is 5MB.' */
export function imageTooLargeMessage(bytes: number): string {
  return exerciseImageTooLarge(formatMegabytes(bytes));
}

export function videoTooLargeMessage(bytes: number): string {
  return exerciseVideoTooLarge(formatMegabytes(bytes));
}

/** The message for a main image or video over its limit, or null when the file may be sent. */
export function mainMediaSizeError(kind: "image" | "video", file: Pick<File, "size">): string | null {
  if (kind === "image") return file.size > MAX_MAIN_IMAGE_BYTES ? imageTooLargeMessage(file.size) : null;
  return file.size > MAX_MAIN_VIDEO_BYTES ? videoTooLargeMessage(file.size) : null;
}
