import { removeMedia, storeMedia } from "./media-types.ts";
import type { UploadedFile } from "./uploaded-file.ts";

/** Where a gym's files go: its upload root and schema (an AreaContext has both). */
export interface MediaOwner {
  uploadDir: string;
  schema: string;
}

/**
 * Checks a file by its content and moves it into `<upload dir>/<schema>/<folder>/` under a name made
 * here; returns the relative path the database stores (served at /media/<path>).
 */
export function keepFile(owner: MediaOwner, file: UploadedFile, folder: string, kind: "image" | "video") {
  return storeMedia(owner.uploadDir, file, { schema: owner.schema, folder, kind });
}

/** Keeps every file (paths in the order of `files`), or none: a refused file removes the ones already kept. */
export async function keepFiles(
  owner: MediaOwner,
  files: UploadedFile[],
  folder: string,
  kind: "image" | "video",
): Promise<string[]> {
  const kept: string[] = [];
  for (const file of files) kept.push(await withKeptFiles(owner, kept, () => keepFile(owner, file, folder, kind)));
  return kept;
}

/** Removes stored files; a file already gone is not an error. */
export async function removeFiles(owner: MediaOwner, paths: (string | null | undefined)[]): Promise<void> {
  await Promise.all(paths.map((p) => removeMedia(owner.uploadDir, p)));
}

/**
 * Runs `write` with files already kept; if it fails the kept files are removed again, so no file is
 * left without its row (and, because files are kept first, no row points to a missing file).
 * After a successful write that replaced files, remove the old ones with `removeFiles`.
 */
export async function withKeptFiles<T>(
  owner: MediaOwner,
  kept: (string | null | undefined)[],
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await removeFiles(owner, kept);
    throw error;
  }
}
