import type { Page } from "@playwright/test";
import { expectNoSevereViolations } from "../fixtures/accessibility.ts";
import { runMark } from "../fixtures/api.ts";
import { expect, test } from "../fixtures/auth.ts";
import { deleteMarkedMembers } from "../fixtures/members.ts";

/* Issue 8 defects 1 and 2: typed dates on Add New Member, and the form after a successful add. */

const mark = runMark("adddates");

test.afterAll(async () => {
  await deleteMarkedMembers(mark);
});

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });
const submit = (page: Page) => page.getByRole("button", { name: "Add Member" }).click();
/** What a field tells a screen reader besides its label: how a typed date was read, or the field's error. */
const told = (page: Page, name: string, role: "textbox" | "combobox" = "textbox") =>
  page.getByRole(role, { name, exact: true });

async function fillMember(page: Page, suffix: string) {
  await field(page, "First name").fill("Kavya");
  await field(page, "Last name").fill(`Nair ${suffix}`);
  await field(page, "Phone").fill("9812345678");
  await field(page, "Email").fill(`${mark}.${suffix}@example.com`);
  await field(page, "Username").fill(`${mark}_${suffix}`);
  await field(page, "Password").fill("Welcome@123");
}

test("typed dates are read as written (DD-MM-YYYY or YYYY-MM-DD) or named as wrong, never changed", async ({
  page,
}) => {
  test.slow(); // Several form submissions and an axe run on a shared 2-core machine.
  const calls: string[] = [];
  page.on("request", (r) => r.url().includes("/member/register/") && calls.push(r.url()));
  await page.goto("/dashboard/addMember");
  const birth = field(page, "Date of birth");

  // The Indian way: read as 25 Nov 1994 and left as typed (it used to become 2001-02-01).
  await birth.fill("25-11-1994");
  await birth.blur();
  await expect(birth).toHaveValue("25-11-1994");
  await expect(told(page, "Date of birth")).toHaveAccessibleDescription(/Reads as 25 Nov 1994/);

  // A future date of birth is kept as typed and refused with the spec's text (it used to become 0203-01-01).
  await birth.fill("2030-01-01");
  await birth.blur();
  await expect(birth).toHaveValue("2030-01-01");
  await submit(page);
  await expect(told(page, "Date of birth")).toHaveAccessibleDescription(/Date of birth cannot be after today/);

  // Not a real day: named, not guessed.
  await birth.fill("31-02-1994");
  await submit(page);
  await expect(told(page, "Date of birth")).toHaveAccessibleDescription(
    /Enter the date as DD-MM-YYYY \(for example 25-11-1994\) or YYYY-MM-DD/,
  );
  await expect(birth).toHaveValue("31-02-1994");

  // A renewal before joining is an error on the renewal field, not a blanked field.
  await field(page, "Joining date").fill("10-03-2026");
  await field(page, "Renewal date").fill("01-03-2026");
  await submit(page);
  await expect(told(page, "Renewal date")).toHaveAccessibleDescription(
    /Renewal date cannot be before the joining date/,
  );
  await expect(field(page, "Renewal date")).toHaveValue("01-03-2026");

  // The page in its error state meets WCAG AA contrast (defect 12: red error text was 3.28:1).
  await expectNoSevereViolations(page, "addMember with errors");
  expect(calls).toEqual([]);
});

test("the birth-date calendar opens on the decade of a typical member, not on this month", async ({ page }) => {
  await page.goto("/dashboard/addMember");
  const year = new Date().getFullYear() - 25;
  await page.getByRole("button", { name: "Choose date of birth from a calendar" }).click();
  const calendar = page.getByRole("dialog");
  await calendar.getByRole("button", { name: String(year), exact: true }).click();
  await calendar.getByRole("button", { name: "Jan", exact: true }).click();
  await calendar.getByRole("button", { name: /^15 / }).first().click();
  await expect(field(page, "Date of birth")).toHaveValue(`15-01-${year}`);
  await expect(told(page, "Date of birth")).toHaveAccessibleDescription(new RegExp(`Reads as 15 Jan ${year}`));
});

test("after a successful add, Gender is empty again and says so, instead of showing the last choice", async ({
  page,
}) => {
  test.slow(); // Two registrations (argon2 hashing) on a shared 2-core machine.
  await page.goto("/dashboard/addMember");
  await fillMember(page, "first");
  await field(page, "Date of birth").fill("25-11-1994");
  await page.getByRole("combobox", { name: "Gender", exact: true }).click();
  await page.getByRole("option", { name: "Female", exact: true }).click();
  const registered = page.waitForResponse((r) => r.url().includes("/api/android/member/register/"));
  await submit(page);
  expect((await registered).status()).toBe(201);
  await expect(page.getByTestId("register-success")).toBeVisible();

  const gender = page.getByRole("combobox", { name: "Gender", exact: true });
  await expect(gender).toHaveValue("");
  await fillMember(page, "second");
  await field(page, "Date of birth").fill("1996-05-14");
  await submit(page);
  await expect(told(page, "Gender", "combobox")).toHaveAccessibleDescription(/Gender is required/);
  await gender.click();
  await page.getByRole("option", { name: "Male", exact: true }).click();
  const second = page.waitForResponse((r) => r.url().includes("/api/android/member/register/"));
  await submit(page);
  expect((await second).status()).toBe(201);
});
