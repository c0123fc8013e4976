import { readFileSync } from "node:fs";
import { expectNoSevereViolations } from "../fixtures/accessibility.ts";
import { expect, test } from "../fixtures/auth.ts";
import { REPO_ROOT } from "../fixtures/server.ts";

/*
 * Issue 22 §11: axe on EVERY dashboard screen at both sizes the product is built for. The screens are
 * read from the route table itself (apps/web/src/app/routes.tsx, `dashboardScreens`), so a screen added
 * there is checked here without anyone remembering to list it.
 */
const ROUTES = readFileSync(`${REPO_ROOT}apps/web/src/app/routes.tsx`, "utf8");

/** "/dashboard" for the index route, "/dashboard/<key>" for each path ("exercises/*" → "exercises"). */
export function dashboardScreenPaths(routes: string): string[] {
  const table = routes.slice(
    routes.indexOf("const dashboardScreens"),
    routes.indexOf("];", routes.indexOf("const dashboardScreens")),
  );
  const keys = [...table.matchAll(/path: "([^"]+)"/g)]
    .map((m) => (m[1] ?? "").replace(/\/\*$/, ""))
    .filter((key) => key !== "*");
  return ["/dashboard", ...keys.map((key) => `/dashboard/${key}`)];
}

const SCREENS = dashboardScreenPaths(ROUTES);
const SIZES = [
  { name: "1366", viewport: { width: 1366, height: 800 } },
  { name: "390", viewport: { width: 390, height: 844 } },
] as const;

test("the route table gives every dashboard screen (28 today)", () => {
  expect(SCREENS.length).toBeGreaterThanOrEqual(28);
  expect(SCREENS).toContain("/dashboard/trainerBooking");
  expect(SCREENS).toContain("/dashboard/memberPayments");
  expect(SCREENS).toContain("/dashboard/smartPaymentTracking");
  expect(SCREENS).toContain("/dashboard/manualMemberPayment");
});

for (const size of SIZES) {
  test.describe(`at ${size.viewport.width}×${size.viewport.height}`, () => {
    test.use({ viewport: size.viewport });

    for (const path of SCREENS) {
      test(`${path} has no serious or critical accessibility violations (${size.name} px)`, async ({ page }) => {
        test.slow(); // A screen load and an axe run on a shared 2-core machine.
        await page.goto(path);
        await expect(page.getByRole("main").getByRole("heading").first()).toBeVisible({ timeout: 30_000 });
        // The screen's data has arrived and its loaders are gone before axe looks.
        await page.waitForLoadState("networkidle");
        await expect(page.locator(".mantine-Skeleton-root, .mantine-Loader-root")).toHaveCount(0, { timeout: 30_000 });
        await expectNoSevereViolations(page, `${path} at ${size.name} px`);
      });
    }
  });
}
