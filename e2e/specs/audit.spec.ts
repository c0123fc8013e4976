import { expectNoSevereViolations } from "../fixtures/accessibility.ts";
import { authHeaders, runMark } from "../fixtures/api.ts";
import { expect, test } from "../fixtures/auth.ts";
import { deleteMarkedMembers, registerMemberViaApi } from "../fixtures/members.ts";

/**
 * Issue 25 §5 (decisions 0330-0333): a member suspended through the API appears in the Audit Trail, found
 * by its member filter, with who did it and the status before and after; the member's profile shows the
 * same entries in its Audit trail tab; both screens at 1366 and 390 px, axe-clean.
 */
test("the audit trail shows who suspended a member and the status before and after, at 1366 and 390 px", async ({
  page,
  request,
  session,
}) => {
  const mark = runMark("audit");
  const member = await registerMemberViaApi(request, session.token, {
    username: `a${mark}`,
    email: `a${mark}@example.com`,
    first_name: "Audit",
    last_name: `Trail${mark}`,
    phone: "9876543210",
    date_of_birth: "1990-05-01",
    gender: "F",
  });
  try {
    const suspended = await request.post(`/api/members/members/${member.id}/suspend/`, {
      headers: authHeaders(session.token),
    });
    expect(suspended.status()).toBe(200);

    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto(`/dashboard/auditTrail?member_id=${member.id}`);
    await expect(page.getByRole("heading", { level: 2, name: "Audit Trail" })).toBeVisible();
    const table = page.getByRole("table", { name: "Audit trail" });
    await expect(table.getByText("Status: ACTIVE → SUSPENDED")).toBeVisible();
    await expect(table.getByText("/api/members/members/{id}/suspend/")).toBeVisible();
    await expect(table.getByText(/· OWNER$/).first()).toBeVisible();
    await expectNoSevereViolations(page, "audit trail 1366");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^audit-trail-\d{4}-\d{2}-\d{2}\.csv$/);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole("list", { name: "Audit trail" }).getByText("Status: ACTIVE → SUSPENDED")).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSevereViolations(page, "audit trail 390");

    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto(`/dashboard/members/${member.id}`);
    await page.getByRole("tab", { name: "Audit trail" }).click();
    await expect(
      page.getByRole("table", { name: "Audit trail" }).getByText("Status: ACTIVE → SUSPENDED"),
    ).toBeVisible();
  } finally {
    await deleteMarkedMembers(mark);
  }
});
