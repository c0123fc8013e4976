import { MAX_EXERCISE_IMAGES_PER_UPLOAD } from "@gym/contracts";
import type { ExerciseImageType } from "../api/types.ts";

export const DEFAULT_UPLOAD_IMAGE_TYPE: ExerciseImageType = "DEMO";

export interface ImageDraft {
  file: File;
  image_type: ExerciseImageType;
  alt_text: string;
  is_primary: boolean;
}

export interface BatchResult {
  batch: ImageDraft[];
  /** How many offered files were left out because the batch was full. */
  ignored: number;
}

/** Adds files in order until the batch holds the maximum; the rest are ignored (and reported). */
export function addToBatch(
  current: readonly ImageDraft[],
  files: readonly File[],
  max = MAX_EXERCISE_IMAGES_PER_UPLOAD,
) {
  const room = Math.max(0, max - current.length);
  const taken = files.slice(0, room).map<ImageDraft>((file) => ({
    file,
    image_type: DEFAULT_UPLOAD_IMAGE_TYPE,
    alt_text: "",
    is_primary: false,
  }));
  return { batch: [...current, ...taken], ignored: files.length - taken.length } satisfies BatchResult;
}

/** At most one image of a batch is primary: marking one clears the others; marking it again clears it. */
export function togglePrimary(batch: readonly ImageDraft[], index: number): ImageDraft[] {
  return batch.map((draft, i) => ({ ...draft, is_primary: i === index ? !draft.is_primary : false }));
}

export function removeFromBatch(batch: readonly ImageDraft[], index: number): ImageDraft[] {
  return batch.filter((_, i) => i !== index);
}

/** Part 1 §7, add-images: "multipart image_N, image_type_N, alt_text_N, is_primary_N from N=1". */
export function addImagesFormData(batch: readonly ImageDraft[]): FormData {
  const form = new FormData();
  batch.forEach((draft, index) => {
    const n = index + 1;
    form.append(`image_${n}`, draft.file);
    form.append(`image_type_${n}`, draft.image_type);
    form.append(`alt_text_${n}`, draft.alt_text.trim());
    form.append(`is_primary_${n}`, String(draft.is_primary));
  });
  return form;
}
