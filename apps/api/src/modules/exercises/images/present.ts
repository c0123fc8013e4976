import type { ExerciseImage, ExerciseImageType } from "@gym/contracts";
import { mediaUrl } from "../../../uploads/media-url.ts";
import type { ImageRow } from "./repository.ts";

export function toExerciseImage(row: ImageRow): ExerciseImage {
  return {
    id: row.id,
    image_url: mediaUrl(row.image),
    image_type: row.image_type,
    is_primary: row.is_primary,
    alt_text: row.alt_text,
  };
}

/** One entry of the edit call's `muscle_images_updated` (part 1 §7). */
export function toUpdatedMuscleImage(type: ExerciseImageType, path: string) {
  return { type, url: mediaUrl(path) };
}
