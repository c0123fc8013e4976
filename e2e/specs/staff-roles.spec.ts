import { expect } from "@playwright/test";
import { expectNoSevereViolations } from "../fixtures/accessibility.ts";
import { runMark } from "../fixtures/api.ts";
import { fillSignInForm, test } from "../fixtures/auth.ts";
import { withDatabase } from "../fixtures/database.ts";
import { DEMO_GYM } from "../fixtures/demo-gym.ts";

/**
 * Issue 25 §5 (decisions 0320-0325): the owner adds a front-desk account on the Staff screen, signs out; the
 * desk signs in with the password shown once and sees no Expenses, no profit and no Staff.
 */
const username = runMark("desk").replace(/_/g, "-").slice(0, 40);

test.afterAll(async () => {
  await withDatabase((db) => db.query(`DELETE FROM demo_gym.staff_users WHERE username = $1`, [username]));
});

test("the owner adds a front-desk account; the desk signs in and sees only its part", async ({ page }) => {
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Staff settings" }).click();
  await expect(page).toHaveURL(/\/dashboard\/staff$/);
  await expect(page.getByRole("heading", { name: "Staff", exact: true })).toBeVisible();
  await expectNoSevereViolations(page, "staff screen");

  await page.getByRole("button", { name: "Add Staff" }).click();
  const form = page.getByRole("form", { name: "Add staff account" });
  await form.getByRole("textbox", { name: /^Name/ }).fill("Ravi Desk");
  await form.getByRole("textbox", { name: /^Username/ }).fill(username);
  await form.getByRole("button", { name: "Add Account" }).click();
  const password = (await page.getByTestId("new-password").textContent())?.trim() ?? "";
  expect(password).toMatch(/^[A-Za-z2-9]{12}$/);
  await page.getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("row", { name: new RegExp(username) })).toContainText("Front desk");

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await fillSignInForm(page, { schema: DEMO_GYM.schemaName, username, password });
  await page.getByRole("button", { name: "Sign In to Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const menu = page.getByRole("navigation", { name: "Main menu" });
  await expect(menu.getByRole("link", { name: "Members" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Front Desk" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Expenses" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Staff settings" })).toHaveCount(0);

  // The Front Desk screen offers neither the manager's reports nor the owner's settings.
  await page.goto("/dashboard/frontDesk");
  await expect(page.getByRole("heading", { name: "Front Desk" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Attendance Reports" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Settings", exact: true })).toHaveCount(0);

  for (const screen of ["staff", "expenseReports", "expenseTransactions"]) {
    await page.goto(`/dashboard/${screen}`);
    await expect(page.getByTestId("screen-not-allowed")).toContainText("You cannot open this screen");
    await expect(page.getByTestId("screen-not-allowed")).toContainText("Your account (Front desk) is not allowed");
  }
});

test("the Staff screen works at 390 px: accounts as cards", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/dashboard/staff");
  await expect(page.getByTestId("staff-card").first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSevereViolations(page, "staff screen at 390 px");
});
