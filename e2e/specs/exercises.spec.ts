import { fileURLToPath } from "node:url";
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, signInViaApi, test } from "../fixtures/auth.ts";

/*
 * The exercise library (part 1 §2): browse by category and back, filter on the server, open a detail
 * page by id, code or name slug, create an exercise with a main image, upload typed images, edit and save.
 * Every gym starts with a starter library; when the e2e gym predates it, the spec makes what it needs.
 */

const files = (name: string) => fileURLToPath(new URL(`../fixtures/files/${name}`, import.meta.url));
const MAIN_PNG = files("exercise-main.png");
const EQUIPMENT_PNG = files("exercise-equipment.png");
const DEMO_PNG = files("exercise-demo.png");

/** Names carry the run's mark, so each run's exercise is unique and recognisable. */
const mark = `e2e-${Date.now().toString(36)}`;

interface Category {
  id: number;
  name: string;
  exercise_count: number;
}
interface MuscleGroup {
  id: number;
  name: string;
}
interface Exercise {
  id: number;
  exercise_id: string;
  name: string;
  difficulty: string;
  tips: string;
}

const authHeaders = (token: string) => ({ authorization: `Bearer ${token}` });

async function getJson<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(path, { headers: authHeaders(token) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

/** A category with at least one exercise, one of its exercises and a muscle group (made if the gym has none). */
async function libraryWithExercises(request: APIRequestContext, token: string) {
  const { categories } = await getJson<{ categories: Category[] }>(request, token, "/api/android/exercise/categories/");
  let category = categories.find((c) => c.exercise_count > 0);
  let { muscle_groups: groups } = await getJson<{ muscle_groups: MuscleGroup[] }>(
    request,
    token,
    "/api/android/exercise/muscle-groups/",
  );
  if (!category || groups.length === 0) {
    const headers = authHeaders(token);
    const madeCategory = await request.post("/api/android/exercise/categories/create/", {
      headers,
      multipart: { name: `${mark} Category`, description: "Made by the e2e spec" },
    });
    const madeGroup = await request.post("/api/android/exercise/muscle-groups/create/", {
      headers,
      multipart: { name: `${mark} Muscle`, description: "Made by the e2e spec" },
    });
    const group = (await madeGroup.json()).muscle_group as MuscleGroup;
    const newCategory = (await madeCategory.json()).category as Category;
    await request.post("/api/android/exercise/create/", {
      headers,
      multipart: {
        name: `${mark} Starter Squat`,
        category_id: String(newCategory.id),
        primary_muscle_group_id: String(group.id),
      },
    });
    category = { ...newCategory, exercise_count: 1 };
    groups = [group];
  }
  const { exercises } = await getJson<{ exercises: Exercise[] }>(
    request,
    token,
    `/api/android/exercise/menu/?category_id=${category.id}`,
  );
  const exercise = exercises[0];
  if (!exercise) throw new Error(`category ${category.id} has no exercises`);
  return { category, exercise, muscleGroup: groups[0] as MuscleGroup };
}

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test("browse by category, see its exercises and come back", async ({ page, request, session }) => {
  const { category, exercise, muscleGroup } = await libraryWithExercises(request, session.token);
  await page.goto("/dashboard/exercises");
  await expect(page.getByRole("heading", { level: 2, name: "Exercise Management" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "Categories" })).toBeChecked();

  const card = page.getByRole("article", { name: category.name, exact: true });
  await expect(card.getByText(/^\d+ exercises?$/)).toBeVisible();
  await card.getByRole("link", { name: category.name }).click();

  await expect(page).toHaveURL(new RegExp(`/dashboard/exercises/category/${category.id}$`));
  await expect(page.getByRole("heading", { level: 2, name: category.name })).toBeVisible();
  await expect(page.getByRole("article", { name: exercise.name, exact: true })).toBeVisible();
  await expect(page.getByText(`${category.exercise_count} exercise`, { exact: false })).toBeVisible();

  await page.getByRole("link", { name: "Back to categories" }).click();
  await expect(page).toHaveURL(/\/dashboard\/exercises\?mode=categories$/);
  await expect(page.getByRole("article", { name: category.name, exact: true })).toBeVisible();

  // The same for muscle groups; the mode lives in the URL, so back/forward and reload keep it.
  await page.getByText("Muscle Groups", { exact: true }).click();
  await expect(page).toHaveURL(/\?mode=muscle-groups$/);
  await page
    .getByRole("article", { name: muscleGroup.name, exact: true })
    .getByRole("link", { name: muscleGroup.name })
    .click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/exercises/muscle-group/${muscleGroup.id}$`));
  await expect(page.getByRole("heading", { level: 2, name: muscleGroup.name })).toBeVisible();
  await page.getByRole("link", { name: "Back to muscle groups" }).click();
  await expect(page).toHaveURL(/\?mode=muscle-groups$/);
  await page.reload();
  await expect(page.getByRole("radio", { name: "Muscle Groups" })).toBeChecked();
});

test("the exercise list filters by search and difficulty on the server", async ({ page, request, session }) => {
  const { exercise } = await libraryWithExercises(request, session.token);
  await page.goto("/dashboard/exercises?mode=exercises");
  await expect(page.getByRole("radio", { name: "Exercises" })).toBeChecked();

  const searched = page.waitForRequest((r) => r.url().includes("/exercise/menu/") && r.url().includes("search="));
  await page.getByRole("textbox", { name: "Search" }).fill(exercise.name);
  expect(new URL((await searched).url()).searchParams.get("search")).toBe(exercise.name);
  const card = page.getByRole("article", { name: exercise.name, exact: true });
  await expect(card).toBeVisible();
  await expect(page).toHaveURL(/search=/);

  // Part 1 §9: beginner green, intermediate orange, advanced red.
  const colours: Record<string, string> = { BEGINNER: "green", INTERMEDIATE: "orange", ADVANCED: "red" };
  await expect(card.locator("[data-color]")).toHaveAttribute("data-color", colours[exercise.difficulty] ?? "gray");

  const difficulty = exercise.difficulty.charAt(0) + exercise.difficulty.slice(1).toLowerCase();
  await choose(page, page.getByRole("search"), "Difficulty", difficulty);
  await expect(page).toHaveURL(new RegExp(`difficulty=${exercise.difficulty}`));
  await expect(card).toBeVisible();
  const other = exercise.difficulty === "ADVANCED" ? "Beginner" : "Advanced";
  await choose(page, page.getByRole("search"), "Difficulty", other);
  await expect(page).toHaveURL(new RegExp(`difficulty=${other.toUpperCase()}`));
  await expect(card).toBeHidden();
});

test("an exercise's detail opens by id, code and name slug; an unknown one says so", async ({
  page,
  request,
  session,
}) => {
  const { category, exercise } = await libraryWithExercises(request, session.token);
  await page.goto(`/dashboard/exercises/category/${category.id}`);
  await page
    .getByRole("article", { name: exercise.name, exact: true })
    .getByRole("link", { name: exercise.name })
    .click();

  await expect(page).toHaveURL(new RegExp(`/dashboard/exercises/${exercise.id}$`));
  await expect(page.getByRole("heading", { level: 2, name: exercise.name })).toBeVisible();
  for (const region of [
    "Basic Information",
    "Target Muscles",
    "Description, Form and Safety",
    "Primary Image",
    "Primary Muscle Images",
    "Secondary Muscle Images",
    "Equipment Images",
    "Demo Images",
    "Other Images",
    "Videos",
    "Advanced Settings",
  ]) {
    await expect(page.getByRole("region", { name: region, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("region", { name: "Basic Information" }).getByText(exercise.exercise_id)).toBeVisible();

  // Back returns to the list the exercise was opened from.
  await page.getByRole("link", { name: "Back to exercises" }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/exercises/category/${category.id}$`));

  const slug = exercise.name.toLowerCase().replace(/ /g, "-");
  for (const key of [exercise.exercise_id, slug]) {
    await page.goto(`/dashboard/exercises/${key}`);
    await expect(page.getByRole("heading", { level: 2, name: exercise.name })).toBeVisible();
  }

  await page.goto(`/dashboard/exercises/no-such-exercise-${mark}`);
  await expect(page.getByText(`Exercise with ID no-such-exercise-${mark} not found`)).toBeVisible();
});

test.describe
  .serial("an exercise made in the browser", () => {
    const name = `${mark} Cable Row`;
    let created: Exercise | undefined;

    /** The exercise the first test made in the browser; made through the API when run on its own. */
    async function theExercise(request: APIRequestContext, token: string): Promise<Exercise> {
      if (created) return created;
      const { category, muscleGroup } = await libraryWithExercises(request, token);
      const answer = await request.post("/api/android/exercise/create/", {
        headers: authHeaders(token),
        multipart: { name, category_id: String(category.id), primary_muscle_group_id: String(muscleGroup.id) },
      });
      expect(answer.status(), await answer.text()).toBe(200);
      created = (await answer.json()).exercise as Exercise;
      return created;
    }

    test.afterAll(async ({ playwright }, testInfo) => {
      if (!created) return;
      // There is no delete call for exercises: its images go, and it is left inactive.
      const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
      const headers = authHeaders((await signInViaApi(request)).token);
      for (const type of ["EQUIPMENT", "DEMO"]) {
        await request.delete(`/api/android/exercise/${created.id}/delete-image/?image_type=${type}`, { headers });
      }
      await request.patch(`/api/android/exercise/${created.id}/update/`, {
        headers,
        multipart: { is_active: "false" },
      });
      await request.dispose();
    });

    test("create it with a main image, then open it", async ({ page, request, session }) => {
      test.slow();
      const { category, muscleGroup } = await libraryWithExercises(request, session.token);
      await page.goto("/dashboard/exercises?mode=exercises");
      await page.getByRole("button", { name: "Create Exercise" }).click();
      const dialog = page.getByRole("dialog", { name: "Create Exercise" });

      await dialog.getByRole("button", { name: "Create Exercise" }).click();
      await expect(dialog.getByText("Name, Category, and Primary Muscle Group are required")).toBeVisible();

      await dialog.getByRole("textbox", { name: "Name" }).fill(name);
      await choose(page, dialog, "Category", category.name);
      await choose(page, dialog, "Primary muscle group", muscleGroup.name);
      await expect(dialog.getByRole("combobox", { name: "Difficulty" })).toHaveValue("Beginner");
      await expect(dialog.getByRole("combobox", { name: "Force type" })).toHaveValue("Pull");
      await dialog.getByRole("textbox", { name: "Tips", exact: true }).fill("Pull the elbows back");

      // Part 1 §5: an oversized main image is rejected with the spec's text and the input cleared.
      const mainImage = dialog.getByRole("button", { name: "Main image" });
      let chooser = page.waitForEvent("filechooser");
      await mainImage.click();
      await (await chooser).setFiles({
        name: "huge.png",
        mimeType: "image/png",
        buffer: Buffer.alloc(6 * 1024 * 1024),
      });
      await expect(dialog.getByText("Image file is too large (6.00MB). Maximum allowed size is 5MB.")).toBeVisible();
      await expect(mainImage).toHaveText("Choose an image (max 5MB)");
      chooser = page.waitForEvent("filechooser");
      await mainImage.click();
      await (await chooser).setFiles(MAIN_PNG);
      await expect(mainImage).toHaveText("exercise-main.png");

      const create = page.waitForResponse((r) => r.url().endsWith("/api/android/exercise/create/"));
      await dialog.getByRole("button", { name: "Create Exercise" }).click();
      const answer = await create;
      expect(answer.status(), await answer.text()).toBe(200);
      created = (await answer.json()).exercise as Exercise;
      await expect(dialog).toBeHidden();

      await page.getByRole("textbox", { name: "Search" }).fill(name);
      await expect(page.getByText("1 exercise", { exact: true })).toBeVisible();
      await page.getByRole("article", { name, exact: true }).getByRole("link", { name }).click();
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
      const primary = page
        .getByRole("region", { name: "Primary Image" })
        .getByRole("img", { name: `${name} primary image` });
      await expect.poll(() => primary.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(16);
      await expect(page.getByRole("region", { name: "Target Muscles" }).getByText(muscleGroup.name)).toBeVisible();
      await expect(
        page.getByRole("region", { name: "Description, Form and Safety" }).getByText("Pull the elbows back"),
      ).toBeVisible();
    });

    test("upload two images with types and see them in their sections", async ({ page, request, session }) => {
      test.slow();
      const exercise = await theExercise(request, session.token);
      await page.goto(`/dashboard/exercises/${exercise.id}`);
      await page.getByRole("button", { name: "Upload Images" }).click();
      const dialog = page.getByRole("dialog", { name: `Upload Images: ${name}` });

      await dialog.getByRole("button", { name: "Upload Images" }).click();
      await expect(dialog.getByText("Please select at least one image")).toBeVisible();

      // At most five files are taken; the rest are ignored with a note.
      await dialog
        .getByLabel("Choose images")
        .setInputFiles([EQUIPMENT_PNG, DEMO_PNG, MAIN_PNG, MAIN_PNG, MAIN_PNG, MAIN_PNG]);
      await expect(dialog.getByRole("group")).toHaveCount(5);
      await expect(dialog.getByText("1 file(s) ignored")).toBeVisible();
      for (let i = 0; i < 3; i++)
        await dialog.getByRole("button", { name: "Remove exercise-main.png" }).first().click();
      await expect(dialog.getByRole("group")).toHaveCount(2);

      const first = dialog.getByRole("group", { name: "Image 1: exercise-equipment.png" });
      const second = dialog.getByRole("group", { name: "Image 2: exercise-demo.png" });
      await choose(page, first, "Image type 1", "Equipment");
      await first.getByRole("textbox", { name: "Alt text 1" }).fill(`${mark} cable stack`);
      await expect(second.getByRole("combobox", { name: "Image type 2" })).toHaveValue("Demo");
      await second.getByRole("textbox", { name: "Alt text 2" }).fill(`${mark} rowing`);
      await second.getByRole("checkbox", { name: "Primary image" }).check();

      await dialog.getByRole("button", { name: "Upload Images" }).click();
      await expect(dialog.getByText("Images uploaded successfully!")).toBeVisible();
      await expect(dialog.getByText(`Successfully added 2 image(s) to ${name}`)).toBeVisible();
      await expect(dialog).toBeHidden({ timeout: 5_000 });

      const equipment = page.getByRole("region", { name: "Equipment Images" });
      const demo = page.getByRole("region", { name: "Demo Images" });
      await expect(equipment.getByRole("img", { name: `${mark} cable stack` })).toBeVisible();
      await expect(demo.getByRole("img", { name: `${mark} rowing` })).toBeVisible();
      await expect(demo.getByText("Primary", { exact: true })).toBeVisible();
      await expect(page.getByRole("region", { name: "Other Images" }).getByText("No images")).toBeVisible();
      await expect(
        page.getByRole("region", { name: "Advanced Settings" }).getByText("3 images, 0 videos"),
      ).toBeVisible();

      // Delete works by type, after a confirmation.
      await equipment.getByRole("button", { name: "Delete equipment images" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
      await expect(equipment.getByText("No images")).toBeVisible();
      await expect(demo.getByRole("img", { name: `${mark} rowing` })).toBeVisible();
    });

    test("edit the tips, save, and see them after a reload; cancel drops changes", async ({
      page,
      request,
      session,
    }) => {
      const exercise = await theExercise(request, session.token);
      await page.goto(`/dashboard/exercises/${exercise.id}`);
      const guidance = page.getByRole("region", { name: "Description, Form and Safety" });

      await page.getByRole("button", { name: "Edit" }).click();
      await guidance.getByRole("textbox", { name: "Tips", exact: true }).fill(`Squeeze the shoulder blades ${mark}`);
      await page.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText("Exercise updated successfully!")).toBeVisible();
      await expect(page.getByRole("button", { name: "Edit" })).toBeVisible();
      await expect(guidance.getByText(`Squeeze the shoulder blades ${mark}`)).toBeVisible();

      await page.reload();
      await expect(guidance.getByText(`Squeeze the shoulder blades ${mark}`)).toBeVisible();

      await page.getByRole("button", { name: "Edit" }).click();
      await guidance.getByRole("textbox", { name: "Tips", exact: true }).fill("Not kept");
      await page.getByRole("button", { name: "Cancel" }).click();
      await expect(guidance.getByText(`Squeeze the shoulder blades ${mark}`)).toBeVisible();
      await expect(guidance.getByText("Not kept")).toHaveCount(0);
    });
  });

test("library and detail have no serious or critical accessibility violations", async ({ page, request, session }) => {
  const { exercise } = await libraryWithExercises(request, session.token);
  for (const path of ["/dashboard/exercises?mode=exercises", `/dashboard/exercises/${exercise.id}`]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
    await expect(page.getByRole("status")).toHaveCount(0);
    const results = await new AxeBuilder({ page }).include("main").analyze();
    const severe = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(
      severe.map((v) => `${path} ${v.id}: ${v.help} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
  }
});
