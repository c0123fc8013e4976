import {
  type CreateMuscleGroupFields,
  EXERCISE_DEFAULTS,
  type MuscleGroup,
  muscleGroupNameTaken,
} from "@gym/contracts";
import { uniqueOrConflict } from "../../../lib/db-errors.ts";
import { MEDIA_FOLDERS } from "../../../uploads/folders.ts";
import { keepFile, withKeptFiles } from "../../../uploads/kept-files.ts";
import type { UploadedFile } from "../../../uploads/uploaded-file.ts";
import type { AreaContext } from "../../context.ts";
import { toMuscleGroup } from "./present.ts";
import { muscleGroupsRepository } from "./repository.ts";

export async function listMuscleGroups(ctx: AreaContext): Promise<MuscleGroup[]> {
  return (await muscleGroupsRepository(ctx).list()).map(toMuscleGroup);
}

export async function createMuscleGroup(ctx: AreaContext, fields: CreateMuscleGroupFields, image?: UploadedFile) {
  const stored = image ? await keepFile(ctx, image, MEDIA_FOLDERS.muscleGroups, "image") : null;
  const row = await withKeptFiles(ctx, [stored], () =>
    uniqueOrConflict(muscleGroupNameTaken(fields.name), () =>
      muscleGroupsRepository(ctx).create({
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
