import {
  CATEGORY_NOT_FOUND,
  type CreateCategoryFields,
  type CreateMuscleGroupFields,
  categoryNameTaken,
  EXERCISE_DEFAULTS,
  type ExerciseCategory,
  type MuscleGroup,
  muscleGroupNameTaken,
  type UpdateCategoryFields,
} from "@gym/contracts";
import { notFound } from "../../lib/http-errors.ts";
import { INT4_MAX } from "../../lib/ids.ts";
import { mediaUrlOrNull } from "../../uploads/media-url.ts";
import type { UploadedFile } from "../../uploads/uploaded-file.ts";
import { keepFile, type LibraryContext, removeFiles, uniqueName, withKeptFiles } from "./context.ts";
import { type CategoryData, type CategoryRow, libraryRepository, type MuscleGroupRow } from "./library-repository.ts";
import { FOLDERS } from "./uploads.ts";

export function toCategory(row: CategoryRow): ExerciseCategory {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    image: mediaUrlOrNull(row.image),
    display_order: row.display_order,
    exercise_count: row._count.exercises,
  };
}

export function toMuscleGroup(row: MuscleGroupRow): MuscleGroup {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    display_order: row.display_order,
    is_active: row.is_active,
    image: mediaUrlOrNull(row.image),
    exercise_count: row._count.primary_exercises + row._count.secondary_of,
  };
}

export async function listCategories(ctx: LibraryContext): Promise<ExerciseCategory[]> {
  return (await libraryRepository(ctx.db).listCategories()).map(toCategory);
}

export async function createCategory(ctx: LibraryContext, fields: CreateCategoryFields, image?: UploadedFile) {
  const stored = image ? await keepFile(ctx, image, FOLDERS.categories, "image") : null;
  const row = await withKeptFiles(ctx, [stored], () =>
    uniqueName(categoryNameTaken(fields.name), () =>
      libraryRepository(ctx.db).createCategory({
        name: fields.name,
        description: fields.description ?? "",
        display_order: fields.display_order ?? EXERCISE_DEFAULTS.display_order,
        image: stored,
      }),
    ),
  );
  return toCategory(row);
}

/** The new picture (if any) is kept first; the old one is removed only once the row points to the new one. */
export async function updateCategory(
  ctx: LibraryContext,
  id: number,
  fields: UpdateCategoryFields,
  image?: UploadedFile,
): Promise<ExerciseCategory> {
  const repo = libraryRepository(ctx.db);
  const before = id <= INT4_MAX ? await repo.findCategory(id) : null;
  if (!before) throw notFound(CATEGORY_NOT_FOUND);
  const changes: Partial<CategoryData> = {};
  if (fields.name !== undefined) changes.name = fields.name;
  if (fields.description !== undefined) changes.description = fields.description;
  if (fields.display_order !== undefined) changes.display_order = fields.display_order;
  if (image) changes.image = await keepFile(ctx, image, FOLDERS.categories, "image");
  const after = await withKeptFiles(ctx, [changes.image], async () => {
    const row = await uniqueName(categoryNameTaken(changes.name ?? before.name), () =>
      repo.updateCategory(id, changes),
    );
    if (!row) throw notFound(CATEGORY_NOT_FOUND);
    return row;
  });
  if (changes.image) await removeFiles(ctx, [before.image]);
  return toCategory(after);
}

export async function listMuscleGroups(ctx: LibraryContext): Promise<MuscleGroup[]> {
  return (await libraryRepository(ctx.db).listMuscleGroups()).map(toMuscleGroup);
}

export async function createMuscleGroup(ctx: LibraryContext, fields: CreateMuscleGroupFields, image?: UploadedFile) {
  const stored = image ? await keepFile(ctx, image, FOLDERS.muscleGroups, "image") : null;
  const row = await withKeptFiles(ctx, [stored], () =>
    uniqueName(muscleGroupNameTaken(fields.name), () =>
      libraryRepository(ctx.db).createMuscleGroup({
        name: fields.name,
        description: fields.description ?? "",
        display_order: fields.display_order ?? EXERCISE_DEFAULTS.display_order,
        is_active: fields.is_active ?? true,
        image: stored,
      }),
    ),
  );
  return toMuscleGroup(row);
}
