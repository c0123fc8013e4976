import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
import type { TestContext, TestGym } from "../support/context.ts";

export const LIST = "/api/android/gyms/images/";
export const ADD = "/api/android/gyms/images/add/";
export const updatePath = (id: number | string) => `/api/android/gyms/images/${id}/update/`;
export const deletePath = (id: number | string) => `/api/android/gyms/images/${id}/delete/`;

import { file, form, type Part, png } from "../support/multipart.ts";

export { file, form, type Part, png };

export function addImages(ctx: TestContext, gym: TestGym, parts: Record<string, Part>) {
  return ctx.app.inject({ method: "POST", url: ADD, headers: gym.auth, payload: form(parts) });
}

/** Files kept for a gym's gallery (paths relative to the upload root). */
export function galleryFiles(ctx: TestContext, gym: TestGym): string[] {
  const dir = join(ctx.env.UPLOAD_DIR, gym.schema, "gym-images");
  return existsSync(dir) ? readdirSync(dir).map((f) => `${gym.schema}/gym-images/${f}`) : [];
}

/** Where an image_url's file lives on disk (URLs are root-relative: /media/<path>, decision 0007). */
export const mediaPath = (ctx: TestContext, imageUrl: string) =>
  join(ctx.env.UPLOAD_DIR, new URL(imageUrl, "http://api.invalid").pathname.replace(/^\/media\//, ""));

/** Temporary upload parts are removed after the response is sent; wait for that hook to finish. */
export async function expectNoTempFiles(ctx: TestContext): Promise<void> {
  const tmp = join(ctx.env.UPLOAD_DIR, ".tmp");
  await expect.poll(() => (existsSync(tmp) ? readdirSync(tmp) : []), { timeout: 2000 }).toEqual([]);
}

export async function rowCount(ctx: TestContext, gym: TestGym): Promise<number> {
  return ctx.db.tenants.get(gym.schema).gymImage.count();
}
