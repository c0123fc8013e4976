import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import AxeBuilder from "@axe-core/playwright";
import * as XLSX from "@e965/xlsx";
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/auth.ts";
import { authHeaders, deleteMarkedMembers, isoDay, registerMemberViaApi, runMark } from "../fixtures/members.ts";

const mark = runMark("members");
const NOT_AN_EXCEL_FILE = fileURLToPath(new URL("../fixtures/files/gym-image-red.png", import.meta.url));

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
    await expect(field(page, "Joining date")).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
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
    if (stats.expired > 0) {
      await expect(page.getByTestId("member-row").first().getByTestId("member-status")).toHaveText("Expired");
    }
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

test.describe("Bulk Member Upload", () => {
  const dir = () => {
    const path = test.info().outputPath("bulk");
    mkdirSync(path, { recursive: true });
    return path;
  };
  const header = "first_name,last_name,email,phone,date_of_birth,gender,address,password";
  const good = (n: number, password = "") =>
    `Bulk,Member${n} ${mark.slice(-6)},${mark}.bulk${n}@example.com,98111000${10 + n},1990-01-1${n},M,${n} Test Street,${password}`;

  async function upload(page: Page, file: string) {
    await page.goto("/dashboard/bulkUpload");
    await page.getByTestId("bulk-dropzone").locator('input[type="file"]').setInputFiles(file);
    await expect(page.getByTestId("selected-file")).toBeVisible();
    await page.getByRole("button", { name: "Upload Members" }).click();
  }

  test("checks the file first, and offers both samples and the columns", async ({ page }) => {
    await page.goto("/dashboard/bulkUpload");
    await page.getByRole("button", { name: "Upload Members" }).click();
    await expect(page.getByTestId("file-error")).toHaveText("Please select a file first");
    await page.getByTestId("bulk-dropzone").locator('input[type="file"]').setInputFiles(NOT_AN_EXCEL_FILE);
    await expect(page.getByTestId("file-error")).toHaveText("Please select a valid Excel file (.xlsx or .xls)");
    await expect(page.getByRole("table", { name: "Spreadsheet columns" })).toContainText("date_of_birth");
    for (const href of ["/samples/members-sample.xlsx", "/samples/members-sample.csv"]) {
      await expect(page.locator(`a[href="${href}"]`)).toHaveAttribute("download", "");
      const sample = await page.request.get(href);
      expect(sample.status()).toBe(200);
      expect((await sample.body()).length).toBeGreaterThan(100);
    }
  });

  test("a CSV with good and bad rows lists created members and row errors", async ({ page }) => {
    const file = join(dir(), "members.csv");
    const lines = [
      header,
      good(1),
      good(2, "Chosen@123"),
      good(3),
      `Bad,Gender,${mark}.bad1@example.com,9811100021,1990-02-01,X,1 Test Street,`,
      `Bad,NoEmail,,9811100022,1990-02-02,F,2 Test Street,`,
      `Bad,Date,${mark}.bad3@example.com,9811100023,01/02/1990,O,3 Test Street,`,
    ];
    writeFileSync(file, `${lines.join("\n")}\n`);
    await upload(page, file);

    const results = page.getByTestId("bulk-results");
    await expect(results).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId("bulk-total_processed")).toHaveText("6");
    await expect(page.getByTestId("bulk-successful")).toHaveText("3");
    await expect(page.getByTestId("bulk-failed")).toHaveText("3");
    const created = page.getByTestId("created-members").locator("tbody tr");
    await expect(created).toHaveCount(3);
    await expect(created.nth(1)).toContainText("Chosen@123");
    await expect(created.nth(0)).toContainText(/MEM\d+/);
    await expect(page.getByText("Passwords are shown once")).toBeVisible();
    const errors = page.getByTestId("row-errors").locator("tbody tr");
    await expect(errors).toHaveCount(3);
    await expect(errors.nth(0)).toContainText("5");
    await expect(errors.nth(0)).toContainText("gender must be M, F or O");
    await expect(errors.nth(1)).toContainText("email is required");
    await expectNoSevereViolations(page, "bulk results");

    await page.getByRole("button", { name: "Upload another" }).click();
    await expect(page.getByTestId("bulk-dropzone")).toBeVisible();
  });

  test("an .xlsx file works the same way", async ({ page }) => {
    const file = join(dir(), "members.xlsx");
    const rows = [header, good(4), good(5), `Bad,Phone,${mark}.bad4@example.com,12,1990-02-04,M,4 Test Street,`];
    const sheet = XLSX.utils.aoa_to_sheet(rows.map((line) => line.split(",")));
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, "Members");
    writeFileSync(file, XLSX.write(book, { type: "buffer", bookType: "xlsx" }));
    await upload(page, file);

    await expect(page.getByTestId("bulk-results")).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId("bulk-total_processed")).toHaveText("3");
    await expect(page.getByTestId("bulk-successful")).toHaveText("2");
    await expect(page.getByTestId("bulk-failed")).toHaveText("1");
    await expect(page.getByTestId("created-members").locator("tbody tr")).toHaveCount(2);
    await expect(page.getByTestId("row-errors").locator("tbody tr")).toHaveCount(1);
  });

  test("a failed upload shows the server's error and 'Try again' returns to the drop zone", async ({ page }) => {
    const file = join(dir(), "empty.csv");
    writeFileSync(file, `${header}\n`);
    await upload(page, file);
    await expect(page.getByTestId("bulk-error")).not.toBeEmpty();
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByTestId("bulk-dropzone")).toBeVisible();

    await page.route("**/api/members/bulk-upload/", (route) => route.abort("failed"));
    await page.getByTestId("bulk-dropzone").locator('input[type="file"]').setInputFiles(file);
    await page.getByRole("button", { name: "Upload Members" }).click();
    await expect(page.getByTestId("bulk-error")).toHaveText("Network error. Please try again.");
  });
});

async function expectNoSevereViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const severe = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    severe.map((v) => `${where} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
  ).toEqual([]);
}

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
