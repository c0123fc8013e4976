import { execFileSync } from "node:child_process";
import { join } from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { expectNoSevereViolations } from "../fixtures/accessibility.ts";
import { authHeaders, getJson, isoDay, runMark } from "../fixtures/api.ts";
import { expect, test } from "../fixtures/auth.ts";
import { DEMO_GYM } from "../fixtures/demo-gym.ts";
import { deletePaymentMembers } from "../fixtures/payments.ts";
import { E2E_DATA_DIR, E2E_DATABASE_URL, REPO_ROOT } from "../fixtures/server.ts";

/** The renewals worklist and the reminder sequence (issue 26 §3, §4; decisions 0346-0348). */

const mark = runMark("remind");
const PAYMENTS = "/api/expenses/member-payments";
const JOB = "member-payments-reminder-sequence";
/** The worklist's page size (contracts' RENEWALS_PAGE_SIZE_DEFAULT). */
const RENEWALS_PAGE_SIZE_DEFAULT = 20;

test.afterAll(async () => {
  await deletePaymentMembers(mark);
});

/** A member who joined 27 days ago and has paid nothing: their first bill is due, so the sequence is on a step. */
async function owingMember(request: APIRequestContext, token: string, n = "1") {
  const tag = `${mark}${n}`;
  const response = await request.post("/api/android/member/register/", {
    headers: authHeaders(token),
    multipart: {
      password: "Passw0rd!",
      username: tag,
      email: `${tag}@example.com`,
      first_name: "Reminded",
      last_name: mark.replaceAll("_", ""),
      phone: `987601234${Number(n) + 4}`,
      date_of_birth: "1991-07-21",
      gender: "F",
      joining_date: isoDay(-27),
      renewal_date: isoDay(3),
      plan_name: "E2E Plan",
      plan_amount: "1250",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).member_details as { id: number; full_name: string };
}

/** One pass of the sequence's job now, as the scheduler makes it (`npm run tenants -- run-jobs`). */
function runReminderPass() {
  execFileSync(
    "node",
    [join(REPO_ROOT, "apps/api/dist/cli.js"), "run-jobs", "--schema", DEMO_GYM.schemaName, "--job", JOB],
    {
      env: { ...process.env, DATABASE_URL: E2E_DATABASE_URL, DATA_DIR: E2E_DATA_DIR, LOG_LEVEL: "warn" },
      stdio: "pipe",
    },
  );
}

test("on a phone, today's list shows the member; Send opens wa.me with the message and records who sent it", async ({
  page,
  request,
  session,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const member = await owingMember(request, session.token);
  runReminderPass();
  const today = await getJson<{ results: { member_id: number; message: string }[] }>(
    request,
    session.token,
    `${PAYMENTS}/reminders-today/`,
  );
  const mine = today.results.find((r) => r.member_id === member.id);
  expect(mine, "the pass listed the member").toBeTruthy();

  // WhatsApp is not reached from the test machine: the new tab's address is what matters.
  await page.context().route("https://wa.me/**", (route) => route.fulfill({ status: 200, body: "WhatsApp" }));
  await page.goto("/dashboard/renewals");
  await expect(page.getByRole("heading", { name: "Renewals & Reminders" })).toBeVisible();
  const row = page.getByTestId("reminder-today").filter({ hasText: member.full_name });
  await expect(row).toBeVisible();
  const [popup] = await Promise.all([
    page.waitForEvent("popup"),
    row.getByRole("link", { name: `Send reminder to ${member.full_name}` }).click(),
  ]);
  const href = popup.url();
  expect(href.startsWith("https://wa.me/919876012345?text=")).toBe(true);
  const text = decodeURIComponent(href.split("?text=")[1]!);
  expect(text).toBe(mine!.message);
  expect(text).toContain(member.full_name);
  expect(text).toContain("₹1,250");
  expect(text).toMatch(/Your membership page: https?:\/\/[^/]+\/m\/demo_gym\//);
  await popup.close();
  await expect(row.getByText(/^Sent by Gym Owner at \d{1,2}:\d{2}/)).toBeVisible();
  await expectNoSevereViolations(page, "renewals and reminders on a phone");

  // A second pass the same day changes nothing: the member's step is written once.
  runReminderPass();
  await page.reload();
  await expect(page.getByTestId("reminder-today").filter({ hasText: member.full_name })).toHaveCount(1);
});

test("the renewals worklist: a paid member's next payment is in the 14-day window with the total; Renew opens Record Payment", async ({
  page,
  request,
  session,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1366, height: 900 });
  const member = await owingMember(request, session.token, "2");
  // Paying the first bill (joining .. joining + 30) puts the next payment 4 to 8 days ahead (decision 0240 §4).
  const paid = await request.post(`${PAYMENTS}/create-by-member/`, {
    headers: authHeaders(session.token),
    data: { member_id: member.id, amount_paid: "1250", payment_method: "CASH" },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  // A first bill more than 7 days past its due date has a late fee: the desk settles it too.
  const bill = (await paid.json()).payment as { id: number; remaining_amount: number };
  if (bill.remaining_amount > 0) {
    const rest = await request.post(`${PAYMENTS}/${bill.id}/mark-paid/`, {
      headers: authHeaders(session.token),
      data: { payment_method: "CASH" },
    });
    expect(rest.status(), await rest.text()).toBe(200);
  }
  const renewals = await getJson<{ count: number; total_expected: number; results: { member_id: number }[] }>(
    request,
    session.token,
    `${PAYMENTS}/renewals/?within=14&page_size=100`,
  );
  // The next payment is 4 to 8 days ahead; the screen pages 20 at a time, ordered by due date.
  const index = renewals.results.findIndex((r) => r.member_id === member.id);
  expect(index, "the member is in the 14-day window").toBeGreaterThanOrEqual(0);
  await page.goto(`/dashboard/renewals?within=14&page=${Math.floor(index / RENEWALS_PAGE_SIZE_DEFAULT) + 1}`);
  const summary = page.getByTestId("renewals-summary");
  await expect(summary).toContainText(`${renewals.count} member`);
  await expect(summary).toContainText(
    `₹${renewals.total_expected.toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })} expected`,
  );
  const row = page.getByRole("row").filter({ hasText: member.full_name });
  await expect(row).toBeVisible();
  await expect(row.getByRole("link", { name: `Remind ${member.full_name} on WhatsApp` })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/919876012346\?text=/,
  );
  await row.getByRole("button", { name: "Renew" }).click();
  const popup = page.getByRole("dialog", { name: "Renew membership" });
  await expect(popup.getByText(member.full_name)).toBeVisible();
  await expect(popup.getByLabel(/Amount/)).toHaveValue("1250");
  await expectNoSevereViolations(page, "renewals worklist with Record Payment");
  await popup.getByRole("button", { name: "Cancel" }).click();
  await page.getByText("7 days", { exact: true }).click();
  await expect(page).toHaveURL(/within=7/);
});
