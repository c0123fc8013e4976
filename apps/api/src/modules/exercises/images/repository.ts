import type { ExerciseImageType, UpdateExerciseImageFields } from "@gym/contracts";
import type { ExerciseImage as ImageRow } from "../../../generated/prisma/client.ts";
import type { DataContext } from "../../context.ts";
import { withLockedExercise } from "../exercises/lock-repository.ts";

export type { ImageRow };

export interface NewImage {
  image: string;
  image_type: ExerciseImageType;
  alt_text?: string;
  is_primary?: boolean;
}

/**
 * An exercise's pictures. Every write runs under the exercise's row lock (exercises/lock-repository.ts) and
 * answers null when the exercise is gone; the partial unique index keeps one primary image at most.
 */
export function exerciseImagesRepository(ctx: DataContext) {
  const { db } = ctx;
  return {
    /** The exercise's name (the add message names it), or null when there is no such exercise. */
    async exerciseName(exerciseId: number): Promise<string | null> {
      const row = await db.exercise.findUnique({ where: { id: exerciseId }, select: { name: true } });
      return row?.name ?? null;
    },

    /** Adds images; a new primary unsets the previous one. */
    add(exerciseId: number, images: NewImage[]): Promise<ImageRow[] | null> {
      return withLockedExercise(ctx, exerciseId, async (tx) => {
        if (images.some((i) => i.is_primary)) {
          await tx.exerciseImage.updateMany({
            where: { exercise_id: exerciseId, is_primary: true },
            data: { is_primary: false },
          });
        }
        const rows = await tx.exerciseImage.createManyAndReturn({
          data: images.map((i) => ({ ...i, exercise_id: exerciseId })),
        });
        return rows.sort((a, b) => a.id - b.id);
      });
    },

    /** Replaces every image of the given images' types with them; returns the replaced paths. */
    replaceTypes(exerciseId: number, images: NewImage[]): Promise<string[] | null> {
      return withLockedExercise(ctx, exerciseId, async (tx) => {
        const types = images.map((i) => i.image_type);
        const old = await tx.exerciseImage.findMany({ where: { exercise_id: exerciseId, image_type: { in: types } } });
        await tx.exerciseImage.deleteMany({ where: { id: { in: old.map((o) => o.id) } } });
        await tx.exerciseImage.createMany({ data: images.map((i) => ({ ...i, exercise_id: exerciseId })) });
        return old.map((o) => o.image);
      });
    },

    /** Deletes every image of one type; returns their paths and how many images the exercise keeps. */
    removeType(exerciseId: number, type: ExerciseImageType) {
      return withLockedExercise(ctx, exerciseId, async (tx) => {
        const doomed = await tx.exerciseImage.findMany({
          where: { exercise_id: exerciseId, image_type: type },
          orderBy: { id: "asc" },
        });
        await tx.exerciseImage.deleteMany({ where: { id: { in: doomed.map((d) => d.id) } } });
        const remaining = await tx.exerciseImage.count({ where: { exercise_id: exerciseId } });
        return { files: doomed.map((d) => d.image), remaining };
      });
    },

    /** Null when the image is not one of that exercise's. Marking it primary unsets the others. */
    async update(exerciseId: number, imageId: number, fields: UpdateExerciseImageFields): Promise<ImageRow | null> {
      const row = await withLockedExercise(ctx, exerciseId, async (tx) => {
        const image = await tx.exerciseImage.findFirst({ where: { id: imageId, exercise_id: exerciseId } });
        if (!image) return null;
        if (fields.is_primary) {
          await tx.exerciseImage.updateMany({
            where: { exercise_id: exerciseId, is_primary: true, NOT: { id: imageId } },
            data: { is_primary: false },
          });
        }
        return tx.exerciseImage.update({
          where: { id: imageId },
          data: { alt_text: fields.alt_text, is_primary: fields.is_primary, image_type: fields.image_type },
        });
      });
      return row ?? null;
    },
  };
}
