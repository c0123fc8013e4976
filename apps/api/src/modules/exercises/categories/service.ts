import {
  CATEGORY_NOT_FOUND,
  type CreateCategoryFields,
  categoryNameTaken,
  EXERCISE_DEFAULTS,
  type ExerciseCategory,
  type UpdateCategoryFields,
} from "@gym/contracts";
import { uniqueOrConflict } from "../../../lib/db-errors.ts";
import { notFound } from "../../../lib/http-errors.ts";
import { MEDIA_FOLDERS } from "../../../uploads/folders.ts";
import { keepFile, removeFiles, withKeptFiles } from "../../../uploads/kept-files.ts";
import type { UploadedFile } from "../../../uploads/uploaded-file.ts";
import type { AreaContext } from "../../context.ts";
import { toCategory } from "./present.ts";
import { type CategoryData, categoriesRepository } from "./repository.ts";

export async function listCategories(ctx: AreaContext): Promise<ExerciseCategory[]> {
  return (await categoriesRepository(ctx).list()).map(toCategory);
}

export async function createCategory(ctx: AreaContext, fields: CreateCategoryFields, image?: UploadedFile) {
  const stored = image ? await keepFile(ctx, image, MEDIA_FOLDERS.exerciseCategories, "image") : null;
  const row = await withKeptFiles(ctx, [stored], () =>
    uniqueOrConflict(categoryNameTaken(fields.name), () =>
      categoriesRepository(ctx).create({
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
  ctx: AreaContext,
  id: number,
  fields: UpdateCategoryFields,
  image?: UploadedFile,
): Promise<ExerciseCategory> {
  const repo = categoriesRepository(ctx);
  const before = await repo.find(id);
  if (!before) throw notFound(CATEGORY_NOT_FOUND);
  const changes: Partial<CategoryData> = {};
  if (fields.name !== undefined) changes.name = fields.name;
  if (fields.description !== undefined) changes.description = fields.description;
  if (fields.display_order !== undefined) changes.display_order = fields.display_order;
  if (image) changes.image = await keepFile(ctx, image, MEDIA_FOLDERS.exerciseCategories, "image");
  const after = await withKeptFiles(ctx, [changes.image], async () => {
    const row = await uniqueOrConflict(categoryNameTaken(changes.name ?? before.name), () => repo.update(id, changes));
    if (!row) throw notFound(CATEGORY_NOT_FOUND);
    return row;
  });
  if (changes.image) await removeFiles(ctx, [before.image]);
  return toCategory(after);
}
