import type { Page } from "@playwright/test";
import { expectNoSevereViolations } from "../fixtures/accessibility.ts";
import { isoDay, runMark, shiftDay } from "../fixtures/api.ts";
import { expect, test } from "../fixtures/auth.ts";
import { withDatabase } from "../fixtures/database.ts";
import { DEMO_GYM } from "../fixtures/demo-gym.ts";
import { deleteMarkedMembers } from "../fixtures/members.ts";

/* Issue 23 §4, decision 0290: create a plan, add a member on it, see the plan's amount and term. */

const mark = runMark("plans");
const planName = `Quarterly ${mark.slice(-8)}`;

test.afterAll(async () => {
  await deleteMarkedMembers(mark);
  // The API archives plans, never deletes them: the spec's own plan is removed by SQL.
  await withDatabase((client) =>
    client.query(`DELETE FROM "${DEMO_GYM.schemaName}".membership_plans WHERE name = $1`, [planName]),
  );
});

/** The confirmation's words (contracts' planArchiveWarning). */
const archiveWarning = (name: string, members: number) =>
  `${name} will no longer be offered on Add New Member. ${members} member(s) on it keep it, and are billed as before, until their plan is changed.`;

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });
async function chooseOption(page: Page, label: string, option: string | RegExp) {
  await page.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option }).click();
}

test("create a 3-month plan, add a member on it, see its amount and term; archive it after a confirmation", async ({
  page,
}) => {
  test.slow(); // Three screens, two saves and axe runs on a shared 2-core machine.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/dashboard/membersList");
  await page.getByRole("link", { name: "Plans" }).click();
  await expect(page).toHaveURL(/\/dashboard\/plans$/);
  await expect(page.getByRole("heading", { level: 2, name: "Plans" })).toBeVisible();

  await page.getByRole("button", { name: "Add Plan" }).click();
  const modal = page.getByRole("dialog");
  await modal.getByRole("textbox", { name: "Plan name", exact: true }).fill(planName);
  await chooseOption(page, "Duration", "3 months (90 days)");
  await modal.getByRole("textbox", { name: "Price", exact: true }).fill("2700");
  await modal.getByRole("textbox", { name: "Admission fee", exact: true }).fill("500");
  await modal.getByRole("button", { name: "Create Plan" }).click();
  await expect(modal).toBeHidden();
  const row = page.getByTestId("plan-row").filter({ hasText: planName });
  await expect(row).toContainText("3 months");
  await expect(row).toContainText("₹2,700.00");
  await expect(row).toContainText("₹500.00");
  await expectNoSevereViolations(page, "plans at 1280 px");

  // Add New Member on the plan: the select names its term and charge, the renewal hint its term.
  await page.goto("/dashboard/addMember");
  await field(page, "First name").fill("Meera");
  await field(page, "Last name").fill(`Iyer ${mark.slice(-6)}`);
  const birth = field(page, "Date of birth");
  await birth.fill("1993-06-15");
  await birth.press("Escape");
  await chooseOption(page, "Gender", "Female");
  await field(page, "Phone").fill("9876501234");
  await field(page, "Email").fill(`${mark}.meera@example.com`);
  await field(page, "Username").fill(`${mark}_meera`);
  await field(page, "Password").fill("Welcome@123");
  await chooseOption(page, "Plan", new RegExp(`^${planName} · 3 months · ₹2,700\\.00$`));
  await expect(
    page.getByText("Billed ₹2,700.00 every 3 months; the first bill adds the admission fee ₹500.00"),
  ).toBeVisible();
  await expect(page.getByText(/Leave empty for .* \(joining date \+ 3 months\)/)).toBeVisible();
  const registered = page.waitForResponse((r) => r.url().includes("/api/android/member/register/"));
  await page.getByRole("button", { name: "Add Member" }).click();
  const answer = await registered;
  expect(answer.status()).toBe(201);
  const { id, renewal_date } = (await answer.json()).member_details as { id: number; renewal_date: string };
  expect(renewal_date).toBe(shiftDay(isoDay(), 90));

  // The profile shows the plan and its fee.
  await page.goto(`/dashboard/members/${id}`);
  await expect(page.getByTestId("profile-plan")).toContainText(planName);
  await expect(page.getByTestId("profile-amount")).toContainText("₹2,700.00");

  // At 390 px the catalogue is cards; archiving asks first and says what happens to the members.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/dashboard/plans");
  const card = page.getByTestId("plan-card").filter({ hasText: planName });
  await expect(card).toContainText("1 member(s)");
  await expectNoSevereViolations(page, "plans at 390 px");
  await card.getByRole("button", { name: `Archive ${planName}` }).click();
  const confirm = page.getByRole("dialog");
  await expect(confirm).toContainText(archiveWarning(planName, 1));
  await confirm.getByRole("button", { name: "Archive" }).click();
  await expect(card).toContainText("Archived");
  await expect(card.getByRole("button", { name: `Restore ${planName}` })).toBeVisible();
});
