import type { APIRequestContext } from "@playwright/test";
import { expectNoSevereViolations } from "../fixtures/accessibility.ts";
import { authHeaders, isoDay, runMark, shiftDay } from "../fixtures/api.ts";
import { expect, test } from "../fixtures/auth.ts";
import { deletePaymentMembers } from "../fixtures/payments.ts";
import { removeTrainersNamed, TRAINERS_API } from "../fixtures/trainers.ts";

// Each member's own page (issue 26 §1, §2, §5; decisions 0340-0342), on a 390 px phone: the owner copies the
// member's link from the profile, the member opens it, sees the ₹ due with the exact UPI link, downloads an
// invoice; a revoked link shows the clear page.
const mark = runMark("mpage");
const MEMBER_LINK_INVALID = "This link is no longer valid";

const monthsBack = (n: number) => {
  let day = `${isoDay().slice(0, 7)}-01`;
  for (let i = 0; i < n; i++) day = `${shiftDay(day, -1).slice(0, 7)}-01`;
  return day;
};

/**
 * A member who paid last month's ₹1,000 today (an invoice): far past the 5th and its 7 days' grace, so its late
 * fee of ₹50 (5%) is still owed, whatever day the suite runs.
 */
async function owingMember(request: APIRequestContext, token: string) {
  const created = await request.post("/api/android/member/register/", {
    headers: authHeaders(token),
    multipart: {
      password: "Passw0rd!",
      username: mark,
      email: `${mark}@example.com`,
      first_name: "Lakshmi",
      last_name: mark.replaceAll("_", ""),
      phone: "9741100088",
      date_of_birth: "1992-04-11",
      gender: "F",
      joining_date: shiftDay(isoDay(), -90),
      renewal_date: isoDay(40),
      plan_name: "E2E Page",
      plan_amount: "1000",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const member = (await created.json()).member_details as { id: number; full_name: string };
  const paid = await request.post("/api/expenses/member-payments/create/", {
    headers: { ...authHeaders(token), "Idempotency-Key": `${mark}-paid` },
    data: { member_id: member.id, membership_month: monthsBack(1), amount_paid: "1000", payment_method: "UPI" },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  return member;
}

const TRAINER = `Page Coach ${mark.slice(-6).replace(/[^a-z]/g, "x")}`;

test.afterAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  const login = await request.post("/api/android/auth/login/", {
    data: { schema_name: "demo_gym", username: "owner", password: "gymowner123", user_type: "admin" },
  });
  await removeTrainersNamed(request, (await login.json()).token, TRAINER);
  await request.dispose();
  await deletePaymentMembers(mark);
});

/** A member of this run with 40 days left, and their private link's address. */
async function memberWithLink(
  request: APIRequestContext,
  headers: Record<string, string>,
  who: { suffix: string; first_name: string; phone: string; date_of_birth: string },
) {
  const created = await request.post("/api/android/member/register/", {
    headers,
    multipart: {
      password: "Passw0rd!",
      username: `${mark}_${who.suffix}`,
      email: `${mark}_${who.suffix}@example.com`,
      first_name: who.first_name,
      last_name: mark.replaceAll("_", ""),
      phone: who.phone,
      date_of_birth: who.date_of_birth,
      gender: "F",
      joining_date: shiftDay(isoDay(), -10),
      renewal_date: isoDay(40),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const member = (await created.json()).member_details as { id: number; full_name: string };
  const link = await request.post(`/api/members/members/${member.id}/member-link/`, { headers, data: {} });
  expect(link.status(), await link.text()).toBe(200);
  return { member, url: (await link.json()).link.url as string };
}

test("the owner copies the member's link; the member pays by UPI for the exact amount, downloads an invoice; a revoked link says so", async ({
  page,
  session,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const member = await owingMember(request, session.token);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL! });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/dashboard/members/${member.id}`);
  const card = page.getByTestId("member-link");
  await card.getByRole("button", { name: "Make a link" }).click();
  await expect(card.getByRole("link", { name: "Send on WhatsApp" })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/919741100088\?text=Hi%20Lakshmi/,
  );
  await card.getByRole("button", { name: "Copy link" }).click();
  await expect(card.getByRole("button", { name: "Link copied" })).toBeVisible();
  const url = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toMatch(/\/m\/[a-z0-9_]+\/[A-Za-z0-9_-]{32}$/);
  await expect(card.getByTestId("member-link-url")).toHaveText(url);
  await expectNoSevereViolations(page, "member link card 390");
  // The card fits the phone (the toast sliding in from the right may overhang the page for a moment).
  expect(await card.evaluate((e) => e.getBoundingClientRect().right <= 390 && e.scrollWidth <= e.clientWidth)).toBe(
    true,
  );

  // The member: a phone with no session.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, acceptDownloads: true });
  const memberPage = await phone.newPage();
  const response = await memberPage.goto(url);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toBe("no-store");
  expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  await expect(memberPage.getByRole("heading", { level: 1, name: member.full_name })).toBeVisible();
  const total = (await memberPage.getByTestId("dues-total").textContent())!;
  expect(total).toMatch(/^₹[\d,]+\.\d\d$/);
  // Last month's late fee, at least; this month's bill too when it falls due within the week.
  await expect(memberPage.getByText("Includes a late fee of ₹50.00.")).toBeVisible();
  const upi = memberPage.getByTestId("upi-link");
  const href = (await upi.getAttribute("href"))!;
  const params = new URL(href.replace("upi://pay", "https://upi.invalid/pay")).searchParams;
  expect(`₹${Number(params.get("am")).toLocaleString("en-IN", { minimumFractionDigits: 2 })}`).toBe(total);
  const reference = `PAY${member.id}${monthsBack(1).slice(0, 4)}${monthsBack(1).slice(5, 7)}`;
  expect(params.get("tn")).toBe(reference);
  await expect(memberPage.getByText(`Reference: ${reference}`)).toBeVisible();
  expect(params.get("cu")).toBe("INR");
  await expect(memberPage.getByRole("img", { name: /UPI QR code for/ })).toBeVisible();
  await expectNoSevereViolations(memberPage, "member page 390");
  expect(await memberPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const downloading = memberPage.waitForEvent("download");
  await memberPage
    .getByRole("link", { name: /Invoice PDF/ })
    .first()
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^INV-.+\.pdf$/);
  const bytes = await (await import("node:fs/promises")).readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");

  // The owner revokes it (after a confirmation); the member's next visit gets the clear page.
  await card.getByRole("button", { name: "Revoke" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Revoke" }).click();
  await expect(card.getByText("No link in use.")).toBeVisible();
  const again = await memberPage.reload();
  expect(again?.status()).toBe(404);
  await expect(memberPage.getByRole("heading", { level: 1, name: MEMBER_LINK_INVALID })).toBeVisible();
  await expectNoSevereViolations(memberPage, "revoked link 390");
  await phone.close();
});

test("the member requests a session on their phone; staff confirm it; the member sees it confirmed", async ({
  page,
  session,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const headers = authHeaders(session.token);
  const trainer = await request.post(`${TRAINERS_API}create/`, {
    headers,
    data: { name: TRAINER, phone_number: "9876512345", age: 31, gender: "male" },
  });
  expect(trainer.status(), await trainer.text()).toBe(200);
  const { member, url } = await memberWithLink(request, headers, {
    suffix: "bk",
    first_name: "Devika",
    phone: "9741100099",
    date_of_birth: "1993-02-11",
  });

  // The member, on a 390 px phone with no session: a session with the trainer tomorrow at 10:00.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const memberPage = await phone.newPage();
  await memberPage.goto(url);
  const form = memberPage.locator("form", { has: memberPage.getByRole("button", { name: "Request session" }) });
  await form.getByLabel("Trainer").selectOption({ label: TRAINER });
  await form.getByLabel("Day").fill(isoDay(1));
  await form.getByLabel("Time (one hour)").selectOption("10:00");
  await expectNoSevereViolations(memberPage, "member page forms 390");
  await form.getByRole("button", { name: "Request session" }).click();
  await expect(memberPage.getByTestId("page-notice")).toHaveText(
    "Your session request was sent. The gym will confirm it.",
  );
  const session1 = memberPage.locator("li", { hasText: TRAINER });
  await expect(session1).toContainText("Waiting for the gym");
  await expect(session1).toContainText(`${isoDay(1)} · 10:00–11:00`);
  expect(await memberPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await memberPage.screenshot({ path: test.info().outputPath("member-page-requested-390.png"), fullPage: true });

  // Staff confirm it on the Trainer Booking screen.
  await page.goto("/dashboard/trainerBooking");
  await page.getByRole("combobox", { name: "Filter by trainer" }).click();
  await page.getByRole("option", { name: TRAINER }).click();
  const event = page.locator(".fc-event", { hasText: member.full_name });
  await expect(event).toHaveClass(/booking-pending/);
  await event.click();
  const details = page.getByRole("dialog", { name: "Booking Details" });
  await details.getByRole("button", { name: "Confirm" }).click();
  await expect(details.getByText("Confirmed", { exact: true })).toBeVisible();

  // The member's next look: confirmed.
  await memberPage.reload();
  await expect(memberPage.locator("li", { hasText: TRAINER })).toContainText("Confirmed");
  await phone.close();
});

test("the member asks for a freeze; staff approve it on Freeze Requests; the member sees it approved", async ({
  page,
  session,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const headers = authHeaders(session.token);
  const { member, url } = await memberWithLink(request, headers, {
    suffix: "fz",
    first_name: "Farah",
    phone: "9741100077",
    date_of_birth: "1991-03-21",
  });

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const memberPage = await phone.newPage();
  await memberPage.goto(url);
  const form = memberPage.locator("form", { has: memberPage.getByRole("button", { name: "Request freeze" }) });
  await form.getByLabel("First day").fill(isoDay(5));
  await form.getByLabel("Last day").fill(isoDay(9));
  await form.getByLabel("Reason").fill("Family wedding");
  await form.getByRole("button", { name: "Request freeze" }).click();
  await expect(memberPage.getByTestId("page-notice")).toHaveText(
    "Your freeze request was sent. The gym will approve it.",
  );

  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.goto("/dashboard/freezeRequests");
    await expect(page.getByRole("heading", { level: 2, name: "Freeze Requests" })).toBeVisible();
    await expect(page.locator("[data-testid^=freeze-request-]", { hasText: member.full_name })).toBeVisible();
    await expectNoSevereViolations(page, `freeze requests ${width}`);
    await page.screenshot({ path: test.info().outputPath(`freeze-requests-${width}.png`) });
  }
  const card = page.locator("[data-testid^=freeze-request-]", { hasText: member.full_name });
  await card.getByRole("button", { name: "Approve" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Approve" }).click();
  await expect(card).toBeHidden();
  await page.getByText("Approved", { exact: true }).click();
  await expect(page.locator("[data-testid^=freeze-request-]", { hasText: member.full_name })).toContainText("5 days");

  await memberPage.reload();
  await expect(memberPage.locator("li", { hasText: "Family wedding" })).toContainText("Approved");
  await phone.close();
});
