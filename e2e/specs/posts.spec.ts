import { type APIRequestContext, devices } from "@playwright/test";
import { expectNoSevereViolations } from "../fixtures/accessibility.ts";
import { authHeaders } from "../fixtures/api.ts";
import { expect, test } from "../fixtures/auth.ts";
import { DEMO_GYM } from "../fixtures/demo-gym.ts";

/** Posts (issue 12): a challenge made in the dashboard shows on the public page, and a visit is counted. */
const mark = `e2e-${Date.now().toString(36)}`;
const title = `Plank Challenge ${mark}`;
const categoryName = `Challenges ${mark}`;
let token = "";
let categoryId = 0;
let emptyCategoryId = 0;
const emptyCategoryName = `Empty ${mark}`;

async function api(request: APIRequestContext, method: "GET" | "POST" | "DELETE", path: string, data?: object) {
  const response = await request.fetch(path, {
    method,
    headers: authHeaders(token),
    ...(data ? { data } : {}),
  });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  const login = await request.post("/api/android/auth/login/", {
    data: {
      schema_name: DEMO_GYM.schemaName,
      username: DEMO_GYM.username,
      password: DEMO_GYM.password,
      user_type: "admin",
    },
  });
  token = (await login.json()).token;
  categoryId = (await api(request, "POST", "/api/gym-posts/categories/create/", { name: categoryName })).category.id;
  emptyCategoryId = (await api(request, "POST", "/api/gym-posts/categories/create/", { name: emptyCategoryName }))
    .category.id;
  await request.dispose();
});

test.afterAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  const { posts } = await api(request, "GET", `/api/gym-posts/posts/?search=${mark}`);
  for (const post of posts) await api(request, "DELETE", `/api/gym-posts/posts/${post.id}/delete/`);
  await api(request, "DELETE", `/api/gym-posts/categories/${categoryId}/delete/`);
  await api(request, "DELETE", `/api/gym-posts/categories/${emptyCategoryId}/delete/`);
  await request.dispose();
});

test("create a challenge post, see it on the public page, and a visit raises its views on the statistics screen", async ({
  page,
  browser,
}) => {
  // Three screens, a second browser and four axe scans on a shared 2-core machine.
  test.setTimeout(300_000);
  await page.goto("/dashboard/posts");
  await expect(page.getByRole("heading", { name: "Posts Management" })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole("link", { name: "Posts" }).first()).toHaveAttribute("aria-current", "page");
  await expectNoSevereViolations(page, "posts");

  await page.getByRole("button", { name: "Create Post" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Create Post" });
  await dialog.getByRole("button", { name: "Create Post" }).click();
  await expect(dialog.getByText("Title is required")).toBeVisible();
  await dialog.getByRole("textbox", { name: /^Title/ }).fill(title);
  await dialog.getByRole("combobox", { name: "Category", exact: true }).click();
  await page.getByRole("option", { name: new RegExp(categoryName) }).click();
  await dialog.getByRole("button", { name: "Challenge and event details" }).click();
  await dialog.getByLabel("Start date").fill("2030-01-05T06:00");
  await dialog.getByLabel("End date").fill("2030-01-04T06:00");
  await dialog.getByLabel("Entry fee (₹)").fill("499");
  await dialog.getByLabel("Prize details").fill("A month free");
  await dialog.getByRole("button", { name: "Create Post" }).click();
  await expect(dialog.getByText("End date cannot be before the start date")).toBeVisible();
  await dialog.getByLabel("End date").fill("2030-02-05T21:00");
  await dialog.getByRole("button", { name: "Create Post" }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole("heading", { name: title });
  await expect(card).toBeVisible();

  // A member opens the gym's page on a phone: no session, a phone's browser.
  const phone = await browser.newContext({ ...devices["Pixel 7"], storageState: undefined });
  const visit = await phone.newPage();
  const counted = visit.waitForResponse((r) => r.url().includes("/posts/views/") && r.request().method() === "POST");
  await visit.goto(`/g/${DEMO_GYM.schemaName}`);
  const publicCard = visit.getByRole("article", { name: title });
  await expect(publicCard).toBeAttached({ timeout: 30_000 });
  await publicCard.scrollIntoViewIfNeeded();
  await expect(publicCard).toBeVisible();
  await expect(publicCard.getByText("₹499")).toBeVisible();
  await expect(publicCard.getByText("A month free")).toBeVisible();
  await expectNoSevereViolations(visit, "public page");
  expect((await (await counted).json()).counted.length).toBeGreaterThan(0);
  // Like, from the page's small script: the server's new count, and the button says it is pressed.
  const like = publicCard.getByRole("button", { name: `0 likes: like ${title}` });
  const liked = visit.waitForResponse((r) => r.url().endsWith("/like/") && r.request().method() === "POST");
  await like.click();
  expect((await (await liked).json()).like_count).toBe(1);
  await expect(publicCard.getByRole("button", { name: `1 likes: like ${title}` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await phone.close();

  await page.goto("/dashboard/postStats");
  await expect(page.getByRole("heading", { name: "Post Statistics" })).toBeVisible({ timeout: 30_000 });
  const activity = page.getByRole("listitem").filter({ hasText: title });
  await expect(activity.getByText("1 view", { exact: true })).toBeVisible();
  await expect(page.getByRole("img", { name: "Posts by type" })).toBeVisible();
  await expectNoSevereViolations(page, "post statistics");
});

test("a category with posts cannot be deleted: its delete is disabled with the spec's tooltip", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto("/dashboard/postCategories");
  await expect(page.getByRole("heading", { name: "Post Categories" })).toBeVisible({ timeout: 30_000 });
  const challenges = page.getByRole("button", { name: "Delete Fitness Challenges" });
  await expect(challenges).toBeDisabled();
  await challenges.locator("..").hover();
  await expect(page.getByRole("tooltip", { name: "Cannot delete category with posts" })).toBeVisible();
  await expect(page.getByRole("button", { name: `Delete ${emptyCategoryName}` })).toBeEnabled();
  await expectNoSevereViolations(page, "post categories");
});

test("on a 390 px phone: the three post screens fit, and the front desk QR names the public page", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await page.goto("/dashboard/posts");
  await expect(page.getByRole("heading", { name: "Posts Management" })).toBeVisible({ timeout: 60_000 });
  expect(await overflow(), "posts").toBeLessThanOrEqual(0);

  await page.getByRole("button", { name: "QR for the front desk" }).click();
  const dialog = page.getByRole("dialog", { name: "QR for the front desk" });
  const publicUrl = new URL(`/g/${DEMO_GYM.schemaName}`, page.url()).toString();
  const qr = dialog.getByRole("img", { name: `QR code for ${publicUrl}` });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((svg) => svg.tagName.toLowerCase())).toBe("svg");
  await expect(dialog.getByRole("link", { name: publicUrl })).toBeVisible();
  await expectNoSevereViolations(page, "front desk QR on a phone");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();

  for (const [path, heading] of [
    ["/dashboard/postCategories", "Post Categories"],
    ["/dashboard/postStats", "Post Statistics"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: heading })).toBeVisible({ timeout: 30_000 });
    expect(await overflow(), path).toBeLessThanOrEqual(0);
    await expectNoSevereViolations(page, `${heading} on a phone`);
  }
});

test("the public page does not jump on a slow phone: its layout shift stays under 0.1", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await api(request, "POST", "/api/gym-posts/posts/create/", {
    title: `Layout ${mark}`,
    category: categoryId,
    short_description: "A post so the page has cards above the shop",
  });
  const phone = await browser.newContext({ ...devices["Pixel 7"], storageState: undefined });
  const visit = await phone.newPage();
  // Slow the CPU as Lighthouse's mobile run does, so sections arrive one after another.
  await (await phone.newCDPSession(visit)).send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await visit.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!e.hadRecentInput) w.layoutShift += e.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await visit.goto(`/g/${DEMO_GYM.schemaName}`);
  await expect(visit.getByRole("article").first()).toBeVisible({ timeout: 60_000 });
  await visit.waitForLoadState("networkidle");
  const shift = await visit.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
  expect(shift).toBeLessThan(0.1);
  await phone.close();
});
