import { MEDIA_FOLDERS } from "../../src/uploads/folders.ts";
import type { TestContext, TestGym } from "./context.ts";
import { filesIn } from "./media.ts";
import { form, type Part } from "./multipart.ts";

export const LIST = "/api/android/gyms/images/";
export const ADD = "/api/android/gyms/images/add/";
export const updatePath = (id: number | string) => `/api/android/gyms/images/${id}/update/`;
export const deletePath = (id: number | string) => `/api/android/gyms/images/${id}/delete/`;

export function addImages(ctx: TestContext, gym: TestGym, parts: Record<string, Part>) {
  return ctx.app.inject({ method: "POST", url: ADD, headers: gym.auth, payload: form(parts) });
}

/** The files kept for a gym's gallery. */
export const galleryFiles = (ctx: TestContext, gym: TestGym) => filesIn(ctx, gym, MEDIA_FOLDERS.gymImages);

export async function rowCount(ctx: TestContext, gym: TestGym): Promise<number> {
  return ctx.db.tenants.get(gym.schema).gymImage.count();
}
