import { expect, test } from "@playwright/test";
import { fillSignInForm } from "../fixtures/auth.ts";
import { DEMO_GYM } from "../fixtures/demo-gym.ts";

// Issue 7 §8: a gym's own box serves the dashboard over plain http under a LAN name. Runs in the
// "lan-host" project (playwright.config.ts), whose Chromium resolves gym.test to this machine.

test("over plain http under a LAN name the dashboard renders, signs in, and nothing asks for https", async ({
  page,
  baseURL,
}) => {
  expect(new URL(baseURL ?? "").hostname).toBe("gym.test");
  const requests: string[] = [];
  const failures: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  page.on("requestfailed", (request) => failures.push(`${request.url()}: ${request.failure()?.errorText}`));
  page.on("response", (response) => {
    // Pages, scripts, styles and icons; the API's own answers are the screens' business (a part-2 summary
    // the home tolerates may not be served yet).
    if (response.status() >= 400 && !new URL(response.url()).pathname.startsWith("/api/")) {
      failures.push(`${response.url()}: ${response.status()}`);
    }
  });

  const answer = await page.goto("/login");
  const headers = answer?.headers() ?? {};
  expect(headers["strict-transport-security"]).toBeUndefined();
  expect(headers["content-security-policy"]).not.toContain("upgrade-insecure-requests");
  expect(headers["content-security-policy"]).toContain("script-src 'self'");

  await expect(page.getByRole("heading", { name: "Gym Owner Dashboard" })).toBeVisible();
  await fillSignInForm(page, DEMO_GYM);
  await page.getByRole("button", { name: "Sign In to Dashboard" }).click();
  await expect(page).toHaveURL(/^http:\/\/gym\.test:\d+\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: DEMO_GYM.gymName })).toBeVisible();
  await expect(page.getByTestId("dashboard-content")).toBeVisible();

  expect(requests.filter((url) => !url.startsWith("http://gym.test:"))).toEqual([]);
  expect(failures).toEqual([]);
});

test("over plain http the browser gets the gzip files, the favicon and the home-screen icons", async ({ page }) => {
  const scripts: Array<Promise<{ url: string; encoding: string | undefined }>> = [];
  page.on("response", (response) => {
    if (response.url().endsWith(".js")) {
      scripts.push(response.allHeaders().then((h) => ({ url: response.url(), encoding: h["content-encoding"] })));
    }
  });
  await page.goto("/login");
  await expect(page.getByRole("button", { name: "Sign In to Dashboard" })).toBeVisible();
  // Chromium offers brotli only to secure origins, so a LAN box over http must have gzip to send.
  const served = await Promise.all(scripts);
  expect(served.length).toBeGreaterThan(3);
  expect(served.filter((s) => s.encoding !== "gzip").map((s) => s.url)).toEqual([]);

  // Fetched by the page itself: only its Chromium knows that gym.test is this machine.
  const fetchFromPage = (url: string) =>
    page.evaluate(async (href) => {
      const response = await fetch(href);
      return { status: response.status, type: response.headers.get("content-type") ?? "" };
    }, url);
  for (const [selector, type] of [
    ['link[rel="icon"][type="image/svg+xml"]', "image/svg+xml"],
    ['link[rel="icon"][sizes="32x32"]', "image/vnd.microsoft.icon"],
    ['link[rel="apple-touch-icon"]', "image/png"],
    ['link[rel="manifest"]', "application/manifest+json"],
  ] as const) {
    const href = await page.locator(selector).getAttribute("href");
    expect(await fetchFromPage(href ?? "/missing"), selector).toEqual({ status: 200, type });
  }
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", /^#[0-9a-f]{6}$/i);
});
