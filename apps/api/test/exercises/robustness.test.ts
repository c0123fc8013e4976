import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import {
  addImagesPath,
  CREATE,
  CREATE_CATEGORY,
  CREATE_MUSCLE_GROUP,
  deleteImagePath,
  detailPath,
  editPath,
  imageUpdatePath,
  MENU,
  makeExercise,
  makeRefs,
  type Refs,
  UPLOAD_IMAGE,
  updateCategoryPath,
  updatePath,
} from "../support/exercises.ts";

let ctx: TestContext;
let gym: TestGym;
let refs: Refs;
let exerciseId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "exrobust");
  refs = await makeRefs(ctx, gym);
  exerciseId = (await makeExercise(ctx, gym, refs)).id;
});
afterAll(() => ctx.close());

/** Odd but possible inputs: wrong types, nesting, huge numbers, empty bodies. Each must get a 4xx or a 2xx. */
const weirdBodies: unknown[] = [
  undefined,
  {},
  [],
  { name: 42, category_id: true, primary_muscle_group_id: { id: 1 } },
  { name: "x".repeat(5000), category_id: 1e20, primary_muscle_group_id: -1 },
  { name: "Odd", category_id: "1e3", primary_muscle_group_id: "0x10", secondary_muscle_group_ids: { a: 1 } },
  { name: "Odd", tags: [{ a: 1 }, null], estimated_duration: "1e9", calories_burned_per_minute: "NaN" },
  { alt_text: ["a", "b"], is_primary: "maybe", image_type: 7 },
  { display_order: "-1", is_active: "perhaps", description: { x: 1 } },
];

describe("the exercise area never answers 500", () => {
  it("for odd JSON bodies on every write endpoint", async () => {
    const targets: ["POST" | "PATCH", string][] = [
      ["POST", CREATE_CATEGORY],
      ["PATCH", updateCategoryPath(refs.categoryId)],
      ["POST", CREATE_MUSCLE_GROUP],
      ["POST", CREATE],
      ["PATCH", updatePath(exerciseId)],
      ["PATCH", editPath(exerciseId)],
      ["PATCH", addImagesPath(exerciseId)],
      ["POST", UPLOAD_IMAGE],
      ["PATCH", imageUpdatePath(exerciseId, 1)],
    ];
    for (const [method, url] of targets) {
      for (const body of weirdBodies) {
        const res = await ctx.app.inject({
          method,
          url,
          headers: gym.auth,
          ...(body === undefined ? {} : { payload: body as object }),
        });
        expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)}: ${res.body}`).toBeLessThan(500);
        if (res.statusCode >= 400) expect(res.json().success).toBe(false);
      }
    }
  });

  it("for odd paths and queries", async () => {
    const urls = [
      `${MENU}?search=${"%".repeat(100)}`,
      `${MENU}?search=${"a".repeat(101)}`,
      `${MENU}?page=999999999999999999999&page_size=500`,
      `${MENU}?category_id=1e3&muscle_group_id=0x10`,
      `${MENU}?difficulty[]=BEGINNER`,
      detailPath("x".repeat(190)),
      detailPath("'; DROP TABLE exercises; --"),
      detailPath("%"),
      detailPath("0"),
      deleteImagePath(exerciseId, "%27"),
      deleteImagePath("99999999999999999999", "DEMO"),
      updatePath("1.5"),
    ];
    for (const url of urls) {
      const method = url.includes("delete-image") ? "DELETE" : url.includes("/update/") ? "PATCH" : "GET";
      const res = await call(ctx, gym, method, url, method === "PATCH" ? { name: "x" } : undefined);
      expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(500);
    }
    const menu = await call(ctx, gym, "GET", MENU);
    expect(menu.statusCode).toBe(200);
    expect(menu.json().exercises.length).toBeGreaterThan(0);
  });
});
