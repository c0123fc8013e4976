import { expectNoSevereViolations } from "../fixtures/accessibility.ts";
import { authHeaders, isoDay, runMark } from "../fixtures/api.ts";
import { expect, signInViaApi, test } from "../fixtures/auth.ts";
import { deleteMarkedMembers, registerMemberViaApi } from "../fixtures/members.ts";

const HOME = "/api/dashboard/home/";
const mark = runMark("dash");

interface Home {
  gym_name: string;
  members: { total: number; active: number; expired: number; suspended: number };
  expired_memberships: { count: number; members: { full_name: string; member_id: string; label: string }[] };
  birthdays: {
    today: { id: number; full_name: string; age: number }[];
    upcoming: { id: number; full_name: string; label: string }[];
  };
}

/** A member whose birthday is today and one whose membership ran out 10 days ago, so both cards have rows. */
test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const { token } = await signInViaApi(request);
  const today = isoDay();
  const leapDay = today.endsWith("-02-29");
  await registerMemberViaApi(request, token, {
    username: `${mark}_bday`,
    email: `${mark}.bday@example.com`,
    first_name: "Birthday",
    last_name: `Person ${mark.slice(-6)}`,
    phone: "9800000001",
    date_of_birth: `${leapDay ? "1992" : "1990"}${today.slice(4)}`,
    gender: "F",
  });
  await registerMemberViaApi(request, token, {
    username: `${mark}_lapsed`,
    email: `${mark}.lapsed@example.com`,
    first_name: "Lapsed",
    last_name: `Member ${mark.slice(-6)}`,
    phone: "9800000002",
    date_of_birth: "1985-06-15",
    gender: "M",
    joining_date: isoDay(-40),
    renewal_date: isoDay(-10),
  });
  await request.dispose();
});

test.afterAll(async () => {
  await deleteMarkedMembers(mark);
});

test("the home screen shows the API's figures, expired memberships and birthdays", async ({
  page,
  request,
  session,
}) => {
  const home = (await (await request.get(HOME, { headers: authHeaders(session.token) })).json()) as Home;
  await page.goto("/dashboard");

  await expect(page.getByRole("heading", { level: 2, name: home.gym_name })).toBeVisible();
  await expect(page.getByText("Track. Train. Transform", { exact: true })).toBeVisible();
  const clock = page.getByTestId("dashboard-clock");
  const before = (await clock.textContent()) ?? "";
  await expect(clock).not.toHaveText(before, { timeout: 3000 });

  await expect(page.getByTestId("tile-total-members-value")).toHaveText(String(home.members.total));
  await expect(page.getByTestId("ring-active")).toHaveText(String(home.members.active));
  await expect(page.getByTestId("ring-expired")).toHaveText(String(home.members.expired));
  await expect(page.getByTestId("ring-suspended")).toHaveText(String(home.members.suspended));
  for (const tile of ["tile-revenue", "tile-expenses"]) {
    await expect(page.getByTestId(`${tile}-period`)).toHaveText("This Month");
  }
  await expect(page.getByRole("alert")).toHaveCount(0);

  const expired = home.expired_memberships;
  expect(expired.count).toBeGreaterThan(0);
  await expect(page.getByTestId("expired-count")).toHaveText(String(expired.count));
  const expiredRows = page.getByTestId("expired-member");
  await expect(expiredRows).toHaveCount(Math.min(7, expired.members.length));
  for (const [index, member] of expired.members.slice(0, 7).entries()) {
    await expect(expiredRows.nth(index)).toContainText(member.full_name);
    await expect(expiredRows.nth(index)).toContainText(member.label);
  }

  const todays = page.getByTestId("birthday-today");
  await expect(todays).toHaveCount(home.birthdays.today.length);
  await expect(todays.filter({ hasText: `Person ${mark.slice(-6)}` })).toContainText("Happy Birthday!");
  // The server's five slots as they come (decision 0037); the exact choice is dashboard-figures.spec.ts's.
  const upcoming = page.getByTestId("birthday-upcoming");
  await expect(upcoming).toHaveCount(home.birthdays.upcoming.length);
  for (const [index, member] of home.birthdays.upcoming.entries()) {
    await expect(upcoming.nth(index)).toContainText(member.label);
  }
});

test("the money tiles show the period's summary, and 'Unavailable' (not ₹0) when it fails", async ({ page }) => {
  const SUMMARY = "**/api/expenses/reports/expense-summary/**";
  await page.route(SUMMARY, (route) =>
    route.fulfill({
      json: { success: true, summary: { total_income: 52000, total_expenses: 12500, net_profit: 39500 } },
    }),
  );
  await page.goto("/dashboard");
  await expect(page.getByTestId("tile-revenue-value")).toHaveText("₹52.0K");
  await expect(page.getByTestId("tile-expenses-value")).toHaveText("₹12.5K");
  await expect(page.getByText("Net profit ₹39.5K")).toBeVisible();

  await page.unroute(SUMMARY);
  await page.route(SUMMARY, (route) => route.fulfill({ status: 404, json: { success: false, error: "Not found" } }));
  await page.reload();
  await expect(page.getByTestId("tile-revenue-value")).toHaveText("Unavailable");
  await expect(page.getByTestId("tile-expenses-value")).toHaveText("Unavailable");
  await expect(page.getByTestId("finance-unavailable")).toBeVisible();
  await expect(page.getByText(/Net profit/)).toHaveCount(0);
});

test("member and expense buttons lead to their screens", async ({ page }) => {
  await page.goto("/dashboard");
  for (const [name, path] of [
    ["Categories", "/dashboard/expenseCategories"],
    ["Transactions", "/dashboard/expenseTransactions"],
    ["Member Payment", "/dashboard/memberPayments"],
    ["Bulk Upload", "/dashboard/bulkUpload"],
    ["View All Members", "/dashboard/membersList"],
  ] as const) {
    await expect(page.getByRole("link", { name, exact: true })).toHaveAttribute("href", path);
  }
  await page.getByRole("link", { name: "Add New Member", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/addMember$/);
  await page.getByRole("link", { name: "Back to Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole("link", { name: /^Total Members/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/membersList$/);
});

test("an overlay shows while loading; a failure offers Retry, which loads the data", async ({ page }) => {
  let fail = true;
  await page.route(`**${HOME}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (fail) await route.fulfill({ status: 500, body: "" });
    else await route.continue();
  });
  await page.goto("/dashboard");
  await expect(page.getByRole("status").filter({ hasText: "Loading dashboard data..." })).toBeVisible();
  // 5xx answers are retried twice before the error shows.
  await expect(page.getByText("Failed to load dashboard data. Please try again.")).toBeVisible({ timeout: 15_000 });
  fail = false;
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByTestId("tile-total-members-value")).toBeVisible();
  await expect(page.getByText("Failed to load dashboard data. Please try again.")).toHaveCount(0);
});

test("has no serious or critical accessibility violations", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page.getByTestId("tile-total-members-value")).toBeVisible();
  await expectNoSevereViolations(page, "dashboard");
});
