import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
import type { TestContext, TestGym } from "./context.ts";

/** Where a `/media/...` URL's file lives on disk (URLs are root-relative, decision 0007). */
export const mediaPath = (ctx: TestContext, url: string) =>
  join(ctx.env.UPLOAD_DIR, new URL(url, "http://api.invalid").pathname.replace(/^\/media\//, ""));

/** The names of the files kept in one of a gym's media folders (`MEDIA_FOLDERS`). */
export function filesIn(ctx: TestContext, gym: TestGym, folder: string): string[] {
  const dir = join(ctx.env.UPLOAD_DIR, gym.schema, folder);
  return existsSync(dir) ? readdirSync(dir) : [];
}

/**
 * Temporary upload parts are removed after the response is sent; wait for that hook to finish. Generous:
 * on a loaded 2-core CI machine the removal of a batch has taken over 2 s, and a real leak never clears.
 */
export async function expectNoTempFiles(ctx: TestContext): Promise<void> {
  const tmp = join(ctx.env.UPLOAD_DIR, ".tmp");
  await expect.poll(() => (existsSync(tmp) ? readdirSync(tmp) : []), { timeout: 15_000 }).toEqual([]);
}
