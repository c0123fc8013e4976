import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import * as XLSX from "@e965/xlsx";
import type { Page } from "@playwright/test";
import { expectNoSevereViolations } from "../fixtures/accessibility.ts";
import { runMark } from "../fixtures/api.ts";
import { expect, test } from "../fixtures/auth.ts";
import { deleteMarkedMembers } from "../fixtures/members.ts";

/* Bulk Member Upload (part 1 §2, §5, §8): file checks, samples, good and bad rows, failures. */

const mark = runMark("bulk");
const NOT_AN_EXCEL_FILE = fileURLToPath(new URL("../fixtures/files/gym-image-red.png", import.meta.url));

test.afterAll(async () => {
  await deleteMarkedMembers(mark);
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
