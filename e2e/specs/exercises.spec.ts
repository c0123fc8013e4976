import { expectNoSevereViolations } from "../fixtures/accessibility.ts";
import { expect, test } from "../fixtures/auth.ts";
import { choose, libraryWithExercises, mark } from "../fixtures/exercise-library.ts";

/*
 * The exercise library (part 1 §2): browse by category and back, filter on the server, open a detail
 * page by id, code or name slug. Creating and editing exercises: exercise-authoring.spec.ts.
 * Every gym starts with a starter library; when the e2e gym predates it, the spec makes what it needs.
 */

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
  await page.getByRole("searchbox", { name: "Search" }).fill(exercise.name);
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

test("library and detail have no serious or critical accessibility violations", async ({ page, request, session }) => {
  test.slow(); // Two axe runs on a shared 2-core machine.
  const { exercise } = await libraryWithExercises(request, session.token);
  for (const path of ["/dashboard/exercises?mode=exercises", `/dashboard/exercises/${exercise.id}`]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
    await expect(page.getByRole("status")).toHaveCount(0);
    await expectNoSevereViolations(page, path);
  }
});
