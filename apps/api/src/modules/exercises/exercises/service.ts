import {
  type CreateExerciseFields,
  dbId,
  EXERCISE_DEFAULTS,
  EXERCISE_NOT_FOUND,
  type Exercise,
  type ExerciseMenuQuery,
  exerciseNameTaken,
  exerciseNotFoundText,
  type UpdateExerciseFields,
  unknownCategoryText,
  unknownMuscleGroupsText,
} from "@gym/contracts";
import { uniqueOrConflict } from "../../../lib/db-errors.ts";
import { badRequest, notFound } from "../../../lib/http-errors.ts";
import { MEDIA_FOLDERS } from "../../../uploads/folders.ts";
import { keepFile, removeFiles, withKeptFiles } from "../../../uploads/kept-files.ts";
import type { UploadedFile } from "../../../uploads/uploaded-file.ts";
import type { AreaContext } from "../../context.ts";
import { categoriesRepository } from "../categories/repository.ts";
import { muscleGroupsRepository } from "../muscle-groups/repository.ts";
import { toExercise } from "./present.ts";
import { exercisesRepository } from "./repository.ts";

export interface MainMedia {
  main_image?: UploadedFile;
  main_video?: UploadedFile;
}

/** GET .../exercise/menu/: filtered and ordered in SQL; the whole list unless a page is asked for (decision 0042). */
export async function exerciseMenu(ctx: AreaContext, q: ExerciseMenuQuery) {
  const repo = exercisesRepository(ctx);
  const paged = q.page !== undefined || q.page_size !== undefined;
  const page = q.page ?? 1;
  const page_size = q.page_size ?? 50;
  const offset = Math.min((page - 1) * page_size, Number.MAX_SAFE_INTEGER);
  const { ids, count } = await repo.menuIds(q, paged ? { limit: page_size, offset } : undefined);
  const exercises = (await repo.findMany(ids)).map(toExercise);
  return paged ? { exercises, count, page, page_size } : { exercises, count };
}

/** The detail page's lookup (part 1 §2): numeric id, then exercise_id, then the name slug. */
export async function exerciseDetail(ctx: AreaContext, key: string): Promise<Exercise> {
  const repo = exercisesRepository(ctx);
  const numeric = /^\d+$/.test(key) ? dbId.safeParse(key) : null;
  let row = numeric?.success ? await repo.find(numeric.data) : null;
  if (!row) {
    const id = await repo.findIdByCodeOrSlug(key);
    row = id ? await repo.find(id) : null;
  }
  if (!row) throw notFound(exerciseNotFoundText(key));
  return toExercise(row);
}

/** Category and muscle groups must be this gym's; the primary group is never also a secondary one. */
async function checkReferences(ctx: AreaContext, ids: { category?: number; muscles: number[] }) {
  if (ids.category !== undefined && !(await categoriesRepository(ctx).exists(ids.category))) {
    throw badRequest(unknownCategoryText(ids.category));
  }
  const found = await muscleGroupsRepository(ctx).existing(ids.muscles);
  const missing = ids.muscles.filter((id) => !found.has(id));
  if (missing.length) throw badRequest(unknownMuscleGroupsText(missing));
}

async function keepMainMedia(ctx: AreaContext, files: MainMedia) {
  const keep = (file: UploadedFile, kind: "image" | "video") => keepFile(ctx, file, MEDIA_FOLDERS.exercises, kind);
  const image = files.main_image ? await keep(files.main_image, "image") : null;
  const video = files.main_video ? await withKeptFiles(ctx, [image], () => keep(files.main_video!, "video")) : null;
  return { image, video };
}

const pick = <T>(...values: (T | undefined)[]) => values.find((v) => v !== undefined);

export async function createExercise(ctx: AreaContext, fields: CreateExerciseFields, files: MainMedia) {
  const primary = fields.primary_muscle_group_id;
  const secondary = (fields.secondary_muscle_group_ids ?? []).filter((id) => id !== primary);
  await checkReferences(ctx, { category: fields.category_id, muscles: [primary, ...secondary] });
  const { image, video } = await keepMainMedia(ctx, files);
  const row = await withKeptFiles(ctx, [image, video], () =>
    uniqueOrConflict(exerciseNameTaken(fields.name), () =>
      exercisesRepository(ctx).create({
        name: fields.name,
        description: fields.description ?? "",
        instructions: fields.instructions ?? "",
        tips: fields.tips ?? "",
        form_instructions: fields.form_instructions ?? "",
        safety_tips: fields.safety_tips ?? "",
        common_mistakes: fields.common_mistakes ?? "",
        category_id: fields.category_id,
        primary_muscle_group_id: primary,
        difficulty: pick(fields.difficulty, fields.difficulty_level) ?? EXERCISE_DEFAULTS.difficulty,
        equipment: pick(fields.equipment, fields.equipment_needed) ?? EXERCISE_DEFAULTS.equipment,
        estimated_duration: fields.estimated_duration ?? null,
        calories_burned_per_minute: fields.calories_burned_per_minute ?? null,
        exercise_type: fields.exercise_type ?? EXERCISE_DEFAULTS.exercise_type,
        force_type: fields.force_type ?? EXERCISE_DEFAULTS.force_type,
        mechanics_type: fields.mechanics_type ?? EXERCISE_DEFAULTS.mechanics_type,
        is_active: fields.is_active ?? true,
        tags: fields.tags ?? [],
        main_image: image,
        secondary,
        main_video: video,
      }),
    ),
  );
  return toExercise(row);
}

/**
 * PATCH .../{id}/update/: the given fields, a new main image and/or main video. New files are kept
 * first; the replaced ones are removed only after the transaction has committed.
 */
export async function updateExercise(ctx: AreaContext, id: number, fields: UpdateExerciseFields, files: MainMedia) {
  const repo = exercisesRepository(ctx);
  const before = await repo.findNameAndPrimary(id);
  if (!before) throw notFound(EXERCISE_NOT_FOUND);
  const primary = fields.primary_muscle_group_id ?? before.primary_muscle_group_id;
  const secondary = fields.secondary_muscle_group_ids?.filter((m) => m !== primary);
  await checkReferences(ctx, {
    category: fields.category_id,
    muscles: [...(fields.primary_muscle_group_id ? [primary] : []), ...(secondary ?? [])],
  });
  const { image, video } = await keepMainMedia(ctx, files);
  const replaced = await withKeptFiles(ctx, [image, video], async () => {
    const changes = {
      name: fields.name,
      description: fields.description,
      instructions: fields.instructions,
      tips: fields.tips,
      form_instructions: fields.form_instructions,
      safety_tips: fields.safety_tips,
      common_mistakes: fields.common_mistakes,
      category_id: fields.category_id,
      primary_muscle_group_id: fields.primary_muscle_group_id,
      difficulty: pick(fields.difficulty, fields.difficulty_level),
      equipment: pick(fields.equipment, fields.equipment_needed),
      estimated_duration: fields.estimated_duration,
      calories_burned_per_minute: fields.calories_burned_per_minute,
      exercise_type: fields.exercise_type,
      force_type: fields.force_type,
      mechanics_type: fields.mechanics_type,
      is_active: fields.is_active,
      tags: fields.tags,
      main_image: image ?? undefined,
    };
    const result = await uniqueOrConflict(exerciseNameTaken(fields.name ?? before.name), () =>
      repo.update(id, changes, { secondary, main_video: video }),
    );
    if (!result) throw notFound(EXERCISE_NOT_FOUND);
    return result;
  });
  await removeFiles(ctx, replaced);
  return toExercise((await repo.find(id))!);
}
