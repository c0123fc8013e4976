import type { FastifyInstance, FastifyRequest } from "fastify";
import type { TenantDb } from "../../db/tenant-clients.ts";
import { conflict } from "../../lib/http-errors.ts";
import { removeMedia, storeMedia } from "../../uploads/media-types.ts";
import type { UploadedFile } from "../../uploads/uploaded-file.ts";

/** What every exercise-library operation needs: the gym's client, its schema and the upload root. */
export interface LibraryContext {
  db: TenantDb;
  schema: string;
  uploadDir: string;
}

export const libraryContext = (app: FastifyInstance, request: FastifyRequest): LibraryContext => ({
  db: request.tenant.db,
  schema: request.tenant.schema,
  uploadDir: app.env.UPLOAD_DIR,
});

/** Checks a file by its content and moves it into the gym's folder; returns the stored relative path. */
export function keepFile(ctx: LibraryContext, file: UploadedFile, folder: string, kind: "image" | "video") {
  return storeMedia(ctx.uploadDir, file, { schema: ctx.schema, folder, kind });
}

export async function removeFiles(ctx: LibraryContext, paths: (string | null | undefined)[]): Promise<void> {
  await Promise.all(paths.map((p) => removeMedia(ctx.uploadDir, p)));
}

/**
 * Runs `write` with files already kept; if it fails the kept files are removed, so no file is left
 * without its row (and, because files are kept first, no row points to a missing file).
 */
export async function withKeptFiles<T>(
  ctx: LibraryContext,
  kept: (string | null | undefined)[],
  write: () => Promise<T>,
) {
  try {
    return await write();
  } catch (error) {
    await removeFiles(ctx, kept);
    throw error;
  }
}

/** A unique index refused the row (PostgreSQL 23505, Prisma P2002). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === "P2002" || code === "23505") return true;
    const original = (e as { originalCode?: unknown }).originalCode;
    if (original === "23505") return true;
  }
  return false;
}

/** Turns a unique-name violation into a 409 with `message`. */
export async function uniqueName<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message);
    throw error;
  }
}
