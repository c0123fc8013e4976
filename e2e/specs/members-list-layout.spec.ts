import { expectNoSevereViolations } from "../fixtures/accessibility.ts";
import { expect, test } from "../fixtures/auth.ts";

/* Issue 8 defect 7: the members list at 1366 px fits its container; on a phone, members are cards. */

test.describe("on a 1366 px desktop", () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test("the table fits beside the sidebar: no sideways scrolling, every row's action in view", async ({ page }) => {
    await page.goto("/dashboard/membersList");
    const rows = page.getByTestId("member-row");
    await expect(rows.first()).toBeVisible({ timeout: 30_000 });
    const table = page.getByRole("table", { name: "Members" });
    const overflow = await table.evaluate((element) => {
      const viewport = element.closest(".mantine-ScrollArea-viewport") ?? element.parentElement;
      return viewport ? viewport.scrollWidth - viewport.clientWidth : 0;
    });
    expect(overflow).toBeLessThanOrEqual(0);
    const main = await page.locator("main").boundingBox();
    // Each row's actions: Suspend/Activate buttons, or the Renew link of an expired row (decision 0038).
    const actions = rows
      .getByRole("button", { name: /^(Suspend|Activate) / })
      .or(rows.getByRole("link", { name: /^Renew / }));
    await expect(actions.first()).toBeVisible();
    for (const button of await actions.all()) {
      const box = await button.boundingBox();
      expect(box && main && box.x + box.width).toBeLessThanOrEqual((main?.x ?? 0) + (main?.width ?? 0));
    }
    await expect(page.getByTestId("member-card")).toHaveCount(0);
  });
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("members are cards with name, code, status, days left and the action in reach", async ({ page }) => {
    test.slow(); // An axe run on a shared 2-core machine.
    await page.goto("/dashboard/membersList");
    const cards = page.getByTestId("member-card");
    await expect(cards.first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("table")).toHaveCount(0);
    const first = cards.first();
    await expect(first.getByTestId("member-status")).toBeVisible();
    await expect(first.getByTestId("days-left")).not.toBeEmpty();
    await expect(first).toContainText(/MEM\d{4}/);
    const action = first
      .getByRole("button", { name: /^(Suspend|Activate) / })
      .or(first.getByRole("link", { name: /^Renew / }))
      .last();
    await expect(action).toBeInViewport();
    const box = await action.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSevereViolations(page, "membersList on a phone");
  });
});
