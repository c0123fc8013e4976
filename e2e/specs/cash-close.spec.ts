import { expect } from "@playwright/test";
import { expectNoSevereViolations } from "../fixtures/accessibility.ts";
import { authHeaders } from "../fixtures/api.ts";
import { fillSignInForm, type SignInAnswer, signInViaApi, test } from "../fixtures/auth.ts";
import { withDatabase } from "../fixtures/database.ts";
import { createFreshGym, dropFreshGym, type FreshGym, useGymSession } from "../fixtures/fresh-gym.ts";
import { registerMemberViaApi } from "../fixtures/members.ts";

/**
 * Issue 25 §6-§7 (decisions 0326-0329): the desk (a FRONT_DESK account made through the staff API) signs in
 * on a 390 px phone, collects a payment, closes the day ₹200 short with a note; the owner sees the difference
 * in the month report. A gym of the spec's own, so the day's expected cash is exactly what the desk took.
 */
let gym: FreshGym;
let desk: { username: string; password: string };
let deskSession: SignInAnswer;
let today: string;

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  gym = await createFreshGym(request, "cashclose");
  const owner = authHeaders(gym.session.token);
  const made = await request.post("/api/auth/staff/", {
    headers: owner,
    data: { full_name: "Asha Desk", username: "asha-desk", role: "FRONT_DESK" },
  });
  expect(made.status(), await made.text()).toBe(200);
  desk = { username: "asha-desk", password: (await made.json()).password };
  deskSession = await signInViaApi(request, { schemaName: gym.schemaName, ...desk });
  const day = await request.get("/api/cash-close/days/today/", { headers: owner });
  today = (await day.json()).day.date;
  const member = await registerMemberViaApi(request, gym.session.token, {
    username: "cashclose-member",
    email: "cashclose-member@example.test",
    first_name: "Kiran",
    last_name: "Rao",
    phone: "9876501234",
    date_of_birth: "1994-11-25",
    gender: "F",
  });
  await withDatabase((db) =>
    db.query(`UPDATE "${gym.schemaName}".members SET plan_amount = 1500 WHERE id = $1`, [member.id]),
  );
  // The desk collects ₹1,000 in cash (its own token: the receipt is the desk's in the audit trail).
  const paid = await request.post("/api/expenses/member-payments/create-by-member/", {
    headers: { ...authHeaders(deskSession.token), "idempotency-key": `cashclose-${Date.now()}` },
    data: { member_id: member.id, amount_paid: "1000", payment_method: "CASH", payment_date: today },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  await request.dispose();
});

test.afterAll(async () => {
  if (gym) await dropFreshGym(gym);
});

test("the desk closes the day ₹200 short on a phone; the owner sees it in the month report", async ({ browser }) => {
  test.slow();
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, storageState: undefined });
  const page = await phone.newPage();
  await page.goto("/login");
  await fillSignInForm(page, { schema: gym.schemaName, ...desk });
  await page.getByRole("button", { name: "Sign In to Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/dashboard/cashClose");
  await expect(page.getByRole("heading", { name: "Cash Close" })).toBeVisible();
  await expect(page.getByTestId("expected-cash")).toHaveText("₹1,000.00");
  const byStaff = page.getByRole("region", { name: "Per staff member" });
  await expect(byStaff).toContainText("Asha Desk");
  // The month report is the manager's and the owner's (decision 0329).
  await expect(page.getByRole("region", { name: "Month report" })).toHaveCount(0);

  const form = page.getByRole("region", { name: "Close the day" });
  await form.getByRole("textbox", { name: /Counted cash/ }).fill("800");
  await expect(page.getByTestId("close-difference")).toHaveText("₹200.00 short");
  await form.getByRole("button", { name: "Close the day" }).click();
  await expect(form.getByText("Note is required when the counted cash differs from the expected cash")).toBeVisible();
  await form.getByRole("textbox", { name: /Note/ }).fill("₹200 given as change twice");
  await form.getByRole("button", { name: "Close the day" }).click();
  await page.getByRole("button", { name: "Yes, close it" }).click();
  const closed = page.getByRole("region", { name: "The day's close" });
  await expect(closed.getByTestId("close-difference-badge")).toHaveText("₹200.00 short");
  await expect(closed).toContainText("₹200 given as change twice");
  await expect(closed).toContainText("Closed by Asha Desk");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSevereViolations(page, "cash close at 390 px");
  await page.screenshot({ path: "test-results/cash-close-390.png", fullPage: true });
  await phone.close();

  const desktop = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  const ownerPage = await desktop.newPage();
  await useGymSession(ownerPage, gym.session);
  await ownerPage.goto("/dashboard/cashClose");
  const report = ownerPage.getByRole("region", { name: "Month report" });
  await expect(report.getByTestId("month-difference")).toHaveText("-₹200.00");
  await expect(report.getByTestId("month-close")).toContainText("₹200 given as change twice");
  await expect(report.getByTestId("month-close")).toContainText("Asha Desk");
  await expectNoSevereViolations(ownerPage, "cash close month report");
  await ownerPage.screenshot({ path: "test-results/cash-close-1366.png", fullPage: true });
  await desktop.close();
});
