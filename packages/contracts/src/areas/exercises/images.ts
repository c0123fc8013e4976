import { authFields, dbId, dbIdWith, formBoolean, successMessageBody } from "../../common.ts";
import { z } from "../../messages.ts";
import { EXERCISE_IMAGE_TYPES, exerciseImageType } from "./enums.ts";
import { exerciseImage } from "./exercise.ts";
import { blankToUndefined, formEnum, text, upper } from "./form.ts";

// ---- Exercise images: muscle images, add-images, upload-image, delete by type, edit one -----------

/** PATCH /api/android/exercise/{id}/edit/: files primary_muscle_image and/or secondary_muscle_image (≤ 5 MB). */
export const MUSCLE_IMAGE_FIELDS = {
  primary_muscle_image: "PRIMARY_MUSCLE",
  secondary_muscle_image: "SECONDARY_MUSCLE",
} as const;
export const muscleImagesUpdatedResponse = successMessageBody({
  muscle_images_updated: z.array(z.object({ type: exerciseImageType, url: z.string() })),
});
export type MuscleImagesUpdatedResponse = z.infer<typeof muscleImagesUpdatedResponse>;

/** Multipart field names of the add-images call, N from 1 to 5. */
export const exerciseImageFields = (n: number) =>
  ({
    image: `image_${n}`,
    image_type: `image_type_${n}`,
    alt_text: `alt_text_${n}`,
    is_primary: `is_primary_${n}`,
  }) as const;

/** The text fields of one image (add-images batch entry, upload-image). */
export const exerciseImageTextFields = z.object({
  image_type: z.preprocess((v) => upper(blankToUndefined(v)), exerciseImageType.default("DEMO")),
  alt_text: text(255),
  is_primary: z.preprocess(blankToUndefined, formBoolean.default(false)),
});
export type ExerciseImageTextFields = z.infer<typeof exerciseImageTextFields>;

export const addExerciseImagesResponse = successMessageBody({
  /** The images added by this call. */
  images: z.array(exerciseImage),
});
export type AddExerciseImagesResponse = z.infer<typeof addExerciseImagesResponse>;

/** POST /api/android/exercise/upload-image/ text fields; the file is `image`. */
export const uploadExerciseImageFields = exerciseImageTextFields.extend({
  exercise_id: z.preprocess(
    blankToUndefined,
    dbIdWith({ required: "exercise_id is required", invalid: "exercise_id must be a whole number" }),
  ),
});
export type UploadExerciseImageFields = z.infer<typeof uploadExerciseImageFields>;

export const exerciseImageResponse = successMessageBody({ image: exerciseImage });
export type ExerciseImageResponse = z.infer<typeof exerciseImageResponse>;

/** DELETE /api/android/exercise/{id}/delete-image/?image_type=... */
export const deleteExerciseImagesQuery = z.object({
  ...authFields,
  image_type: z.preprocess(
    (v) => upper(blankToUndefined(v)),
    z.enum(EXERCISE_IMAGE_TYPES, { error: `image_type must be one of ${EXERCISE_IMAGE_TYPES.join(", ")}` }),
  ),
});
export const deleteExerciseImagesResponse = successMessageBody({
  total_deleted: z.number().int(),
  remaining_images_count: z.number().int(),
});
export type DeleteExerciseImagesResponse = z.infer<typeof deleteExerciseImagesResponse>;

/** PATCH /api/exercise/{id}/images/{imageId}/update/ (JSON or form). */
export const updateExerciseImageFields = z.object({
  alt_text: text(255),
  is_primary: z.preprocess(blankToUndefined, formBoolean.optional()),
  image_type: formEnum(EXERCISE_IMAGE_TYPES),
});
export type UpdateExerciseImageFields = z.infer<typeof updateExerciseImageFields>;

export const exerciseImageParams = z.object({ id: dbId, imageId: dbId });
