import { readFileSync } from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import { expectNoSevereViolations } from "../fixtures/accessibility.ts";
import { authHeaders, runMark } from "../fixtures/api.ts";
import { expect, test } from "../fixtures/auth.ts";
import { createFreshGym, dropFreshGym, type FreshGym, useGymSession } from "../fixtures/fresh-gym.ts";
import { memberWithPlan } from "../fixtures/members.ts";

// Voiding a receipt (issue 25 §4, decision 0334): the owner records a payment, voids it with a reason, sees
// "Void" on the receipt and downloads its credit note. A gym of the spec's own with a GSTIN, so the receipt is
// a tax invoice whatever the demo gym's settings are.

const mark = runMark("void");
const PAYMENTS = "/api/expenses/member-payments";
let gym: FreshGym;

test.beforeAll(async ({ playwright }, testInfo) => {
  test.setTimeout(180_000);
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  gym = await createFreshGym(request, "void");
  const settings = await request.put("/api/expenses/payment-settings/update/", {
    headers: authHeaders(gym.session.token),
    data: {
      gym_address: "12 MG Road, Bengaluru 560001",
      gym_phone: "080 4123 4567",
      gym_state: "Karnataka",
      sac_code: "999723",
      gstin: "29ABCDE1234F1ZW",
    },
  });
  expect(settings.status(), await settings.text()).toBe(200);
  await request.dispose();
});

test.afterAll(async () => {
  if (gym) await dropFreshGym(gym);
});

test.beforeEach(async ({ page }) => {
  await useGymSession(page, gym.session);
});

let n = 0;
/** A member with a plan and this month's bill. */
async function billedMember(request: APIRequestContext) {
  n += 1;
  const token = gym.session.token;
  const member = await memberWithPlan(request, token, {
    mark,
    n,
    firstName: "Voider",
    planAmount: "1180",
    phoneBase: 77_000_000,
  });
  const generated = await request.post(`${PAYMENTS}/auto-generate/`, { headers: authHeaders(token), data: {} });
  expect(generated.status(), await generated.text()).toBe(200);
  return member;
}

for (const size of [
  { name: "desktop", viewport: { width: 1366, height: 800 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
]) {
  test.describe(`at ${size.viewport.width} px`, () => {
    test.use({ viewport: size.viewport });

    test("the owner records a payment, voids it with a reason, sees Void and downloads the credit note", async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(180_000);
      const member = await billedMember(request);
      await page.goto(`/dashboard/smartPaymentTracking?view=monthly&q=${encodeURIComponent(member.full_name)}`);
      const card = page.getByRole("article", { name: member.full_name });
      await card.getByRole("button", { name: `Mark as Paid: ${member.full_name}` }).click({ timeout: 30_000 });
      const record = page.getByRole("dialog", { name: "Record Payment" });
      await record.getByRole("button", { name: "Record Payment" }).click();
      await expect(record).toBeHidden();
      await expect(card.locator("[data-status]")).toHaveAttribute("data-status", "PAID");

      await page.getByRole("button", { name: "View Invoices" }).first().click();
      const invoices = page.getByRole("dialog", { name: "Member Invoices" });
      await invoices.getByRole("textbox", { name: "Search invoices by member name" }).fill(member.full_name);
      const voidButton = invoices.getByRole("button", { name: /^Void \d{2}-\d{2}\/\d{4,}$/ });
      await expect(voidButton).toHaveCount(1);
      const number = ((await voidButton.getAttribute("aria-label")) ?? "").replace("Void ", "");
      await voidButton.click();

      const confirm = page.getByRole("dialog", { name: `Void receipt ${number}` });
      await confirm.getByRole("button", { name: "Void receipt" }).click();
      await expect(confirm.getByText("Enter a reason for voiding this receipt")).toBeVisible();
      await confirm.getByRole("textbox", { name: "Reason" }).fill("Recorded against the wrong member");
      await page.screenshot({ path: testInfo.outputPath(`void-dialog-${size.name}.png`) });
      await confirm.getByRole("button", { name: "Void receipt" }).click();
      await expect(confirm).toBeHidden();
      await expect(page.getByText("Receipt voided")).toBeVisible();
      await expect(
        page.getByText(new RegExp(`${number.replace("/", "\\/")} is void\\. Credit note CN\\/`)),
      ).toBeVisible();

      // The list is back: the receipt under its own number, Void, with its reason and its credit note.
      await expect(invoices).toBeVisible();
      // The toast sits beneath the dialog: a tap on the dialog's close button reaches the button, not the toast.
      const closeList = invoices.getByRole("button", { name: "Close", exact: true });
      const reached = await closeList.evaluate((button) => {
        const box = button.getBoundingClientRect();
        return button.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
      });
      expect(reached).toBe(true);
      // The table (from sm up) and the cards (below) are both in the page; one shows.
      await expect(invoices.getByText("Void", { exact: true }).locator("visible=true")).toBeVisible();
      await expect(invoices.getByText("Recorded against the wrong member").locator("visible=true")).toBeVisible();
      await expect(invoices.getByRole("button", { name: `Void ${number}` })).toHaveCount(0);
      const creditNote = invoices.getByRole("button", { name: /^Download credit note CN\/\d{2}-\d{2}\/\d{4}$/ });
      await expect(creditNote).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`void-list-${size.name}.png`) });
      const download = page.waitForEvent("download");
      await creditNote.click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^CN-\d{2}-\d{2}-\d{4}\.pdf$/);
      expect(
        readFileSync((await file.path())!)
          .subarray(0, 5)
          .toString(),
      ).toBe("%PDF-");
      await expectNoSevereViolations(page, `voided receipt at ${size.viewport.width} px`);

      // The bill owes again.
      await invoices.getByRole("button", { name: "Close" }).click();
      await expect(card.locator("[data-status]")).not.toHaveAttribute("data-status", "PAID");
    });
  });
}
