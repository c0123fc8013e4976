import { authFields, formBoolean, successBody, successMessageBody } from "../common.ts";
import { z } from "../messages.ts";

/** Gym images, the gallery (part 1 §2 "Gym Images", §3, §5, §7, §8, §9). */

export const GYM_IMAGE_TYPES = ["FACILITY", "EQUIPMENT", "CLASS", "GALLERY", "EVENT"] as const;
export const gymImageType = z.enum(GYM_IMAGE_TYPES);
export type GymImageType = z.infer<typeof gymImageType>;
export const DEFAULT_GYM_IMAGE_TYPE: GymImageType = "GALLERY";

/** Part 1 §9: "Max 5 images per upload batch; gym image hint 10MB each." */
export const MAX_GYM_IMAGES_PER_UPLOAD = 5;
export const GYM_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const GYM_IMAGE_TITLE_MAX = 200;
export const GYM_IMAGE_DESCRIPTION_MAX = 2000;

// The spec's texts (part 1 §5, §8).
export const SELECT_AT_LEAST_ONE_IMAGE = "Please select at least one image";
export const GYM_IMAGES_UPLOAD_HINT = "PNG, JPG, JPEG up to 10MB each";
export const FAILED_TO_FETCH_GYM_IMAGES = "Failed to fetch gym images";
export const FAILED_TO_ADD_IMAGES = "Failed to add images";
export const FAILED_TO_UPDATE_IMAGE = "Failed to update image";
export const FAILED_TO_DELETE_IMAGE = "Failed to delete image";
// Texts the spec leaves open (docs/decisions/0020-gym-image-uploads.md).
export const TOO_MANY_GYM_IMAGES = `You can upload at most ${MAX_GYM_IMAGES_PER_UPLOAD} images at a time`;
export const GYM_IMAGE_TITLE_REQUIRED = "Title is required";
export const GYM_IMAGE_NOT_FOUND = "Gym image not found";
export const GYM_IMAGE_UPDATED = "Image updated successfully";
export const GYM_IMAGE_DELETED = "Image deleted successfully";
export const gymImagesAdded = (n: number) => `${n} image(s) added successfully`;
/** The hint's 10MB, enforced while streaming (decision 0020); `sizeMb` with two decimals. */
export const gymImageTooLarge = (field: string, sizeMb: string) =>
  `${field}: the image is too large (${sizeMb}MB). Maximum allowed size is 10MB.`;

/** Part 1 §5: "Title defaults to 'Image N'." */
export const defaultGymImageTitle = (n: number) => `Image ${n}`;

/** Multipart field names of the add call: image_N, image_type_N, title_N, description_N, is_featured_N. */
export const gymImageFields = (n: number) =>
  ({
    image: `image_${n}`,
    image_type: `image_type_${n}`,
    title: `title_${n}`,
    description: `description_${n}`,
    is_featured: `is_featured_${n}`,
  }) as const;

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const upper = (v: unknown) => (typeof v === "string" ? v.trim().toUpperCase() : v);

/** An image type from a form: blank means "not given"; case is forgiven. */
export const formImageType = z.preprocess((v) => upper(blankToUndefined(v)), gymImageType.optional());
export const formFeatured = z.preprocess(blankToUndefined, formBoolean.optional());
const description = z.string().trim().max(GYM_IMAGE_DESCRIPTION_MAX);

/** The text fields of one image in an add batch (the file itself is checked by the server). */
export const addGymImageFields = z.object({
  image_type: formImageType,
  title: z.preprocess(blankToUndefined, z.string().trim().max(GYM_IMAGE_TITLE_MAX).optional()),
  description: z.preprocess((v) => v ?? undefined, description.optional()),
  is_featured: formFeatured,
});

export const gymImage = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  image_type: gymImageType,
  is_featured: z.boolean(),
  image_url: z.string(),
  created_at: z.string(),
});
export type GymImage = z.infer<typeof gymImage>;

/** GET /api/android/gyms/images/ query. */
export const listGymImagesQuery = z.object({
  ...authFields,
  image_type: formImageType,
  is_featured: formFeatured,
});

/** Every type is a key, possibly with an empty list. */
export const groupedGymImages = z.record(gymImageType, z.array(gymImage));
export type GroupedGymImages = z.infer<typeof groupedGymImages>;

export const listGymImagesResponse = successBody({
  images: z.array(gymImage),
  grouped_images: groupedGymImages,
});
export type ListGymImagesResponse = z.infer<typeof listGymImagesResponse>;

/** PATCH /api/android/gyms/images/{id}/update/ text fields (multipart or JSON); `image` is an optional file. */
export const updateGymImageFields = z.object({
  title: z
    .string({ error: GYM_IMAGE_TITLE_REQUIRED })
    .trim()
    .min(1, { error: GYM_IMAGE_TITLE_REQUIRED })
    .max(GYM_IMAGE_TITLE_MAX),
  description: z.preprocess((v) => v ?? undefined, description.optional()),
  image_type: formImageType,
  is_featured: formFeatured,
});
export type UpdateGymImageFields = z.infer<typeof updateGymImageFields>;

export const addGymImagesResponse = successMessageBody({
  images: z.array(gymImage),
});
export type AddGymImagesResponse = z.infer<typeof addGymImagesResponse>;

export const updateGymImageResponse = successMessageBody({ image: gymImage });
export type UpdateGymImageResponse = z.infer<typeof updateGymImageResponse>;

export const deleteGymImageResponse = successMessageBody({ id: z.number().int() });
export type DeleteGymImageResponse = z.infer<typeof deleteGymImageResponse>;
