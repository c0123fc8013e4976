import { MAX_GYM_IMAGES_PER_UPLOAD, TOO_MANY_GYM_IMAGES } from "@gym/contracts";

/** Adds dropped files to those already chosen, keeping at most 5 in all (part 1 §9). */
export function takeFiles(chosen: number, dropped: File[]): { taken: File[]; warning: string | null } {
  const room = Math.max(0, MAX_GYM_IMAGES_PER_UPLOAD - chosen);
  const taken = dropped.slice(0, room);
  return { taken, warning: taken.length < dropped.length ? TOO_MANY_GYM_IMAGES : null };
}

/** Why the dropzone refused files, in words the owner can act on. */
/** The parts of the dropzone's FileRejection read here. */
export interface Rejection {
  file: { name: string };
  errors: readonly { code: string }[];
}

export function rejectionText(rejections: readonly Rejection[]): string {
  const codes = new Set(rejections.flatMap((r) => r.errors.map((e) => e.code)));
  if (codes.has("too-many-files")) return TOO_MANY_GYM_IMAGES;
  const names = rejections.map((r) => r.file.name).join(", ");
  if (codes.has("file-too-large")) return `Larger than 10MB: ${names}`;
  return `Only image files (PNG, JPG, JPEG, GIF, WebP) can be added: ${names}`;
}
