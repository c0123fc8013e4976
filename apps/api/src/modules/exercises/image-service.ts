import {
  EXERCISE_IMAGE_NOT_FOUND,
  EXERCISE_NOT_FOUND,
  type ExerciseImage,
  type ExerciseImageType,
  imagesAddedText,
  MUSCLE_IMAGE_FIELDS,
  type UpdateExerciseImageFields,
} from "@gym/contracts";
import { notFound } from "../../lib/http-errors.ts";
import { INT4_MAX } from "../../lib/ids.ts";
import { mediaUrl } from "../../uploads/media-url.ts";
import type { UploadedFile } from "../../uploads/uploaded-file.ts";
import { keepFile, type LibraryContext, removeFiles, withKeptFiles } from "./context.ts";
import { exerciseRepository } from "./exercise-repository.ts";
import type { BatchImage } from "./image-batch.ts";
import { toExerciseImage } from "./present.ts";
import { FOLDERS } from "./uploads.ts";

const repoOf = (ctx: LibraryContext) => exerciseRepository(ctx.db, ctx.schema);

async function exerciseName(ctx: LibraryContext, id: number): Promise<string> {
  const row = id <= INT4_MAX ? await ctx.db.exercise.findUnique({ where: { id }, select: { name: true } }) : null;
  if (!row) throw notFound(EXERCISE_NOT_FOUND);
  return row.name;
}

/** Keeps every file of a batch, or none: a refused file removes the ones already kept. */
async function keepAll(ctx: LibraryContext, files: UploadedFile[]): Promise<string[]> {
  const kept: string[] = [];
  for (const file of files)
    kept.push(await withKeptFiles(ctx, kept, () => keepFile(ctx, file, FOLDERS.exercises, "image")));
  return kept;
}

/**
 * Adds images in one transaction holding the exercise's lock: a new primary unsets the previous one
 * (the partial unique index guarantees at most one either way). All or nothing, files included.
 */
export async function addExerciseImages(ctx: LibraryContext, id: number, batch: BatchImage[]) {
  const name = await exerciseName(ctx, id);
  const kept = await keepAll(
    ctx,
    batch.map((b) => b.file),
  );
  const rows = await withKeptFiles(ctx, kept, async () => {
    const created = await repoOf(ctx).withLockedExercise(id, async (tx) => {
      if (batch.some((b) => b.is_primary)) {
        await tx.exerciseImage.updateMany({
          where: { exercise_id: id, is_primary: true },
          data: { is_primary: false },
        });
      }
      return tx.exerciseImage.createManyAndReturn({
        data: batch.map((b, i) => ({
          exercise_id: id,
          image: kept[i]!,
          image_type: b.image_type,
          alt_text: b.alt_text ?? "",
          is_primary: b.is_primary,
        })),
      });
    });
    if (!created) throw notFound(EXERCISE_NOT_FOUND);
    return created;
  });
  const images = rows.sort((a, b) => a.id - b.id).map(toExerciseImage);
  return { message: imagesAddedText(images.length, name), images };
}

/**
 * PATCH .../{id}/edit/: each given muscle picture replaces the exercise's pictures of that type
 * (decision 0041); the replaced files are removed after the commit.
 */
export async function replaceMuscleImages(
  ctx: LibraryContext,
  id: number,
  files: Partial<Record<keyof typeof MUSCLE_IMAGE_FIELDS, UploadedFile>>,
) {
  await exerciseName(ctx, id);
  const given = (Object.keys(MUSCLE_IMAGE_FIELDS) as (keyof typeof MUSCLE_IMAGE_FIELDS)[]).filter((f) => files[f]);
  const kept = await keepAll(
    ctx,
    given.map((f) => files[f]!),
  );
  const outcome = await withKeptFiles(ctx, kept, async () => {
    const done = await repoOf(ctx).withLockedExercise(id, async (tx) => {
      const types = given.map((f) => MUSCLE_IMAGE_FIELDS[f]);
      const old = await tx.exerciseImage.findMany({ where: { exercise_id: id, image_type: { in: types } } });
      await tx.exerciseImage.deleteMany({ where: { id: { in: old.map((o) => o.id) } } });
      await tx.exerciseImage.createMany({
        data: types.map((image_type, i) => ({ exercise_id: id, image: kept[i]!, image_type })),
      });
      return { old: old.map((o) => o.image), updated: types.map((type, i) => ({ type, url: mediaUrl(kept[i]!) })) };
    });
    if (!done) throw notFound(EXERCISE_NOT_FOUND);
    return done;
  });
  await removeFiles(ctx, outcome.old);
  return outcome.updated;
}

/** DELETE .../{id}/delete-image/?image_type=: every image of that type, rows and files. */
export async function deleteImagesOfType(ctx: LibraryContext, id: number, type: ExerciseImageType) {
  const repo = repoOf(ctx);
  // The locked read below answers "no such exercise" itself; no separate lookup first.
  const result =
    id <= INT4_MAX
      ? await repo.withLockedExercise(id, async (tx) => {
          const doomed = await repo.imagesOf(tx, id, type);
          await tx.exerciseImage.deleteMany({ where: { id: { in: doomed.map((d) => d.id) } } });
          const remaining = await tx.exerciseImage.count({ where: { exercise_id: id } });
          return { files: doomed.map((d) => d.image), remaining };
        })
      : null;
  if (!result) throw notFound(EXERCISE_NOT_FOUND);
  await removeFiles(ctx, result.files);
  return { total_deleted: result.files.length, remaining_images_count: result.remaining };
}

/** PATCH /api/exercise/{id}/images/{imageId}/update/: only an image of that exercise (else 404). */
export async function updateExerciseImage(
  ctx: LibraryContext,
  id: number,
  imageId: number,
  fields: UpdateExerciseImageFields,
): Promise<ExerciseImage> {
  const row =
    id <= INT4_MAX && imageId <= INT4_MAX
      ? await repoOf(ctx).withLockedExercise(id, async (tx) => {
          const image = await tx.exerciseImage.findFirst({ where: { id: imageId, exercise_id: id } });
          if (!image) return null;
          if (fields.is_primary) {
            await tx.exerciseImage.updateMany({
              where: { exercise_id: id, is_primary: true, NOT: { id: imageId } },
              data: { is_primary: false },
            });
          }
          return tx.exerciseImage.update({
            where: { id: imageId },
            data: { alt_text: fields.alt_text, is_primary: fields.is_primary, image_type: fields.image_type },
          });
        })
      : null;
  if (!row) throw notFound(EXERCISE_IMAGE_NOT_FOUND);
  return toExerciseImage(row);
}
