import { expectNoSevereViolations } from "../fixtures/accessibility.ts";
import { authHeaders } from "../fixtures/api.ts";
import { expect, test } from "../fixtures/auth.ts";

/**
 * Issue 27 §3 (decision 0273): after a scheduler pass the nightly backup appears on the Backups screen with
 * its time and size, and downloads. The e2e server runs its scheduler at start with BACKUP_HOUR 0
 * (playwright.config.ts), so its first pass backs the demo gym up at any hour.
 */
test("the Backups screen shows the last nightly backup and downloads it, at 1366 and 390 px", async ({
  page,
  request,
  session,
}) => {
  test.slow();
  const status = async () =>
    (await (await request.get("/api/settings/backup/", { headers: authHeaders(session.token) })).json()) as {
      last_successful: { bytes: number } | null;
      downloadable: boolean;
    };
  await expect.poll(async () => (await status()).downloadable, { timeout: 60_000 }).toBe(true);

  await page.goto("/dashboard/backupSettings");
  await expect(page.getByRole("heading", { level: 2, name: "Backups" })).toBeVisible();
  await expect(page.getByText("Last backup", { exact: true })).toBeVisible();
  await expect(page.getByText(/\d+(\.\d)? (KB|MB)/)).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download last backup" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^demo_gym-\d{8}T\d{6}Z\.gymbackup\.zip$/);
  await expectNoSevereViolations(page, "backups");

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("button", { name: "Download last backup" })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
