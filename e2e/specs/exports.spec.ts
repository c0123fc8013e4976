import { readFileSync } from "node:fs";
import * as XLSX from "@e965/xlsx";
import { expectNoSevereViolations } from "../fixtures/accessibility.ts";
import { expect, test } from "../fixtures/auth.ts";

// Issue 27 §5, decision 0276: the accountant downloads the GST pack from the reports screen; the file is
// named for the gym and the period and opens as a workbook whose register adds up to its README totals
// (an invariant of any month's data, so nothing here depends on what the demo gym holds).
test.use({ timezoneId: "Asia/Kolkata" });
test.beforeEach(() => test.slow());

const paise = (v: unknown) => Math.round(Number(v) * 100);

test("the GST pack downloads from the reports screen and opens as a workbook", async ({ page }) => {
  await page.goto("/dashboard/expenseReports");
  const card = page.getByRole("region", { name: "GST pack for the accountant" });
  await expect(card).toBeVisible({ timeout: 30_000 });

  const month = await card.getByRole("combobox", { name: "Month", exact: true }).inputValue();
  const saved = page.waitForEvent("download");
  await card.getByRole("button", { name: "Download GST pack" }).click();
  const file = await saved;
  const name = file.suggestedFilename();
  expect(name).toMatch(/^gst-pack-demo_gym-\d{4}-\d{2}\.xlsx$/);

  const book = XLSX.read(readFileSync((await file.path())!), { type: "buffer" });
  expect(book.SheetNames).toEqual(["README", "Register", "B2CS", "B2B", "Credit notes"]);
  const rows = (sheet: string) => XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[sheet]!, { header: 1, defval: "" });
  const readme = rows("README");
  expect(readme[0]!.slice(0, 2)).toEqual(["GST pack", "Demo Fitness Center (demo_gym)"]);
  expect(String(readme[1]![1])).toContain(month);
  const register = rows("Register");
  expect(register[0]![0]).toBe("Document");
  const totals = ["Tax invoices", "Payment receipts (no GST)"].map((label) => readme.find((r) => r[0] === label)!);
  expect(register.length - 1).toBe(totals.reduce((n, r) => n + Number(r[1]), 0));
  const registerTotal = register.slice(1).reduce((s, r) => s + paise(r[12]), 0);
  expect(registerTotal).toBe(totals.reduce((s, r) => s + paise(r[5]), 0));

  // A quarter's B2CS table as CSV.
  await card.getByText("Quarter", { exact: true }).click();
  await expect(card.getByRole("combobox", { name: "Quarter (financial year)" })).toHaveValue(/^Q[1-4] /);
  await card.getByRole("combobox", { name: "File", exact: true }).click();
  await page.getByRole("option", { name: "CSV: B2CS summary" }).click();
  const csvSaved = page.waitForEvent("download");
  await card.getByRole("button", { name: "Download GST pack" }).click();
  const csv = await csvSaved;
  expect(csv.suggestedFilename()).toMatch(/^gst-pack-demo_gym-\d{4}-\d{2}-Q[1-4]-b2cs\.csv$/);
  expect(readFileSync((await csv.path())!, "utf8").split("\r\n")[0]).toBe(
    "Type,Place of supply,Rate %,Invoices,Taxable value,CGST,SGST,IGST,Cess,E-commerce GSTIN",
  );
  await expectNoSevereViolations(page, "reports with the GST pack");

  // A phone: the card fits and its button is there.
  await page.setViewportSize({ width: 390, height: 800 });
  await card.getByRole("button", { name: "Download GST pack" }).scrollIntoViewIfNeeded();
  await expect(card.getByRole("button", { name: "Download GST pack" })).toBeInViewport();
  const box = await card.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);
});
