import {
  EXERCISE_IMAGE_NOT_FOUND,
  EXERCISE_NOT_FOUND,
  type ExerciseImage,
  type ExerciseImageType,
  imagesAddedText,
  MUSCLE_IMAGE_FIELDS,
  type UpdateExerciseImageFields,
} from "@gym/contracts";
import { notFound } from "../../../lib/http-errors.ts";
import { MEDIA_FOLDERS } from "../../../uploads/folders.ts";
import { keepFiles, removeFiles, withKeptFiles } from "../../../uploads/kept-files.ts";
import type { UploadedFile } from "../../../uploads/uploaded-file.ts";
import type { AreaContext } from "../../context.ts";
import type { BatchImage } from "./batch.ts";
import { toExerciseImage, toUpdatedMuscleImage } from "./present.ts";
import { exerciseImagesRepository } from "./repository.ts";

async function exerciseName(ctx: AreaContext, id: number): Promise<string> {
  const name = await exerciseImagesRepository(ctx).exerciseName(id);
  if (name === null) throw notFound(EXERCISE_NOT_FOUND);
  return name;
}

const keepImages = (ctx: AreaContext, files: UploadedFile[]) => keepFiles(ctx, files, MEDIA_FOLDERS.exercises, "image");

/** Adds images in one transaction holding the exercise's lock. All or nothing, files included. */
export async function addExerciseImages(ctx: AreaContext, id: number, batch: BatchImage[]) {
  const name = await exerciseName(ctx, id);
  const kept = await keepImages(
    ctx,
    batch.map((b) => b.file),
  );
  const rows = await withKeptFiles(ctx, kept, async () => {
    const created = await exerciseImagesRepository(ctx).add(
      id,
      batch.map((b, i) => ({
        image: kept[i]!,
        image_type: b.image_type,
        alt_text: b.alt_text ?? "",
        is_primary: b.is_primary,
      })),
    );
    if (!created) throw notFound(EXERCISE_NOT_FOUND);
    return created;
  });
  const images = rows.map(toExerciseImage);
  return { message: imagesAddedText(images.length, name), images };
}

/**
 * PATCH .../{id}/edit/: each given muscle picture replaces the exercise's pictures of that type
 * (decision 0041); the replaced files are removed after the commit.
 */
export async function replaceMuscleImages(
  ctx: AreaContext,
  id: number,
  files: Partial<Record<keyof typeof MUSCLE_IMAGE_FIELDS, UploadedFile>>,
) {
  await exerciseName(ctx, id);
  const given = (Object.keys(MUSCLE_IMAGE_FIELDS) as (keyof typeof MUSCLE_IMAGE_FIELDS)[]).filter((f) => files[f]);
  const kept = await keepImages(
    ctx,
    given.map((f) => files[f]!),
  );
  const types = given.map((f) => MUSCLE_IMAGE_FIELDS[f]);
  const replaced = await withKeptFiles(ctx, kept, async () => {
    const old = await exerciseImagesRepository(ctx).replaceTypes(
      id,
      types.map((image_type, i) => ({ image: kept[i]!, image_type })),
    );
    if (!old) throw notFound(EXERCISE_NOT_FOUND);
    return old;
  });
  await removeFiles(ctx, replaced);
  return types.map((type, i) => toUpdatedMuscleImage(type, kept[i]!));
}

/** DELETE .../{id}/delete-image/?image_type=: every image of that type, rows and files. */
export async function deleteImagesOfType(ctx: AreaContext, id: number, type: ExerciseImageType) {
  // The locked read answers "no such exercise" itself; no separate lookup first.
  const result = await exerciseImagesRepository(ctx).removeType(id, type);
  if (!result) throw notFound(EXERCISE_NOT_FOUND);
  await removeFiles(ctx, result.files);
  return { total_deleted: result.files.length, remaining_images_count: result.remaining };
}

/** PATCH /api/exercise/{id}/images/{imageId}/update/: only an image of that exercise (else 404). */
export async function updateExerciseImage(
  ctx: AreaContext,
  id: number,
  imageId: number,
  fields: UpdateExerciseImageFields,
): Promise<ExerciseImage> {
  const row = await exerciseImagesRepository(ctx).update(id, imageId, fields);
  if (!row) throw notFound(EXERCISE_IMAGE_NOT_FOUND);
  return toExerciseImage(row);
}
