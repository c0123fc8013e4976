import {
  TRAINER_DEACTIVATED_INSTEAD,
  TRAINER_DELETED,
  TRAINER_NOT_FOUND,
  type Trainer,
  type TrainerFields,
} from "@gym/contracts";
import { HttpError, notFound } from "../../../lib/http-errors.ts";
import { MEDIA_FOLDERS } from "../../../uploads/folders.ts";
import { keepFile, removeFiles, withKeptFiles } from "../../../uploads/kept-files.ts";
import type { UploadedFile } from "../../../uploads/uploaded-file.ts";
import type { AreaContext } from "../../context.ts";
import { toTrainer } from "./present.ts";
import { type TrainerChanges, trainersRepository } from "./repository.ts";

/** A refused photo (by content, decision 0120) names the field too, as the form reads it (decision 0126). */
async function keepPhoto(ctx: AreaContext, file: UploadedFile): Promise<string> {
  try {
    return await keepFile(ctx, file, MEDIA_FOLDERS.trainers, "image");
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 400) {
      throw new HttpError(400, error.message, { ...error.extra, profile_image: [error.message] });
    }
    throw error;
  }
}

export async function listTrainers(
  ctx: AreaContext,
  query: { is_active?: boolean; search?: string; page: number; page_size: number },
) {
  const { count, rows } = await trainersRepository(ctx).page(query, query.page, query.page_size);
  return { count, page: query.page, page_size: query.page_size, results: rows.map(toTrainer) };
}

export async function createTrainer(
  ctx: AreaContext,
  fields: TrainerFields,
  file: UploadedFile | undefined,
): Promise<Trainer> {
  const image = file ? await keepPhoto(ctx, file) : null;
  const row = await withKeptFiles(ctx, [image], () =>
    trainersRepository(ctx).create({
      name: fields.name,
      phone_number: fields.phone_number,
      age: fields.age,
      gender: fields.gender,
      description: fields.description ?? "",
      award: fields.award ?? "",
      is_active: fields.is_active ?? true,
      profile_image: image,
    }),
  );
  return toTrainer(row);
}

/** PUT: the whole trainer; a new file replaces the old one, which is removed once the row points elsewhere. */
export async function updateTrainer(
  ctx: AreaContext,
  id: number,
  fields: TrainerFields,
  file: UploadedFile | undefined,
): Promise<Trainer> {
  const repo = trainersRepository(ctx);
  const before = await repo.find(id);
  if (!before) throw notFound(TRAINER_NOT_FOUND);
  const changes: TrainerChanges = {
    name: fields.name,
    phone_number: fields.phone_number,
    age: fields.age,
    gender: fields.gender,
    description: fields.description ?? "",
    award: fields.award ?? "",
  };
  if (fields.is_active !== undefined) changes.is_active = fields.is_active;
  if (file) changes.profile_image = await keepPhoto(ctx, file);
  const after = await withKeptFiles(ctx, [changes.profile_image], async () => {
    const row = await repo.update(id, changes);
    if (!row) throw notFound(TRAINER_NOT_FOUND);
    return row;
  });
  if (changes.profile_image) await removeFiles(ctx, [before.profile_image]);
  return toTrainer(after);
}

export async function setTrainerActive(ctx: AreaContext, id: number, isActive: boolean): Promise<Trainer> {
  const row = await trainersRepository(ctx).update(id, { is_active: isActive });
  if (!row) throw notFound(TRAINER_NOT_FOUND);
  return toTrainer(row);
}

/** Decision 0123: a trainer with rates or bookings is deactivated, never deleted. */
export async function deleteTrainer(ctx: AreaContext, id: number) {
  const result = await trainersRepository(ctx).removeOrDeactivate(id);
  if (!result) throw notFound(TRAINER_NOT_FOUND);
  if (result.deleted) await removeFiles(ctx, [result.row.profile_image]);
  return {
    id,
    deactivated: !result.deleted,
    message: result.deleted ? TRAINER_DELETED : TRAINER_DEACTIVATED_INSTEAD,
  };
}
