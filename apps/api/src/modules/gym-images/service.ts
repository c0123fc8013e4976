import { GYM_IMAGE_NOT_FOUND, type GymImage, type GymImageType, type UpdateGymImageFields } from "@gym/contracts";
import { notFound } from "../../lib/http-errors.ts";
import { MEDIA_FOLDERS } from "../../uploads/folders.ts";
import { keepFile, keepFiles, removeFiles, withKeptFiles } from "../../uploads/kept-files.ts";
import type { UploadedFile } from "../../uploads/uploaded-file.ts";
import type { AreaContext } from "../context.ts";
import type { BatchImage } from "./batch.ts";
import { groupByType, toGymImage } from "./present.ts";
import { type GymImageChanges, gymImagesRepository } from "./repository.ts";

export async function listGymImages(ctx: AreaContext, filter: { image_type?: GymImageType; is_featured?: boolean }) {
  const images = (await gymImagesRepository(ctx).list(filter)).map(toGymImage);
  return { images, grouped_images: groupByType(images) };
}

/**
 * All or nothing (decision 0020): every file is checked and kept first; if any is refused, or the
 * rows cannot be written, the files already kept are removed again.
 */
export async function addGymImages(ctx: AreaContext, batch: BatchImage[]): Promise<GymImage[]> {
  const files = batch.map((item) => item.file);
  const kept = await keepFiles(ctx, files, MEDIA_FOLDERS.gymImages, "image");
  const rows = await withKeptFiles(ctx, kept, () =>
    gymImagesRepository(ctx).createAll(
      batch.map(({ title, description, image_type, is_featured }, i) => ({
        title,
        description,
        image_type,
        is_featured,
        image: kept[i]!,
      })),
    ),
  );
  return rows.map(toGymImage);
}

/** The new file (if any) is kept first; the old one is removed only after the row points elsewhere. */
export async function updateGymImage(
  ctx: AreaContext,
  id: number,
  fields: UpdateGymImageFields,
  file: UploadedFile | undefined,
): Promise<GymImage> {
  const repo = gymImagesRepository(ctx);
  const before = await repo.find(id);
  if (!before) throw notFound(GYM_IMAGE_NOT_FOUND);
  const changes: GymImageChanges = { title: fields.title };
  if (fields.description !== undefined) changes.description = fields.description;
  if (fields.image_type !== undefined) changes.image_type = fields.image_type;
  if (fields.is_featured !== undefined) changes.is_featured = fields.is_featured;
  if (file) changes.image = await keepFile(ctx, file, MEDIA_FOLDERS.gymImages, "image");
  const after = await withKeptFiles(ctx, [changes.image], async () => {
    const row = await repo.update(id, changes);
    if (!row) throw notFound(GYM_IMAGE_NOT_FOUND);
    return row;
  });
  if (changes.image) await removeFiles(ctx, [before.image]);
  return toGymImage(after);
}

export async function deleteGymImage(ctx: AreaContext, id: number): Promise<void> {
  const removed = await gymImagesRepository(ctx).remove(id);
  if (!removed) throw notFound(GYM_IMAGE_NOT_FOUND);
  await removeFiles(ctx, [removed.image]);
}
