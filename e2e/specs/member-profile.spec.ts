import type { APIRequestContext, Page } from "@playwright/test";
import { expectNoSevereViolations } from "../fixtures/accessibility.ts";
import { authHeaders, isoDay, runMark } from "../fixtures/api.ts";
import { expect, test } from "../fixtures/auth.ts";
import { deletePaymentMembers } from "../fixtures/payments.ts";

// The member profile (issue 23 §5; decisions 0260, 0261): opened from the list, edited with the Add New
// Member form, archived (money history) or deleted (none) after a confirmation that says which.
const mark = runMark("profile");
// The API's texts (packages/contracts/src/areas/members/messages.ts).
const MEMBER_UPDATED = "Member updated successfully";
const MEMBER_ARCHIVED = "Member archived. Their payments and invoices are kept.";
const surname = mark.replaceAll("_", "");

async function member(request: APIRequestContext, token: string, n: number, first: string) {
  const tag = `${mark}${n}`;
  const response = await request.post("/api/android/member/register/", {
    headers: authHeaders(token),
    multipart: {
      password: "Passw0rd!",
      username: tag,
      email: `${tag}@example.com`,
      first_name: first,
      last_name: surname,
      phone: `98${String(75_000_000 + n).padStart(8, "0")}`,
      date_of_birth: "1993-07-21",
      gender: "F",
      renewal_date: isoDay(20),
      plan_name: "E2E Monthly",
      plan_amount: "1500",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).member_details as { id: number; full_name: string };
}

/** A payment received for the member: a receipt with its tax invoice, so the member has money history. */
async function pay(request: APIRequestContext, token: string, memberId: number) {
  const response = await request.post("/api/expenses/member-payments/create/", {
    headers: { ...authHeaders(token), "Idempotency-Key": `${mark}-${memberId}` },
    data: { member_id: memberId, amount: "1500", payment_date: isoDay(0), payment_method: "UPI" },
  });
  expect(response.status(), await response.text()).toBe(200);
}

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

test.afterAll(async () => {
  await deletePaymentMembers(mark);
});

test.describe("member profile", () => {
  test("open from the members list, edit a field and see it; axe at 1366 px", async ({ page, session, request }) => {
    const m = await member(request, session.token, 1, "Kavya");
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`/dashboard/membersList?search=${surname}`);
    await page.getByRole("link", { name: m.full_name }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/members/${m.id}$`));
    await expect(page.getByRole("heading", { level: 2, name: m.full_name })).toBeVisible();
    await expect(page.getByTestId("profile-plan")).toHaveText("E2E Monthly");
    await expect(page.getByTestId("profile-amount")).toHaveText("₹1,500.00");
    await expect(page.getByTestId("days-left")).toHaveText("20 days left");
    await expect(page.getByTestId("history-Payments-empty").or(page.getByTestId("history-Payments"))).toBeVisible();
    await expectNoSevereViolations(page, "profile 1366");

    await page.getByRole("button", { name: "Edit" }).click();
    await expect(field(page, "First name")).toHaveValue("Kavya");
    await expect(field(page, "Password")).toHaveValue("");
    await expectNoSevereViolations(page, "profile edit 1366");
    // The Add New Member rules apply: an empty required field is refused before anything is sent.
    await field(page, "Phone").fill("");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Phone is required")).toBeVisible();
    await field(page, "Phone").fill("9811122233");
    const saved = page.waitForResponse((r) => r.url().includes(`/api/members/members/${m.id}/update/`));
    await page.getByRole("button", { name: "Save changes" }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText(MEMBER_UPDATED)).toBeVisible();
    await expect(page.getByTestId("profile-phone")).toHaveText("9811122233");
  });

  test("a member with a receipt is archived after a confirmation that says their invoices stay", async ({
    page,
    session,
    request,
  }) => {
    const m = await member(request, session.token, 2, "Meera");
    await pay(request, session.token, m.id);
    await page.goto(`/dashboard/members/${m.id}`);
    await page.getByRole("tab", { name: /Invoices \(1\)/ }).click();
    await expect(page.getByRole("button", { name: /Download invoice/ })).toBeVisible();
    // The member's freezes are on the profile too (issue 24 §4), with the Freeze action.
    await page.getByRole("tab", { name: "Freezes" }).click();
    await expect(page.getByTestId("freeze-history")).toContainText("No freezes yet");
    await expect(page.getByRole("button", { name: /^Freeze / })).toBeVisible();
    await page.getByRole("button", { name: "Archive" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("1 payment receipt(s) with invoices, which must be kept");
    await expect(dialog).toContainText("will be archived instead");
    await expectNoSevereViolations(page, "archive confirmation");
    await dialog.getByRole("button", { name: "Archive" }).click();
    await expect(page.getByText(MEMBER_ARCHIVED)).toBeVisible();
    await expect(page.getByTestId("archived-note")).toBeVisible();
    await expect(page.getByRole("button", { name: "Restore" })).toBeVisible();

    // Out of the list, in its Archived filter.
    await page.goto(`/dashboard/membersList?search=${surname}`);
    await expect(page.getByRole("link", { name: m.full_name })).toHaveCount(0);
    await page.goto(`/dashboard/membersList?search=${surname}&archived=1`);
    await expect(page.getByRole("link", { name: m.full_name })).toBeVisible();
  });

  test("a member without money history is deleted after its confirmation; axe at 390 px", async ({
    page,
    session,
    request,
  }) => {
    const m = await member(request, session.token, 3, "Nila");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/dashboard/members/${m.id}`);
    await expect(page.getByRole("heading", { level: 2, name: m.full_name })).toBeVisible();
    await expect(page.getByTestId("history-Payments-empty").or(page.getByTestId("history-Payments"))).toBeVisible();
    await expectNoSevereViolations(page, "profile 390");
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("has no payments received and no invoices");
    await expect(dialog).toContainText("will be deleted for good");
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL(/\/dashboard\/membersList/);
    const gone = await request.get(`/api/members/members/${m.id}/`, { headers: authHeaders(session.token) });
    expect(gone.status()).toBe(404);
  });
});
