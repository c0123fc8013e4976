import { expect } from "vitest";
import { call } from "./calls.ts";
import type { TestContext, TestGym } from "./context.ts";
import { file, type Part, png } from "./multipart.ts";

export const CATEGORIES = "/api/android/exercise/categories/";
export const CREATE_CATEGORY = "/api/android/exercise/categories/create/";
export const updateCategoryPath = (id: number | string) => `/api/android/exercise/categories/${id}/update/`;
export const MUSCLE_GROUPS = "/api/android/exercise/muscle-groups/";
export const CREATE_MUSCLE_GROUP = "/api/android/exercise/muscle-groups/create/";
export const MENU = "/api/android/exercise/menu/";
export const CREATE = "/api/android/exercise/create/";
export const UPLOAD_IMAGE = "/api/android/exercise/upload-image/";
export const detailPath = (key: number | string) => `/api/android/exercise/${encodeURIComponent(String(key))}/`;
export const updatePath = (id: number | string) => `/api/android/exercise/${id}/update/`;
export const editPath = (id: number | string) => `/api/android/exercise/${id}/edit/`;
export const addImagesPath = (id: number | string) => `/api/android/exercise/${id}/add-images/`;
export const deleteImagePath = (id: number | string, type: string) =>
  `/api/android/exercise/${id}/delete-image/?image_type=${type}`;
export const imageUpdatePath = (id: number | string, imageId: number | string) =>
  `/api/exercise/${id}/images/${imageId}/update/`;

export interface Refs {
  categoryId: number;
  otherCategoryId: number;
  muscleIds: number[];
}

let counter = 0;
/** A fresh category pair and three muscle groups with unique names, so tests in a file never collide. */
export async function makeRefs(ctx: TestContext, gym: TestGym): Promise<Refs> {
  const tag = `${process.pid}-${++counter}-${Math.random().toString(36).slice(2, 7)}`;
  const cat = async (name: string) =>
    (await call(ctx, gym, "POST", CREATE_CATEGORY, { name })).json().category.id as number;
  const muscle = async (name: string) =>
    (await call(ctx, gym, "POST", CREATE_MUSCLE_GROUP, { name })).json().muscle_group.id as number;
  return {
    categoryId: await cat(`Cat A ${tag}`),
    otherCategoryId: await cat(`Cat B ${tag}`),
    muscleIds: [await muscle(`Muscle 1 ${tag}`), await muscle(`Muscle 2 ${tag}`), await muscle(`Muscle 3 ${tag}`)],
  };
}

/** Creates an exercise through the API (JSON) and returns its read shape. */
export async function makeExercise(ctx: TestContext, gym: TestGym, refs: Refs, extra: Record<string, unknown> = {}) {
  const res = await call(ctx, gym, "POST", CREATE, {
    name: `Exercise ${++counter} ${Math.random().toString(36).slice(2, 8)}`,
    category_id: refs.categoryId,
    primary_muscle_group_id: refs.muscleIds[0],
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().exercise;
}

/** The multipart parts of an add-images batch: image_N (a small PNG unless `data` is given) and its N fields. */
export async function imageBatch(entries: { type?: string; alt?: string; primary?: string; data?: Part }[]) {
  const parts: Record<string, Part> = {};
  for (const [i, e] of entries.entries()) {
    const n = i + 1;
    parts[`image_${n}`] = e.data ?? file(await png({ r: 10 * n, g: 100, b: 50 }));
    if (e.type !== undefined) parts[`image_type_${n}`] = e.type;
    if (e.alt !== undefined) parts[`alt_text_${n}`] = e.alt;
    if (e.primary !== undefined) parts[`is_primary_${n}`] = e.primary;
  }
  return parts;
}
