import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { expectNoSevereViolations } from "../fixtures/accessibility.ts";
import { authHeaders, isoDay, runMark } from "../fixtures/api.ts";
import { expect, test } from "../fixtures/auth.ts";
import { deleteMarkedMembers, registerMemberViaApi } from "../fixtures/members.ts";

const mark = runMark("members");
const _NOT_AN_EXCEL_FILE = fileURLToPath(new URL("../fixtures/files/gym-image-red.png", import.meta.url));

test.afterAll(async () => {
  await deleteMarkedMembers(mark);
});

/** Text fields by their label (the required asterisk is not part of the accessible name). */
const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function fillDate(page: Page, label: string, value: string) {
  const input = field(page, label);
  await input.fill(value);
  await input.press("Escape");
}

test.describe("Add New Member and the members list", () => {
  const username = `${mark}_asha`;
  const email = `${mark}.asha@example.com`;
  const lastName = `Rao ${mark.slice(-6)}`;
  const fullName = `Asha ${lastName}`;

  test("required fields are checked before anything is sent", async ({ page }) => {
    const calls: string[] = [];
    page.on("request", (r) => r.url().includes("/member/register/") && calls.push(r.url()));
    await page.goto("/dashboard/addMember");
    await expect(page.getByRole("heading", { level: 2, name: "Add New Member" })).toBeVisible();
    await expect(field(page, "Joining date")).toHaveValue(/^\d{2}-\d{2}-\d{4}$/);
    await expect(page.getByText(/Leave empty for .* \(joining date \+ 30 days\)/)).toBeVisible();
    await page.getByRole("button", { name: "Add Member" }).click();
    for (const text of [
      "First name is required",
      "Last name is required",
      "Username is required",
      "Phone is required",
    ]) {
      await expect(page.getByText(text)).toBeVisible();
    }
    await field(page, "Email").fill("not-an-email");
    await page.getByRole("button", { name: "Add Member" }).click();
    await expect(page.getByText(/Email must be a valid email/)).toBeVisible();
    expect(calls).toEqual([]);
  });

  test("add a member, find them by search, suspend and activate them", async ({ page }) => {
    await page.goto("/dashboard/addMember");
    await field(page, "First name").fill("Asha");
    await field(page, "Last name").fill(lastName);
    await fillDate(page, "Date of birth", "1995-04-02");
    await chooseOption(page, "Gender", "Female");
    await field(page, "Phone").fill("9876543210");
    await field(page, "Email").fill(email);
    await field(page, "Username").fill(username);
    await field(page, "Password").fill("Welcome@123");

    const registered = page.waitForResponse((r) => r.url().includes("/api/android/member/register/"));
    await page.getByRole("button", { name: "Add Member" }).click();
    expect((await registered).status()).toBe(201);
    const success = page.getByTestId("register-success");
    await expect(success).toContainText(fullName);
    const code = ((await page.getByTestId("new-member-code").textContent()) ?? "").trim();
    expect(code).toMatch(/^MEM\d+/);
    // The form is ready for the next member.
    await expect(field(page, "First name")).toHaveValue("");

    // The same username again: the server's text shows, on the field too, and nothing typed is lost.
    await field(page, "First name").fill("Asha");
    await field(page, "Last name").fill(lastName);
    await fillDate(page, "Date of birth", "1995-04-02");
    await chooseOption(page, "Gender", "Female");
    await field(page, "Phone").fill("9876543210");
    await field(page, "Email").fill(`${mark}.other@example.com`);
    await field(page, "Username").fill(username);
    await field(page, "Password").fill("Welcome@123");
    await page.getByRole("button", { name: "Add Member" }).click();
    await expect(page.getByTestId("register-error")).toHaveText("A member with this username already exists");
    await expect(field(page, "Username")).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, "Email")).toHaveValue(`${mark}.other@example.com`);
    await expect(field(page, "Password")).toHaveValue("Welcome@123");

    await success.getByRole("link", { name: "View in members list" }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/membersList\\?search=${code}$`));
    const row = page.getByTestId("member-row").filter({ hasText: code });
    await expect(row).toContainText(fullName);
    await expect(row.getByTestId("member-status")).toHaveText("Active");

    // Search by username from a clean list: debounced, on the server, kept in the URL.
    await page.goto("/dashboard/membersList");
    await page.getByRole("searchbox", { name: "Search members" }).fill(username);
    await expect(page).toHaveURL(new RegExp(`search=${username}`));
    await expect(page.getByTestId("member-row")).toHaveCount(1);
    await expect(row).toContainText(email);
    await expect(row).toContainText("30 days left");

    await row.getByRole("button", { name: `Suspend ${fullName}` }).click();
    const suspendDialog = page.getByRole("dialog", { name: "Suspend member" });
    await expect(suspendDialog).toContainText(code);
    await suspendDialog.getByRole("button", { name: "Suspend" }).click();
    await expect(row.getByTestId("member-status")).toHaveText("Suspended");

    await row.getByRole("button", { name: `Activate ${fullName}` }).click();
    await page.getByRole("dialog", { name: "Activate member" }).getByRole("button", { name: "Activate" }).click();
    await expect(row.getByTestId("member-status")).toHaveText("Active");
    await expect(row.getByRole("button", { name: `Suspend ${fullName}` })).toBeVisible();

    // Cancelling the confirmation changes nothing.
    await row.getByRole("button", { name: `Suspend ${fullName}` }).click();
    await page.getByRole("dialog", { name: "Suspend member" }).getByRole("button", { name: "Cancel" }).click();
    await expect(row.getByTestId("member-status")).toHaveText("Active");
  });

  test("stat cards show the API's counts and filter the table", async ({ page, request, session }) => {
    // One member known to be expired, so the filtered table always has a row to check.
    await registerMemberViaApi(request, session.token, {
      username: `${mark}_lapsed`,
      email: `${mark}.lapsed@example.com`,
      first_name: "Lapsed",
      last_name: `Member ${mark.slice(-6)}`,
      phone: "9800000005",
      date_of_birth: "1990-01-20",
      gender: "M",
      joining_date: isoDay(-45),
      renewal_date: isoDay(-15),
    });
    const answer = await request.get("/api/members/members/?page_size=1", { headers: authHeaders(session.token) });
    const { stats } = await answer.json();
    await page.goto("/dashboard/membersList");
    for (const key of ["total", "active", "expired", "suspended"]) {
      await expect(page.getByTestId(`stat-${key}-value`)).toHaveText(String(stats[key]));
    }
    await page.getByTestId("stat-expired").click();
    await expect(page).toHaveURL(/status=EXPIRED/);
    await expect(page.getByTestId("stat-expired")).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("combobox", { name: "Status", exact: true })).toHaveValue("Expired");
    expect(stats.expired).toBeGreaterThan(0);
    await expect(page.getByTestId("member-row").first().getByTestId("member-status")).toHaveText("Expired");
    await page.getByTestId("stat-total").click();
    await expect(page).toHaveURL(/\/dashboard\/membersList$/);
  });

  test("a failed list load says so and retries; a failed suspend alerts", async ({ page, request, session }) => {
    const member = await registerMemberViaApi(request, session.token, {
      username: `${mark}_fail`,
      email: `${mark}.fail@example.com`,
      first_name: "Failing",
      last_name: `Call ${mark.slice(-6)}`,
      phone: "9800000003",
      date_of_birth: "1992-07-01",
      gender: "O",
    });
    let fail = true;
    await page.route("**/api/members/members/?*", (route) =>
      fail ? route.fulfill({ status: 500, body: "" }) : route.continue(),
    );
    await page.goto(`/dashboard/membersList?search=${member.member_id}`);
    await expect(page.getByText("Failed to fetch members. Please try again.")).toBeVisible({ timeout: 15_000 });
    fail = false;
    await page.getByRole("button", { name: "Retry" }).click();
    await expect(page.getByTestId("member-row").first()).toBeVisible();

    await page.route("**/api/members/members/*/suspend/", (route) => route.fulfill({ status: 500, body: "" }));
    const row = page.getByTestId("member-row").filter({ hasText: member.member_id });
    await row.getByRole("button", { name: /^Suspend / }).click();
    await page.getByRole("dialog", { name: "Suspend member" }).getByRole("button", { name: "Suspend" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Failed to suspend member" })).toBeVisible();
    await expect(row.getByTestId("member-status")).toHaveText("Active");
  });
});

test.describe("accessibility", () => {
  // Each axe run takes several seconds on these machines.
  test.slow();

  test("Add New Member and Bulk Member Upload", async ({ page }) => {
    await page.goto("/dashboard/addMember");
    await expect(page.getByRole("button", { name: "Add Member" })).toBeVisible();
    await expectNoSevereViolations(page, "addMember");
    await page.goto("/dashboard/bulkUpload");
    await expect(page.getByRole("button", { name: "Upload Members" })).toBeVisible();
    await expectNoSevereViolations(page, "bulkUpload");
  });

  test("the members list with active, suspended and soon-expiring rows", async ({ page, request, session }) => {
    for (const [suffix, renewal] of [
      ["a11y1", undefined],
      ["a11y2", isoDay(3)],
    ] as const) {
      const created = await registerMemberViaApi(request, session.token, {
        username: `${mark}_${suffix}`,
        email: `${mark}.${suffix}@example.com`,
        first_name: "Access",
        last_name: `Check ${suffix}`,
        phone: "9800000004",
        date_of_birth: "1991-03-03",
        gender: "F",
        ...(renewal ? { renewal_date: renewal } : {}),
      });
      if (suffix === "a11y1") {
        await request.post(`/api/members/members/${created.id}/suspend/`, { headers: authHeaders(session.token) });
      }
    }
    await page.goto(`/dashboard/membersList?search=${mark}_a11y`);
    await expect(page.getByTestId("member-row")).toHaveCount(2);
    await expect(page.getByTestId("member-status").getByText("Suspended")).toBeVisible();
    await expect(page.getByText("3 days left")).toBeVisible();
    await expectNoSevereViolations(page, "membersList");
  });
});
