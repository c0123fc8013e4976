import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { expectNoSevereViolations } from "../fixtures/accessibility.ts";
import { authHeaders, isoDay, runMark } from "../fixtures/api.ts";
import { expect, test } from "../fixtures/auth.ts";
import { deleteMarkedMembers, registerMemberViaApi } from "../fixtures/members.ts";
import { BOOKINGS_API, removeTrainersNamed } from "../fixtures/trainers.ts";

const PHOTO = fileURLToPath(new URL("../fixtures/files/gym-image-blue.png", import.meta.url));
const mark = runMark("trainers");
const suffix = mark.slice(-6).replace(/[^a-z]/g, "x");
const TRAINER = `Zed Trainer ${suffix}`;
const MEMBER_LAST = `Booker ${suffix}`;

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  const login = await request.post("/api/android/auth/login/", {
    data: { schema_name: "demo_gym", username: "owner", password: "gymowner123", user_type: "admin" },
  });
  const { token } = await login.json();
  await registerMemberViaApi(request, token, {
    username: `${mark}_m`,
    email: `${mark}_m@example.com`,
    first_name: "Kiran",
    last_name: MEMBER_LAST,
    phone: "9876500011",
    date_of_birth: "1994-05-05",
    gender: "F",
  });
  await request.dispose();
});

test.afterAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  const login = await request.post("/api/android/auth/login/", {
    data: { schema_name: "demo_gym", username: "owner", password: "gymowner123", user_type: "admin" },
  });
  await removeTrainersNamed(request, (await login.json()).token, TRAINER);
  await request.dispose();
  await deleteMarkedMembers(mark);
});

async function choose(page: Page, scope: ReturnType<Page["getByRole"]>, label: string, option: string | RegExp) {
  await scope.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option }).first().click();
}

test("add a trainer with a photo, set a rate, book a member, see it in Month and Week, confirm, complete, mark paid", async ({
  page,
  request,
  session,
}) => {
  // A long journey (four screens, four axe checks) on a 2-core machine shared with the server.
  test.setTimeout(240_000);
  await page.goto("/dashboard/trainers");
  // The first load may wait on a busy 2-core machine.
  await expect(page.getByRole("heading", { level: 2, name: "Trainer Management" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("link", { name: "Trainers" }).first()).toHaveAttribute("aria-current", "page");

  // Add the trainer: the form shows the server's texts for bad input first.
  await page.getByRole("button", { name: "Add Trainer" }).click();
  const add = page.getByRole("dialog", { name: "Add Trainer" });
  await add.getByRole("textbox", { name: /^Name/ }).fill(TRAINER);
  await add.getByRole("textbox", { name: /^Phone Number/ }).fill("98765");
  await add.getByRole("textbox", { name: /^Age/ }).fill("17");
  await add.getByRole("button", { name: "Add Trainer" }).click();
  await expect(add.getByText("Phone number must be exactly 10 digits")).toBeVisible();
  await expect(add.getByText("Age must be between 18 and 100")).toBeVisible();
  await add.getByRole("textbox", { name: /^Phone Number/ }).fill("9876501234");
  await add.getByRole("textbox", { name: /^Age/ }).fill("31");
  await choose(page, add, "Gender", "Female");
  await add.getByRole("textbox", { name: /^Award/ }).fill("Certified Personal Trainer");
  await add.locator('input[type="file"]').setInputFiles(PHOTO);
  await expect(add.getByRole("img", { name: "Preview of gym-image-blue.png" })).toBeVisible();
  await add.getByRole("button", { name: "Add Trainer" }).click();
  await expect(add).toBeHidden();
  const card = page.getByRole("article", { name: TRAINER });
  await expect(card.getByRole("img", { name: `Photo of ${TRAINER}` })).toBeVisible();
  await expect(card.getByText("Active", { exact: true })).toBeVisible();
  await expectNoSevereViolations(page, "trainers");

  // Set an hourly rate on Trainer Charges.
  await page.getByRole("link", { name: "Trainer Charges" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Trainer Charges" })).toBeVisible();
  await page.getByRole("button", { name: `Add rate for ${TRAINER}` }).click();
  const rate = page.getByRole("dialog", { name: "Add Rate" });
  await expect(rate.getByRole("combobox", { name: "Trainer" })).toHaveValue(TRAINER);
  await choose(page, rate, "Rate Type", "Per hour");
  await rate.getByRole("textbox", { name: /^Amount/ }).fill("650");
  await rate.getByRole("button", { name: "Add Rate" }).click();
  await expect(rate).toBeHidden();
  const charges = page.getByRole("region", { name: `Charges of ${TRAINER}` });
  await expect(charges.getByText("₹650")).toBeVisible();
  await expectNoSevereViolations(page, "trainer charges");

  // Book the member with the trainer today.
  await page.goto("/dashboard/trainerBooking");
  await expect(page.getByRole("heading", { level: 2, name: "Trainer Booking" })).toBeVisible();
  await page.getByRole("button", { name: "New Booking" }).click();
  const form = page.getByRole("dialog", { name: "New Booking" });
  await form.getByRole("combobox", { name: "Member" }).fill(MEMBER_LAST);
  await page.getByRole("option", { name: new RegExp(MEMBER_LAST) }).click();
  await choose(page, form, "Trainer", TRAINER);
  await form.getByLabel(/^Start time/).fill("11:00");
  await form.getByLabel(/^End time/).fill("10:30");
  await form.getByRole("textbox", { name: /^Amount/ }).fill("650");
  await form.getByRole("button", { name: "Create Booking" }).click();
  await expect(form.getByText("End time must be after start time")).toBeVisible();
  await form.getByLabel(/^End time/).fill("12:00");
  await form.getByRole("button", { name: "Create Booking" }).click();
  await expect(form).toBeHidden();

  // Only this trainer's bookings: Month view, then Week view.
  await page.getByRole("combobox", { name: "Filter by trainer" }).click();
  await page.getByRole("option", { name: TRAINER }).click();
  const event = page.locator(".fc-event", { hasText: `Kiran ${MEMBER_LAST}` });
  await expect(event).toHaveCount(1);
  await expect(event).toHaveClass(/booking-pending/);
  await expectNoSevereViolations(page, "booking month view");
  await page.getByText("Week", { exact: true }).click();
  await expect(page.locator(".fc-timegrid")).toBeVisible();
  await expect(event).toHaveCount(1);
  await expect(event).toContainText("11:00");

  // Details: confirm, complete, mark paid.
  await event.click();
  const details = page.getByRole("dialog", { name: "Booking Details" });
  await expect(details.getByText("Pending", { exact: true })).toBeVisible();
  await expect(details.getByRole("button", { name: "Mark Completed" })).toHaveCount(0);
  await details.getByRole("button", { name: "Confirm" }).click();
  await expect(details.getByText("Confirmed", { exact: true })).toBeVisible();
  await details.getByRole("button", { name: "Mark Completed" }).click();
  await expect(details.getByText("Completed", { exact: true })).toBeVisible();
  await expect(details.getByRole("button", { name: "Cancel Booking" })).toHaveCount(0);
  // The switch follows the saved booking, so it turns on once the server has answered.
  await details.getByRole("switch", { name: "Paid" }).click();
  await expect(details.getByRole("switch", { name: "Paid" })).toBeChecked();
  await expect(details.getByText("Paid", { exact: true }).first()).toBeVisible();
  await details.getByRole("button", { name: "Close", exact: true }).last().click();
  await expect(event).toHaveClass(/booking-completed/);
  await expect(event).toContainText("Paid");

  const saved = await request.get(`${BOOKINGS_API}?date_from=${isoDay()}&date_to=${isoDay()}&page_size=1000`, {
    headers: authHeaders(session.token),
  });
  const mine = (
    (await saved.json()).results as { trainer_name: string; status: string; payment_status: boolean; amount: string }[]
  ).filter((b) => b.trainer_name === TRAINER);
  expect(mine).toEqual([expect.objectContaining({ status: "completed", payment_status: true, amount: "650.00" })]);
});

test("at 390 px the trainer screens fit the phone and the week is a list of days", async ({ page }) => {
  test.setTimeout(150_000); // Five screen loads on a 2-core machine shared with the server.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const screen of ["trainers", "trainerRates", "trainerBooking", "exerciseAssignments"]) {
    await page.goto(`/dashboard/${screen}`);
    await expect(page.getByRole("heading", { level: 2 })).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState("networkidle");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, screen).toBeLessThanOrEqual(0);
  }
  await page.goto("/dashboard/trainerBooking");
  await expect(page.getByRole("heading", { level: 2, name: "Trainer Booking" })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator(".fc-daygrid")).toBeVisible();
  await page.getByText("Week", { exact: true }).click();
  await expect(page.locator(".fc-list")).toBeVisible();
  await expect(page.locator(".fc-timegrid")).toHaveCount(0);
});
