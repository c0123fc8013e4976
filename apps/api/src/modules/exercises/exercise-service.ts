import {
  type CreateExerciseFields,
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
import { badRequest, notFound } from "../../lib/http-errors.ts";
import { INT4_MAX } from "../../lib/ids.ts";
import type { UploadedFile } from "../../uploads/uploaded-file.ts";
import { keepFile, type LibraryContext, removeFiles, uniqueName, withKeptFiles } from "./context.ts";
import { exerciseInclude, exerciseRepository } from "./exercise-repository.ts";
import { toExercise } from "./present.ts";
import { FOLDERS } from "./uploads.ts";

export interface MainMedia {
  main_image?: UploadedFile;
  main_video?: UploadedFile;
}

const repoOf = (ctx: LibraryContext) => exerciseRepository(ctx.db, ctx.schema);

/** GET .../exercise/menu/: filtered and ordered in SQL; the whole list unless a page is asked for (decision 0042). */
export async function exerciseMenu(ctx: LibraryContext, q: ExerciseMenuQuery) {
  const repo = repoOf(ctx);
  if ((q.category_id ?? 0) > INT4_MAX || (q.muscle_group_id ?? 0) > INT4_MAX) return { exercises: [], count: 0 };
  const paged = q.page !== undefined || q.page_size !== undefined;
  const page = q.page ?? 1;
  const page_size = q.page_size ?? 50;
  const offset = Math.min((page - 1) * page_size, Number.MAX_SAFE_INTEGER);
  const { ids, count } = await repo.menuIds(q, paged ? { limit: page_size, offset } : undefined);
  const exercises = (await repo.findMany(ids)).map(toExercise);
  return paged ? { exercises, count, page, page_size } : { exercises, count };
}

/** The detail page's lookup (part 1 §2): numeric id, then exercise_id, then the name slug. */
export async function exerciseDetail(ctx: LibraryContext, key: string): Promise<Exercise> {
  const repo = repoOf(ctx);
  const numeric = /^\d{1,10}$/.test(key) && Number(key) <= INT4_MAX ? Number(key) : null;
  let row = numeric ? await repo.find(numeric) : null;
  if (!row) {
    const id = await repo.findIdByCodeOrSlug(key);
    row = id ? await repo.find(id) : null;
  }
  if (!row) throw notFound(exerciseNotFoundText(key));
  return toExercise(row);
}

/** Category and muscle groups must be this gym's; the primary group is never also a secondary one. */
async function checkReferences(ctx: LibraryContext, ids: { category?: number; muscles: number[] }) {
  const repo = repoOf(ctx);
  if (ids.category !== undefined && (ids.category > INT4_MAX || !(await repo.categoryExists(ids.category)))) {
    throw badRequest(unknownCategoryText(ids.category));
  }
  const wanted = ids.muscles.filter((id) => id <= INT4_MAX);
  const found = wanted.length ? await repo.existingMuscleGroups(wanted) : new Set<number>();
  const missing = ids.muscles.filter((id) => !found.has(id));
  if (missing.length) throw badRequest(unknownMuscleGroupsText(missing));
}

async function keepMainMedia(ctx: LibraryContext, files: MainMedia) {
  const image = files.main_image ? await keepFile(ctx, files.main_image, FOLDERS.exercises, "image") : null;
  const video = files.main_video
    ? await withKeptFiles(ctx, [image], () => keepFile(ctx, files.main_video!, FOLDERS.exercises, "video"))
    : null;
  return { image, video };
}

const pick = <T>(...values: (T | undefined)[]) => values.find((v) => v !== undefined);

export async function createExercise(ctx: LibraryContext, fields: CreateExerciseFields, files: MainMedia) {
  const primary = fields.primary_muscle_group_id;
  const secondary = (fields.secondary_muscle_group_ids ?? []).filter((id) => id !== primary);
  await checkReferences(ctx, { category: fields.category_id, muscles: [primary, ...secondary] });
  const { image, video } = await keepMainMedia(ctx, files);
  const row = await withKeptFiles(ctx, [image, video], () =>
    uniqueName(exerciseNameTaken(fields.name), () =>
      ctx.db.exercise.create({
        data: {
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
          secondary_muscles: { create: secondary.map((muscle_group_id, position) => ({ muscle_group_id, position })) },
          videos: video ? { create: { video, video_type: "MAIN" } } : undefined,
        },
        include: exerciseInclude,
      }),
    ),
  );
  return toExercise(row);
}

/**
 * PATCH .../{id}/update/: the given fields, a new main image and/or main video. New files are kept
 * first; the replaced ones are removed only after the transaction has committed.
 */
export async function updateExercise(ctx: LibraryContext, id: number, fields: UpdateExerciseFields, files: MainMedia) {
  const repo = repoOf(ctx);
  const before =
    id <= INT4_MAX
      ? await ctx.db.exercise.findUnique({ where: { id }, select: { name: true, primary_muscle_group_id: true } })
      : null;
  if (!before) throw notFound(EXERCISE_NOT_FOUND);
  const primary = fields.primary_muscle_group_id ?? before.primary_muscle_group_id;
  const secondary = fields.secondary_muscle_group_ids?.filter((m) => m !== primary);
  await checkReferences(ctx, {
    category: fields.category_id,
    muscles: [...(fields.primary_muscle_group_id ? [primary] : []), ...(secondary ?? [])],
  });
  const { image, video } = await keepMainMedia(ctx, files);
  const replaced = await withKeptFiles(ctx, [image, video], async () => {
    const result = await uniqueName(exerciseNameTaken(fields.name ?? before.name), () =>
      repo.withLockedExercise(id, async (tx) => {
        const old = await tx.exercise.findUniqueOrThrow({ where: { id }, select: { main_image: true } });
        const oldVideos = video
          ? await tx.exerciseVideo.findMany({ where: { exercise_id: id, video_type: "MAIN" } })
          : [];
        if (video) {
          await tx.exerciseVideo.deleteMany({ where: { exercise_id: id, video_type: "MAIN" } });
          await tx.exerciseVideo.create({ data: { exercise_id: id, video, video_type: "MAIN" } });
        }
        if (secondary) {
          await tx.exerciseSecondaryMuscle.deleteMany({ where: { exercise_id: id } });
          await tx.exerciseSecondaryMuscle.createMany({
            data: secondary.map((muscle_group_id, position) => ({ exercise_id: id, muscle_group_id, position })),
          });
        } else if (fields.primary_muscle_group_id) {
          await tx.exerciseSecondaryMuscle.deleteMany({ where: { exercise_id: id, muscle_group_id: primary } });
        }
        await tx.exercise.update({
          where: { id },
          data: {
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
            updated_at: new Date(),
          },
        });
        return [image ? old.main_image : null, ...oldVideos.map((v) => v.video)];
      }),
    );
    if (!result) throw notFound(EXERCISE_NOT_FOUND);
    return result;
  });
  await removeFiles(ctx, replaced);
  return toExercise((await repo.find(id))!);
}
