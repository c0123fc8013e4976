import type { Page } from "@playwright/test";
import { expectNoSevereViolations } from "../fixtures/accessibility.ts";
import { authHeaders } from "../fixtures/api.ts";
import { expect, fillSignInForm, readSessionStorage, test } from "../fixtures/auth.ts";
import { createFreshGym, dropFreshGym, type FreshGym, useGymSession } from "../fixtures/fresh-gym.ts";

/**
 * Issue 25 §7, the story through the screens: the owner adds a front-desk account on the Staff screen → the
 * desk signs in on a 390 px phone, collects a payment through Record Payment, cannot void it (no Void
 * button; the API answers 403), closes the day ₹200 short with a note on Cash Close → the owner (1366 px)
 * sees the difference in the month report, voids the receipt with a reason, and reads the close and the void
 * in the Audit Trail, filtered by the desk and by the member; then deactivates the desk.
 *
 * A gym of the spec's own: no other spec closes its day, whatever day the spec runs on, and the day's
 * expected cash is exactly what the desk took. The member and its bill are made through the API (setup, not
 * the story).
 */
let gym: FreshGym;
let member: { id: number; full_name: string };
const desk = { name: "Meera Desk", username: "meera-desk" };
const REASON = "Collected twice by mistake";
const NOTE = "₹200 given as change twice";

test.beforeAll(async ({ playwright }, testInfo) => {
  test.setTimeout(120_000);
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  gym = await createFreshGym(request, "story");
  const owner = authHeaders(gym.session.token);
  const registered = await request.post("/api/android/member/register/", {
    headers: owner,
    multipart: {
      password: "Passw0rd!",
      username: "story-member",
      email: "story-member@example.com",
      first_name: "Kavya",
      last_name: "Storyteller",
      phone: "9876512345",
      date_of_birth: "1992-03-14",
      gender: "F",
      plan_name: "Monthly",
      plan_amount: "1180",
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  member = (await registered.json()).member_details;
  const generated = await request.post("/api/expenses/member-payments/auto-generate/", { headers: owner, data: {} });
  expect(generated.status(), await generated.text()).toBe(200);
  await request.dispose();
});

test.afterAll(async () => {
  if (gym) await dropFreshGym(gym);
});

const noOverflow = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

test("owner adds a desk; the desk collects, cannot void, closes ₹200 short; the owner voids and reads the trail", async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(240_000);

  // 1. The owner, on a laptop, adds the front-desk account; its first password is shown once.
  const laptop = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  const owner = await laptop.newPage();
  await useGymSession(owner, gym.session);
  await owner.goto("/dashboard/staff");
  await expect(owner.getByRole("heading", { name: "Staff", exact: true })).toBeVisible();
  await owner.getByRole("button", { name: "Add Staff" }).click();
  const addForm = owner.getByRole("form", { name: "Add staff account" });
  await addForm.getByRole("textbox", { name: /^Name/ }).fill(desk.name);
  await addForm.getByRole("textbox", { name: /^Username/ }).fill(desk.username);
  await addForm.getByRole("button", { name: "Add Account" }).click();
  const password = (await owner.getByTestId("new-password").textContent())?.trim() ?? "";
  expect(password).toMatch(/^[A-Za-z2-9]{12}$/);
  await owner.getByRole("button", { name: "Done" }).click();
  await expect(owner.getByRole("row", { name: new RegExp(desk.username) })).toContainText("Front desk");

  // 2. The desk signs in on a phone (a browser of its own) and records the member's payment in cash.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    storageState: { cookies: [], origins: [] },
  });
  const deskPage = await phone.newPage();
  await deskPage.goto("/login");
  await fillSignInForm(deskPage, { schema: gym.schemaName, username: desk.username, password });
  await deskPage.getByRole("button", { name: "Sign In to Dashboard" }).click();
  await expect(deskPage).toHaveURL(/\/dashboard$/);
  const deskToken = (await readSessionStorage(deskPage)).token ?? "";
  expect(deskToken).not.toBe("");

  await deskPage.goto(`/dashboard/smartPaymentTracking?view=monthly&q=${encodeURIComponent(member.full_name)}`);
  const card = deskPage.getByRole("article", { name: member.full_name });
  await card.getByRole("button", { name: `Mark as Paid: ${member.full_name}` }).click({ timeout: 30_000 });
  const record = deskPage.getByRole("dialog", { name: "Record Payment" });
  await expect(record.getByRole("combobox", { name: "Payment Method" })).toHaveValue(/^(Cash|CASH)$/);
  await expect(record.getByRole("textbox", { name: "Amount" })).toHaveValue("1180");
  await record.getByRole("button", { name: "Record Payment" }).click();
  await expect(record).toBeHidden();
  await expect(card.locator("[data-status]")).toHaveAttribute("data-status", "PAID");

  // 3. The desk cannot void it: the invoices list offers no Void button, and the API refuses.
  await deskPage.getByRole("button", { name: "View Invoices" }).first().click();
  const deskInvoices = deskPage.getByRole("dialog", { name: "Member Invoices" });
  await deskInvoices.getByRole("textbox", { name: "Search invoices by member name" }).fill(member.full_name);
  await expect(deskInvoices.getByText(member.full_name).locator("visible=true").first()).toBeVisible();
  await expect(deskInvoices.getByRole("button", { name: /^Void / })).toHaveCount(0);
  await deskPage.screenshot({ path: testInfo.outputPath("story-desk-invoices-390.png") });
  await deskInvoices.getByRole("button", { name: "Close" }).click();

  const listed = await request.get(`/api/expenses/invoices/?member_id=${member.id}`, {
    headers: authHeaders(deskToken),
  });
  expect(listed.status(), await listed.text()).toBe(200);
  const invoices = (await listed.json()).invoices as { id: number; invoice_number: string }[];
  expect(invoices).toHaveLength(1);
  const invoice = invoices[0]!;
  const refused = await request.post(`/api/expenses/invoices/${invoice.id}/void/`, {
    headers: authHeaders(deskToken),
    data: { reason: "The desk tries to void" },
  });
  expect(refused.status(), await refused.text()).toBe(403);

  // 4. The desk closes the day on Cash Close, ₹200 short, with a note.
  await deskPage.goto("/dashboard/cashClose");
  await expect(deskPage.getByRole("heading", { name: "Cash Close" })).toBeVisible();
  await expect(deskPage.getByTestId("expected-cash")).toHaveText("₹1,180.00");
  await expect(deskPage.getByRole("region", { name: "Per staff member" })).toContainText(desk.name);
  const closeForm = deskPage.getByRole("region", { name: "Close the day" });
  await closeForm.getByRole("textbox", { name: /Counted cash/ }).fill("980");
  await expect(deskPage.getByTestId("close-difference")).toHaveText("₹200.00 short");
  await closeForm.getByRole("textbox", { name: /Note/ }).fill(NOTE);
  await closeForm.getByRole("button", { name: "Close the day" }).click();
  await deskPage.getByRole("button", { name: "Yes, close it" }).click();
  const closed = deskPage.getByRole("region", { name: "The day's close" });
  await expect(closed.getByTestId("close-difference-badge")).toHaveText("₹200.00 short");
  await expect(closed).toContainText(`Closed by ${desk.name}`);
  await noOverflow(deskPage);
  await deskPage.screenshot({ path: testInfo.outputPath("story-desk-close-390.png"), fullPage: true });
  await phone.close();

  // 5. The owner sees the difference in the month report.
  await owner.goto("/dashboard/cashClose");
  const report = owner.getByRole("region", { name: "Month report" });
  await expect(report.getByTestId("month-difference")).toHaveText("-₹200.00");
  await expect(report.getByTestId("month-close")).toContainText(NOTE);
  await expect(report.getByTestId("month-close")).toContainText(desk.name);
  await owner.screenshot({ path: testInfo.outputPath("story-owner-month-1366.png"), fullPage: true });

  // 6. The owner voids the receipt with a reason, on the invoices list.
  await owner.goto(`/dashboard/smartPaymentTracking?view=monthly&q=${encodeURIComponent(member.full_name)}`);
  await owner.getByRole("button", { name: "View Invoices" }).first().click();
  const ownerInvoices = owner.getByRole("dialog", { name: "Member Invoices" });
  await ownerInvoices.getByRole("textbox", { name: "Search invoices by member name" }).fill(member.full_name);
  const voidButton = ownerInvoices.getByRole("button", { name: `Void ${invoice.invoice_number}` });
  await voidButton.click({ timeout: 30_000 });
  const confirm = owner.getByRole("dialog", { name: `Void receipt ${invoice.invoice_number}` });
  await confirm.getByRole("textbox", { name: "Reason" }).fill(REASON);
  await confirm.getByRole("button", { name: "Void receipt" }).click();
  await expect(confirm).toBeHidden();
  await expect(owner.getByText("Receipt voided")).toBeVisible();
  await expect(ownerInvoices.getByText(REASON).locator("visible=true")).toBeVisible();
  await ownerInvoices.getByRole("button", { name: "Close" }).click();

  // 7. The Audit Trail: the desk's entries (its receipt and its close), then the member's (the receipt and
  //    the owner's void), each filter chosen on the screen.
  await owner.goto("/dashboard/auditTrail");
  await expect(owner.getByRole("heading", { level: 2, name: "Audit Trail" })).toBeVisible();
  await owner.getByRole("combobox", { name: "Staff", exact: true }).click();
  await owner.getByRole("option", { name: `${desk.name} (${desk.username})` }).click();
  await expect(owner).toHaveURL(/user_id=\d+/);
  const trail = owner.getByRole("table", { name: "Audit trail" });
  await expect(trail.getByText("POST /api/cash-close/days/{date}/close/")).toBeVisible();
  await expect(trail.getByText(`${desk.username} · FRONT_DESK`).first()).toBeVisible();
  await expect(trail.getByText("/api/expenses/invoices/{id}/void/")).toHaveCount(0);
  await owner.screenshot({ path: testInfo.outputPath("story-trail-desk-1366.png"), fullPage: true });

  await owner.getByRole("button", { name: "Clear" }).click();
  await owner.getByRole("combobox", { name: "Member", exact: true }).fill("Kavya");
  await owner.getByRole("option", { name: new RegExp(member.full_name) }).click();
  await expect(owner).toHaveURL(new RegExp(`member_id=${member.id}`));
  const voidEntry = trail.getByRole("row").filter({ hasText: "/api/expenses/invoices/{id}/void/" });
  await expect(voidEntry).toHaveCount(1);
  await expect(voidEntry).toContainText("owner · OWNER");
  await expect(
    trail
      .getByRole("row")
      .filter({ hasText: `${desk.username} · FRONT_DESK` })
      .first(),
  ).toBeVisible();
  await expectNoSevereViolations(owner, "audit trail filtered by member");
  await owner.screenshot({ path: testInfo.outputPath("story-trail-member-1366.png"), fullPage: true });

  // 8. Clean up: the owner deactivates the desk account; its token stops working.
  await owner.goto("/dashboard/staff");
  await owner
    .getByRole("row", { name: new RegExp(desk.username) })
    .getByRole("button", { name: "Deactivate" })
    .click();
  await owner.getByRole("dialog", { name: "Deactivate account" }).getByRole("button", { name: "Deactivate" }).click();
  await expect(owner.getByRole("row", { name: new RegExp(desk.username) })).toContainText("Deactivated");
  const after = await request.get("/api/cash-close/days/today/", { headers: authHeaders(deskToken) });
  expect(after.status()).toBe(401);
  await laptop.close();
});
