import { GYM_IMAGE_TYPES, type GymImageType } from "@gym/contracts";

/** Section titles and select labels for the spec's image types (part 1 §3). */
export const IMAGE_TYPE_LABELS: Record<GymImageType, string> = {
  FACILITY: "Facility",
  EQUIPMENT: "Equipment",
  CLASS: "Classes",
  GALLERY: "Gallery",
  EVENT: "Events",
};

export const IMAGE_TYPE_OPTIONS = GYM_IMAGE_TYPES.map((value) => ({ value, label: IMAGE_TYPE_LABELS[value] }));

export function isGymImageType(value: string | null): value is GymImageType {
  return value !== null && (GYM_IMAGE_TYPES as readonly string[]).includes(value);
}
