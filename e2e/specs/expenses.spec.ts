import type { Page } from "@playwright/test";
import { expectNoSevereViolations } from "../fixtures/accessibility.ts";
import { authHeaders, runMark } from "../fixtures/api.ts";
import { expect, test } from "../fixtures/auth.ts";
import { addDaysTo, expensesApi, rupees } from "../fixtures/expenses.ts";

// Issue 9 ¶7 (Playwright): quick add reaches the list and the report; a category with transactions cannot
// be deleted; a recurring expense due yesterday has posted its transaction; the home tiles equal the
// report's This Month. The browser lives in the gym's zone, as an owner's phone does (decision 0165).
test.use({ timezoneId: "Asia/Kolkata" });

const mark = runMark("exp");

/** Opens a screen and waits for its title: on a loaded 2-core machine a lazy screen can take a while. */
async function open(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible({ timeout: 30_000 });
}

// Every journey here is long for a 2-core machine shared with the server and other suites.
test.beforeEach(() => test.slow());

test.afterEach(async ({ request, session }) => {
  await expensesApi(request, session.token).cleanUp(mark);
});

test("Quick Add records an expense that appears in the list and in this month's report", async ({
  page,
  request,
  session,
}) => {
  const api = expensesApi(request, session.token);
  const category = `${mark} Water cans`;
  await api.createCategory({ name: category, category_type: "UTILITIES" });

  // Filtered to this run's rows first: the page stays small, so the accessibility checks stay quick.
  await open(page, `/dashboard/expenseTransactions?search=${encodeURIComponent(mark)}`, "Expense Transactions");
  await page.getByRole("button", { name: "Quick Add" }).click();
  const dialog = page.getByRole("dialog", { name: "Quick Add Transaction" });
  await dialog.getByRole("button", { name: "Add Transaction" }).click();
  await expect(dialog.getByText("Please fill in all required fields").first()).toBeVisible();

  const button = dialog.getByRole("button", { name: category });
  if (await button.isVisible()) await button.click();
  else {
    await dialog.getByRole("combobox", { name: "More categories..." }).click();
    await page.getByRole("option", { name: category }).click();
  }
  await expect(dialog.getByLabel("Title")).toHaveValue(category);
  await dialog.getByRole("button", { name: "₹500.00", exact: true }).click();
  await dialog.getByRole("button", { name: "UPI", exact: true }).click();
  await expect(dialog.getByRole("button", { name: "Cheque" })).toHaveCount(0);
  await dialog.getByLabel("Title").fill(`${mark} twenty cans`);
  await expectNoSevereViolations(page, "quick add");
  await dialog.getByRole("button", { name: "Add Transaction" }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByTestId("transaction-row").filter({ hasText: `${mark} twenty cans` });
  await expect(row).toBeVisible();
  await expect(row).toContainText("−₹500");
  await expect(row).toContainText("UPI");
  await expectNoSevereViolations(page, "transactions");

  await open(page, "/dashboard/expenseReports", "Expense Reports");
  const breakdown = page.getByRole("region", { name: "Expense Breakdown" });
  await expect(breakdown.getByText(category)).toBeVisible();
  await expect(page.getByTestId("report-period")).toContainText("This Month");
  await expectNoSevereViolations(page, "reports");
});

test("a category with transactions cannot be deleted; an unused one is deleted after the confirmation", async ({
  page,
  request,
  session,
}) => {
  const api = expensesApi(request, session.token);
  const used = `${mark} Used`;
  const unused = `${mark} Unused`;
  const usedId = await api.createCategory({ name: used, category_type: "EQUIPMENT" });
  await api.createCategory({ name: unused });
  await api.createTransaction({ category: usedId, title: `${mark} kettlebell`, amount: 2400 });

  await open(page, "/dashboard/expenseCategories", "Expense Categories");
  const usedCard = page.getByTestId("expense-category-card").filter({ hasText: used });
  await expect(usedCard).toContainText("1 transaction");
  await expect(usedCard.getByRole("button", { name: `Delete ${used}` })).toBeDisabled();

  const unusedCard = page.getByTestId("expense-category-card").filter({ hasText: unused });
  await unusedCard.getByRole("button", { name: `Delete ${unused}` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete category" });
  await expect(confirm).toContainText(`Are you sure you want to delete "${unused}"? This action cannot be undone.`);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(unusedCard).toHaveCount(0);
  await expect(usedCard).toBeVisible();
  await expectNoSevereViolations(page, "categories");

  // The API refuses it too, with the spec's meaning, and keeps the category.
  const refused = await request.delete(`/api/expenses/categories/${usedId}/delete/`, {
    headers: authHeaders(session.token),
    data: { force_delete: false },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toBe("Cannot delete category with transactions");
});

test("a recurring expense due yesterday has posted its transaction when saved", async ({ page, request, session }) => {
  const api = expensesApi(request, session.token);
  const today = await api.today();
  const yesterday = addDaysTo(today, -1);
  const category = `${mark} Rent`;
  await api.createCategory({ name: category, category_type: "RENT" });

  await open(page, "/dashboard/recurringExpenses", "Recurring Expenses");
  await page.getByRole("button", { name: "Add Recurring Expense" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add Recurring Expense" });
  await dialog.getByLabel("Name").fill(`${mark} Shop rent`);
  await dialog.getByRole("combobox", { name: "Category" }).click();
  await page.getByRole("option", { name: category }).click();
  await dialog.getByLabel("Amount").fill("32000");
  await dialog.getByRole("textbox", { name: "Start Date", exact: true }).fill(addDaysTo(yesterday, -28));
  await dialog.getByRole("textbox", { name: "Next Due Date", exact: true }).fill(yesterday);
  await expect(dialog.getByLabel("Schedule preview")).toContainText("posted when you save");
  await expectNoSevereViolations(page, "recurring form");
  await dialog.getByRole("button", { name: "Create Recurring Expense" }).click();
  await expect(dialog).toBeHidden();

  const card = page.getByTestId("recurring-card").filter({ hasText: `${mark} Shop rent` });
  await expect(card).toContainText("Auto");
  await expect(card).toContainText("Active");
  const lastGenerated = new Date(`${yesterday}T00:00:00Z`).toLocaleDateString("en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
  await expect(card).toContainText(lastGenerated);

  await open(page, `/dashboard/expenseTransactions?search=${encodeURIComponent(mark)}`, "Expense Transactions");
  const row = page.getByTestId("transaction-row").filter({ hasText: `${mark} Shop rent` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Recurring");
  await expect(row).toContainText(lastGenerated);
  await expect(row).toContainText("−₹32,000");
});

test("the home's Revenue and Expenses tiles equal the report's This Month", async ({ page, request, session }) => {
  const api = expensesApi(request, session.token);
  const today = await api.today();
  const category = `${mark} Sales`;
  const id = await api.createCategory({ name: category, is_income: true });
  await api.createTransaction({ category: id, transaction_type: "INCOME", title: `${mark} shaker`, amount: "450.50" });
  const month = await api.summary(`${today.slice(0, 7)}-01`, today);

  await open(page, "/dashboard/expenseReports", "Expense Reports");
  await expect(page.getByTestId("total-income")).toHaveText(rupees(month.total_income));
  await expect(page.getByTestId("total-expenses")).toHaveText(rupees(month.total_expenses));

  await page.goto("/dashboard");
  await expect(page.getByTestId("tile-revenue-value")).toHaveAttribute("title", rupees(month.total_income), {
    timeout: 30_000,
  });
  await expect(page.getByTestId("tile-expenses-value")).toHaveAttribute("title", rupees(month.total_expenses));
  await expect(page.getByTestId("tile-revenue-period")).toHaveText("This Month");
});

test("the screens work on a 390 px phone: cards, not tables", async ({ page, request, session }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const api = expensesApi(request, session.token);
  const id = await api.createCategory({ name: `${mark} Phone`, category_type: "OTHER" });
  await api.createTransaction({ category: id, title: `${mark} on the phone`, amount: 99 });
  await open(page, `/dashboard/expenseTransactions?search=${encodeURIComponent(mark)}`, "Expense Transactions");
  await expect(page.getByTestId("transaction-card").filter({ hasText: `${mark} on the phone` })).toBeVisible();
  await expect(page.getByRole("table", { name: "Transactions" })).toBeHidden();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSevereViolations(page, "transactions on a phone");
  for (const screen of ["expenseReports", "expenseCategories", "recurringExpenses"]) {
    await page.goto(`/dashboard/${screen}`);
    await expect(page.getByRole("heading", { level: 2 })).toBeVisible({ timeout: 30_000 });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      screen,
    ).toBeLessThanOrEqual(0);
  }
});
