import { existsSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { expectNoSevereViolations } from "../fixtures/accessibility.ts";
import { authHeaders, getJson, isoDay, runMark, shiftDay } from "../fixtures/api.ts";
import { expect, test } from "../fixtures/auth.ts";
import { writeCardVideo } from "../fixtures/camera.ts";
import { deletePaymentMembers } from "../fixtures/payments.ts";
import { E2E_PORT } from "../fixtures/server.ts";

const mark = runMark("desk");
/** The fake camera's file: named at the browser's launch, written before the camera opens. */
const CAMERA = join(tmpdir(), `e2e-desk-camera-${E2E_PORT}.y4m`);

test.use({
  permissions: ["camera"],
  launchOptions: {
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-video-capture=${CAMERA}`,
    ],
    ...(existsSync("/usr/bin/chromium") ? { executablePath: "/usr/bin/chromium" } : {}),
  },
});

test.afterAll(async () => {
  await deletePaymentMembers(mark);
  rmSync(CAMERA, { force: true });
});

/** A member with a plan whose month two months back is still unpaid: far past its grace, late fee due. */
async function owingMember(request: APIRequestContext, token: string, n: number) {
  const tag = `${mark}${n}`;
  const created = await request.post("/api/android/member/register/", {
    headers: authHeaders(token),
    multipart: {
      password: "Passw0rd!",
      username: tag,
      email: `${tag}@example.com`,
      first_name: `Walkin${n}`,
      last_name: mark.replaceAll("_", ""),
      phone: `97${String(41_000_000 + n).padStart(8, "0")}`,
      date_of_birth: "1991-07-09",
      gender: "M",
      joining_date: shiftDay(isoDay(), -90),
      renewal_date: isoDay(40),
      plan_name: "E2E Desk",
      plan_amount: "1500",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const member = (await created.json()).member_details as { id: number; full_name: string };
  const month = `${shiftDay(`${isoDay().slice(0, 7)}-01`, -40).slice(0, 7)}-01`;
  const record = await request.post("/api/expenses/member-payments/create/", {
    headers: authHeaders(token),
    data: { member_id: member.id, membership_month: month },
  });
  expect(record.status(), await record.text()).toBe(200);
  return member;
}

test("a member's QR card shown to the camera: red with the dues, UPI recorded, green and checked in; the heat map shows it", async ({
  page,
  request,
  session,
}) => {
  test.setTimeout(180_000);
  const member = await owingMember(request, session.token, 1);
  const card = await getJson<{ card: { code: string; pdf_base64: string } }>(
    request,
    session.token,
    `/api/members/members/${member.id}/card/`,
  );
  writeCardVideo(Buffer.from(card.card.pdf_base64, "base64"), CAMERA);

  await page.goto("/dashboard/frontDesk");
  await expect(page.getByRole("heading", { level: 2, name: "Front Desk" })).toBeVisible({ timeout: 30_000 });
  await expectNoSevereViolations(page, "front desk");
  await page.getByRole("button", { name: "Scan member card" }).click();

  const answer = page.getByTestId("door-answer");
  await expect(answer).toHaveAttribute("data-colour", "RED", { timeout: 30_000 });
  await expect(answer).toContainText("Not checked in");
  // ₹1,500 and its late fee of ₹75; this month's record too when the monthly job made it and it is overdue.
  await expect(answer).toContainText(/₹[\d,]+ due for .+ \(late fees? ₹[\d,]+ included\)/);
  await page.getByRole("button", { name: "Close camera" }).click();
  const section = page.getByRole("region", { name: "Door check" });
  await expect(section.getByRole("img", { name: /^UPI QR code for ₹[\d,]+\.\d{2}$/ })).toBeVisible();
  await expectNoSevereViolations(page, "door check, red with dues");

  await section.getByRole("button", { name: "Record UPI" }).click();
  await expect(answer).toHaveAttribute("data-colour", "GREEN");
  await expect(answer).toContainText("Checked in");
  await expect(section).toContainText(member.full_name);

  // Stored once: the visit, and the receipt through member payments.
  const visits = await getJson<{ count: number; check_ins: { door_colour: string; via: string }[] }>(
    request,
    session.token,
    `/api/attendance/check-ins/?member_id=${member.id}`,
  );
  expect(visits.count).toBe(1);
  expect(visits.check_ins[0]).toMatchObject({ door_colour: "GREEN" });
  const payments = await getJson<{ payments: { payment_status: string; payment_method: string }[] }>(
    request,
    session.token,
    `/api/expenses/member-payments/?member_id=${member.id}`,
  );
  expect(payments.payments.length).toBeGreaterThan(0);
  for (const p of payments.payments) expect(p).toMatchObject({ payment_status: "PAID", payment_method: "UPI" });
  await expect(page.getByRole("region", { name: "Today's check-ins" })).toContainText(member.full_name);

  await page.goto("/dashboard/attendanceReports");
  await expect(page.getByRole("heading", { level: 2, name: "Attendance Reports" })).toBeVisible();
  const heat = await getJson<{ total: number }>(
    request,
    session.token,
    `/api/attendance/reports/heat-map/?from=${shiftDay(isoDay(), -29)}&to=${isoDay()}`,
  );
  expect(heat.total).toBeGreaterThan(0);
  await expect(page.getByTestId("heat-map-summary")).toContainText(`${heat.total} visits`);
  await expect(page.getByTestId("heat-map").locator("rect").first()).toBeVisible();
  await expectNoSevereViolations(page, "attendance reports");
});

test("a check-in that could not be sent says so and is sent when tried again", async ({ page, request, session }) => {
  const tag = `${mark}2`;
  const created = await request.post("/api/android/member/register/", {
    headers: authHeaders(session.token),
    multipart: {
      password: "Passw0rd!",
      username: tag,
      email: `${tag}@example.com`,
      first_name: "Offline",
      last_name: mark.replaceAll("_", ""),
      phone: "9741099999",
      date_of_birth: "1990-01-01",
      gender: "F",
      renewal_date: isoDay(30),
    },
  });
  expect(created.status()).toBe(201);
  await page.goto("/dashboard/frontDesk");
  await expect(page.getByRole("heading", { level: 2, name: "Front Desk" })).toBeVisible({ timeout: 30_000 });
  await page.route("**/api/attendance/check-in/", (route) => route.abort("internetdisconnected"));
  await page.getByLabel("Search by phone, name or member code").fill("9741099999");
  await page.getByRole("listitem", { name: /Check in Offline/ }).click();
  const unsent = page.getByTestId("unsent-check-ins");
  await expect(unsent).toContainText("1 check-in not sent");
  await expect(unsent).toContainText("Offline");
  // Still there after a reload: kept in the browser, never silently lost.
  await page.reload();
  await expect(unsent).toContainText("1 check-in not sent");
  await page.unroute("**/api/attendance/check-in/");
  await unsent.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByTestId("door-answer")).toContainText("Checked in");
  await expect(unsent).toHaveCount(0);
});

test("the settings screen shows the defaults and refuses a value out of range with the field's words", async ({
  page,
}) => {
  await page.goto("/dashboard/attendanceSettings");
  await expect(page.getByRole("heading", { level: 2, name: "Attendance Settings" })).toBeVisible({ timeout: 30_000 });
  const grace = page.getByLabel("Grace days for dues");
  await expect(grace).toHaveValue(/^\d+$/);
  await expectNoSevereViolations(page, "attendance settings");
  const before = await grace.inputValue();
  await grace.fill("99");
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Grace days for dues must be a whole number from 0 to 60")).toBeVisible();
  await grace.fill(before);
});
