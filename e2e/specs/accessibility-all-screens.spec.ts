import { readFileSync } from "node:fs";
import { type Browser, test as base, type Page, request } from "@playwright/test";
import { expectNoSevereViolations } from "../fixtures/accessibility.ts";
import { expect, signInViaApi } from "../fixtures/auth.ts";
import { STORAGE_KEYS } from "../fixtures/demo-gym.ts";
import { E2E_BASE_URL, GYM_TIME_ZONE, REPO_ROOT } from "../fixtures/server.ts";

/*
 * Issue 22 §11: axe on EVERY dashboard screen at both sizes the product is built for. The screens are
 * read from the route table itself (apps/web/src/app/routes.tsx, `dashboardScreens`), so a screen added
 * there is checked here without anyone remembering to list it.
 *
 * One signed-in page per size for the whole file, moving from screen to screen inside the app as a person
 * does (decision 0376): a fresh sign-in, context and bundle load per screen was two thirds of the browser
 * suite's time. A failed screen restarts the worker, so the next one starts from a fresh page.
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
type Size = (typeof SIZES)[number];

/** The demo owner's signed-in page for a size, made on first use and kept for the worker's life. */
class ScreenBrowser {
  private readonly pages = new Map<string, Page>();
  private storage: Awaited<ReturnType<typeof storageState>> | null = null;
  constructor(private readonly browser: Browser) {}

  async open(size: Size, path: string): Promise<Page> {
    const known = this.pages.get(size.name);
    const page = known ?? (await this.newPage(size));
    if (known) await navigateInApp(page, path);
    else await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("main").getByRole("heading").first()).toBeVisible({ timeout: 30_000 });
    // The screen's data has arrived and its loaders are gone before axe looks.
    await quietNetwork(page);
    await expect(page.locator(".mantine-Skeleton-root, .mantine-Loader-root")).toHaveCount(0, { timeout: 30_000 });
    return page;
  }

  private async newPage(size: Size): Promise<Page> {
    this.storage ??= await storageState();
    const context = await this.browser.newContext({
      baseURL: E2E_BASE_URL,
      viewport: size.viewport,
      timezoneId: GYM_TIME_ZONE,
      storageState: this.storage,
    });
    const page = await context.newPage();
    trackRequests(page);
    this.pages.set(size.name, page);
    return page;
  }
}

async function storageState() {
  const api = await request.newContext({ baseURL: E2E_BASE_URL });
  const { token, success: _success, ...user } = await signInViaApi(api);
  await api.dispose();
  return {
    cookies: [],
    origins: [
      {
        origin: new URL(E2E_BASE_URL).origin,
        localStorage: [
          { name: STORAGE_KEYS.token, value: token },
          { name: STORAGE_KEYS.user, value: JSON.stringify(user) },
        ],
      },
    ],
  };
}

/**
 * Moves to another screen as a link would (React Router reads the history entry on `popstate`), and waits
 * until the previous screen's content has left the main region.
 */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    for (const child of document.querySelectorAll("main > *")) child.setAttribute("data-a11y-leaving", "");
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: index + 1 }, "", to);
    window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state }));
  }, path);
  await expect(page.locator("main > [data-a11y-leaving]")).toHaveCount(0, { timeout: 30_000 });
}

const inFlight = new WeakMap<Page, Set<unknown>>();
function trackRequests(page: Page) {
  const open = new Set<unknown>();
  inFlight.set(page, open);
  page.on("request", (r) => open.add(r));
  page.on("requestfinished", (r) => open.delete(r));
  page.on("requestfailed", (r) => open.delete(r));
}

/** No request in flight for 300 ms (what `networkidle` means for a first load, after an in-app move too). */
async function quietNetwork(page: Page) {
  const open = inFlight.get(page);
  let quietSince = Date.now();
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (open && open.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 300) return;
    await page.waitForTimeout(50);
  }
}

const test = base.extend<object, { screens: ScreenBrowser }>({
  screens: [async ({ browser }, use) => use(new ScreenBrowser(browser)), { scope: "worker" }],
});

test("the route table gives every dashboard screen (28 today)", () => {
  expect(SCREENS.length).toBeGreaterThanOrEqual(28);
  expect(SCREENS).toContain("/dashboard/trainerBooking");
  expect(SCREENS).toContain("/dashboard/memberPayments");
  expect(SCREENS).toContain("/dashboard/smartPaymentTracking");
  expect(SCREENS).toContain("/dashboard/manualMemberPayment");
});

for (const size of SIZES) {
  test.describe(`at ${size.viewport.width}×${size.viewport.height}`, () => {
    for (const path of SCREENS) {
      test(`${path} has no serious or critical accessibility violations (${size.name} px)`, async ({ screens }) => {
        test.slow(); // A screen and an axe run on a shared 2-core machine.
        const page = await screens.open(size, path);
        await expectNoSevereViolations(page, `${path} at ${size.name} px`);
      });
    }
  });
}
