import { type GroupedGymImages, GYM_IMAGE_TYPES, type GymImage } from "@gym/contracts";
import { mediaUrl } from "../../uploads/media-url.ts";
import type { GymImageRow } from "./repository.ts";

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

/** The list's `grouped_images`: every type present, even when empty (part 1 §7). */
export function groupByType(images: GymImage[]): GroupedGymImages {
  const grouped = Object.fromEntries(GYM_IMAGE_TYPES.map((t) => [t, [] as GymImage[]])) as GroupedGymImages;
  for (const image of images) grouped[image.image_type].push(image);
  return grouped;
}
