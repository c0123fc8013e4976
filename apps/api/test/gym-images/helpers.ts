import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { expect } from "vitest";
import type { TestContext, TestGym } from "../support/context.ts";

export const LIST = "/api/android/gyms/images/";
export const ADD = "/api/android/gyms/images/add/";
export const updatePath = (id: number | string) => `/api/android/gyms/images/${id}/update/`;
export const deletePath = (id: number | string) => `/api/android/gyms/images/${id}/delete/`;

export type Part = string | { data: Buffer; filename: string; type?: string };

/** A small real picture. */
export function png(color = { r: 220, g: 80, b: 40 }, width = 48, height = 32): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

export const file = (data: Buffer, filename = "photo.png", type = "image/png"): Part => ({ data, filename, type });

export function form(parts: Record<string, Part>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === "string") body.append(name, value);
    else
      body.append(
        name,
        new Blob([new Uint8Array(value.data)], { type: value.type ?? "application/octet-stream" }),
        value.filename,
      );
  }
  return body;
}

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
