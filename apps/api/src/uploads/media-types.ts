import { randomUUID } from "node:crypto";
import { mkdir, rename, unlink } from "node:fs/promises";
import { join } from "node:path";
import { badRequest } from "../lib/http-errors.ts";
import { storeReencodedImage } from "./image-encoding.ts";
import { tempDirOf } from "./temp-files.ts";
import { assertUploadedFile, type UploadedFile } from "./uploaded-file.ts";

export const IMAGE_TYPES = new Set(["image/jpeg", "image/png", "image/gif", "image/webp"]);
export const VIDEO_TYPES = new Set(["video/mp4", "video/webm", "video/quicktime", "video/x-m4v"]);

export type MediaKind = "image" | "video";

/** Decides what a file is by its bytes, never by its name or claimed type. */
export async function detectMedia(file: UploadedFile, kind: MediaKind): Promise<{ ext: string; mime: string }> {
  assertUploadedFile(file);
  // Loaded with the first upload rather than at start (~110 ms of it; docs/performance.md); cached by import().
  const { fileTypeFromFile } = await import("file-type");
  const detected = await fileTypeFromFile(file.path);
  const allowed = kind === "image" ? IMAGE_TYPES : VIDEO_TYPES;
  if (!detected || !allowed.has(detected.mime)) {
    throw badRequest(
      kind === "image"
        ? `${file.fieldname}: only image files are allowed (JPG, PNG, GIF, WebP)`
        : `${file.fieldname}: only video files are allowed (MP4, WebM, MOV)`,
    );
  }
  return detected;
}

/**
 * Checks a file and puts it into the gym's media folder under a name made here. An image is decoded in
 * full (a truncated or corrupt one is refused) and what is stored is its re-encoding, never the bytes
 * sent (decision 0212); a video is moved as it came. Returns the path relative to the upload root,
 * which is what the database stores.
 */
export async function storeMedia(
  uploadRoot: string,
  file: UploadedFile,
  target: { schema: string; folder: string; kind: MediaKind },
): Promise<string> {
  const { ext, mime } = await detectMedia(file, target.kind);
  assertUploadedFile(file); // still this request's own temporary file after the checks above
  const relative = `${target.schema}/${target.folder}/${randomUUID()}.${ext}`;
  await mkdir(join(uploadRoot, target.schema, target.folder), { recursive: true });
  if (target.kind === "image") await storeReencodedImage(file, mime, join(uploadRoot, relative), tempDirOf(uploadRoot));
  else await rename(file.path, join(uploadRoot, relative));
  return relative;
}

/** Removes a stored file; a file already gone is not an error. */
export async function removeMedia(uploadRoot: string, relative: string | null | undefined): Promise<void> {
  if (!relative || relative.includes("..")) return;
  await unlink(join(uploadRoot, relative)).catch(() => {});
}
