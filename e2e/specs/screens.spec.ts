import type { Page } from "@playwright/test";
import { expectNoSevereViolations } from "../fixtures/accessibility.ts";
import { expect, test } from "../fixtures/auth.ts";
import { DEMO_GYM } from "../fixtures/demo-gym.ts";
import { libraryWithExercises } from "../fixtures/exercise-library.ts";

/*
 * Issue 8 defects 12 and 13 across the built screens: each names its own tab, and those no other spec
 * runs axe on have no serious or critical violations either (each area's spec checks its own).
 */

/** Moves the running dashboard to `path` as its own links do (no page load: the app's code is parsed once). */
async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
}

/** The screen's heading, once its data has arrived (no loader or skeleton left). */
async function settledHeading(page: Page) {
  const heading = page.getByRole("main").getByRole("heading", { level: 2 }).first();
  await expect(heading).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("main").getByRole("status")).toHaveCount(0, { timeout: 30_000 });
  return heading;
}

test("every built screen names its own tab: '<screen> · Demo Fitness Center'", async ({ page, request, session }) => {
  test.slow(); // Ten screens, each loaded fresh, on a shared 2-core machine.
  const { category, exercise } = await libraryWithExercises(request, session.token);
  const screens: [string, string][] = [
    ["/dashboard", "Home"],
    ["/dashboard/addMember", "Add New Member"],
    ["/dashboard/membersList", "Members"],
    ["/dashboard/bulkUpload", "Bulk Member Upload"],
    ["/dashboard/gymImages", "Gym Images"],
    ["/dashboard/exercises", "Exercise Management"],
    [`/dashboard/exercises/category/${category.id}`, category.name],
    [`/dashboard/exercises/${exercise.id}`, exercise.name],
    ["/dashboard/no-such-screen", "Page not found"],
  ];
  await page.goto("/dashboard");
  for (const [path, screen] of screens) {
    await openInApp(page, path);
    await expect(page, path).toHaveTitle(`${screen} · ${DEMO_GYM.gymName}`, { timeout: 30_000 });
  }
  // A screen of part 2 titles its tab the same way, with its own name.
  // Named, not read from the page: the lazy screen's heading replaces the previous screen's a moment later.
  await openInApp(page, "/dashboard/diet");
  await expect(page.getByRole("main").getByRole("heading", { level: 2, name: "Diet Management" })).toBeVisible();
  await expect(page).toHaveTitle(`Diet Management · ${DEMO_GYM.gymName}`);
});

for (const path of [
  "/dashboard/exercises?mode=categories",
  "/dashboard/exercises?mode=muscle-groups",
  "/dashboard/exercises/category/{category}",
]) {
  test(`${path}, which no area spec checks, has no serious or critical accessibility violations`, async ({
    page,
    request,
    session,
  }) => {
    test.slow(); // An axe run on a shared 2-core machine.
    const { category } = await libraryWithExercises(request, session.token);
    await page.goto(path.replace("{category}", String(category.id)));
    await settledHeading(page);
    await expectNoSevereViolations(page, path);
  });
}

test("the exercise dialogs and forms have no serious or critical violations (hints, file fields, errors)", async ({
  page,
  request,
  session,
}) => {
  test.slow(); // Four axe runs on a shared 2-core machine.
  const { exercise } = await libraryWithExercises(request, session.token);
  await page.goto("/dashboard/exercises");
  await page.getByRole("button", { name: "Create Exercise" }).click();
  const create = page.getByRole("dialog", { name: "Create Exercise" });
  await create.getByRole("button", { name: "Create Exercise" }).click();
  await expect(create.getByText("Name, Category, and Primary Muscle Group are required")).toBeVisible();
  // Defect 12: the tags hint (3.32:1) and the file fields' placeholders (2.07:1).
  await expectNoSevereViolations(page, "create exercise");
  await create.getByRole("button", { name: "Cancel" }).click();

  await page.goto(`/dashboard/exercises/${exercise.id}`);
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  await expect(page.getByRole("button", { name: "Save" })).toBeVisible();
  await expectNoSevereViolations(page, "exercise edit form");
  await page.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("button", { name: "Set Main Image" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoSevereViolations(page, "set main image");
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the home screen and Add New Member have no serious or critical violations", async ({ page }) => {
    test.slow(); // Two axe runs on a shared 2-core machine.
    await page.goto("/dashboard");
    await expect(page.getByTestId("dashboard-content")).toBeVisible({ timeout: 30_000 });
    await expectNoSevereViolations(page, "home on a phone");
    await page.goto("/dashboard/addMember");
    await settledHeading(page);
    await expectNoSevereViolations(page, "addMember on a phone");
  });
});
