import {
  type GroupedGymImages,
  GYM_IMAGE_NOT_FOUND,
  GYM_IMAGE_TYPES,
  type GymImage,
  type GymImageType,
  type UpdateGymImageFields,
} from "@gym/contracts";
import type { TenantDb } from "../../db/tenant-clients.ts";
import { notFound } from "../../lib/http-errors.ts";
import { INT4_MAX } from "../../lib/ids.ts";
import { removeMedia, storeMedia } from "../../uploads/media-types.ts";
import { mediaUrl } from "../../uploads/media-url.ts";
import type { UploadedFile } from "../../uploads/uploaded-file.ts";
import type { BatchImage } from "./batch.ts";
import { type GymImageChanges, type GymImageRow, gymImagesRepository } from "./repository.ts";

export interface GalleryContext {
  db: TenantDb;
  schema: string;
  uploadDir: string;
}

/** Files live under <upload dir>/<schema>/gym-images/ and are served at /media/ (decisions 0007, 0021). */
export const GYM_IMAGES_FOLDER = "gym-images";

export function toGymImage(row: GymImageRow): GymImage {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    image_type: row.image_type,
    is_featured: row.is_featured,
    image_url: mediaUrl(row.image),
    created_at: row.created_at.toISOString(),
  };
}

export function groupByType(images: GymImage[]): GroupedGymImages {
  const grouped = Object.fromEntries(GYM_IMAGE_TYPES.map((t) => [t, [] as GymImage[]])) as GroupedGymImages;
  for (const image of images) grouped[image.image_type].push(image);
  return grouped;
}

export async function listGymImages(ctx: GalleryContext, filter: { image_type?: GymImageType; is_featured?: boolean }) {
  const images = (await gymImagesRepository(ctx.db).list(filter)).map((row) => toGymImage(row));
  return { images, grouped_images: groupByType(images) };
}

/**
 * All or nothing (decision 0020): every file is checked and moved into place first; if any is
 * refused, or the rows cannot be written, the files already kept are removed again.
 */
export async function addGymImages(ctx: GalleryContext, batch: BatchImage[]): Promise<GymImage[]> {
  const stored: string[] = [];
  try {
    for (const item of batch) stored.push(await keep(ctx, item.file));
    const rows = await gymImagesRepository(ctx.db).createAll(
      batch.map(({ title, description, image_type, is_featured }, i) => ({
        title,
        description,
        image_type,
        is_featured,
        image: stored[i]!,
      })),
    );
    return rows.map((row) => toGymImage(row));
  } catch (error) {
    await Promise.all(stored.map((path) => removeMedia(ctx.uploadDir, path)));
    throw error;
  }
}

/** The new file (if any) is kept first; the old one is removed only after the row points elsewhere. */
export async function updateGymImage(
  ctx: GalleryContext,
  id: number,
  fields: UpdateGymImageFields,
  file: UploadedFile | undefined,
): Promise<GymImage> {
  const repo = gymImagesRepository(ctx.db);
  const before = id <= INT4_MAX ? await repo.find(id) : null;
  if (!before) throw notFound(GYM_IMAGE_NOT_FOUND);
  const changes: GymImageChanges = { title: fields.title };
  if (fields.description !== undefined) changes.description = fields.description;
  if (fields.image_type !== undefined) changes.image_type = fields.image_type;
  if (fields.is_featured !== undefined) changes.is_featured = fields.is_featured;
  if (file) changes.image = await keep(ctx, file);
  let after: GymImageRow | null;
  try {
    after = await repo.update(id, changes);
  } catch (error) {
    await removeMedia(ctx.uploadDir, changes.image);
    throw error;
  }
  if (!after) {
    await removeMedia(ctx.uploadDir, changes.image);
    throw notFound(GYM_IMAGE_NOT_FOUND);
  }
  if (changes.image) await removeMedia(ctx.uploadDir, before.image);
  return toGymImage(after);
}

export async function deleteGymImage(ctx: GalleryContext, id: number): Promise<void> {
  const removed = id <= INT4_MAX ? await gymImagesRepository(ctx.db).remove(id) : null;
  if (!removed) throw notFound(GYM_IMAGE_NOT_FOUND);
  await removeMedia(ctx.uploadDir, removed.image);
}

function keep(ctx: GalleryContext, file: UploadedFile): Promise<string> {
  return storeMedia(ctx.uploadDir, file, { schema: ctx.schema, folder: GYM_IMAGES_FOLDER, kind: "image" });
}
