import { expectNoSevereViolations } from "../fixtures/accessibility.ts";
import { authHeaders, getJson, isoDay, runMark } from "../fixtures/api.ts";
import { expect, test } from "../fixtures/auth.ts";
import { deleteMarkedMembers, registerMemberViaApi } from "../fixtures/members.ts";

const mark = runMark("freeze");

test.afterAll(async () => {
  await deleteMarkedMembers(mark);
});

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** "15 Jan 2027", as the door check and the list write a day. */
const dayText = (iso: string) =>
  `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
/** "15-01-2027", as a date is typed. */
const typed = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

test("freeze from the members list: the row shows Frozen, the door check refuses with the date, unfreeze", async ({
  page,
  request,
  session,
}) => {
  test.setTimeout(120_000);
  const phone = `97${String(Date.now() % 100_000_000).padStart(8, "0")}`;
  const member = await registerMemberViaApi(request, session.token, {
    username: `${mark}_ravi`,
    email: `${mark}_ravi@example.com`,
    first_name: "Ravi",
    last_name: mark.replaceAll("_", ""),
    phone,
    date_of_birth: "1990-04-12",
    gender: "M",
    renewal_date: isoDay(30),
  });
  const lastDay = isoDay(10);

  await page.goto(`/dashboard/membersList?search=${member.member_id}`);
  const row = page.getByTestId("member-row").filter({ hasText: member.member_id });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await row.getByRole("button", { name: `More actions for ${member.full_name}` }).click();
  await page.getByRole("menuitem", { name: "Freeze membership" }).click();

  const dialog = page.getByRole("dialog", { name: "Freeze membership" });
  await expect(dialog.getByTestId("freeze-history")).toContainText("No freezes yet. The gym allows");
  // From starts as today; a blank reason is refused with the server's words, nothing sent.
  await expect(dialog.getByRole("textbox", { name: "From", exact: true })).toHaveValue(typed(isoDay()));
  await dialog.getByRole("textbox", { name: "To (last frozen day)", exact: true }).fill(typed(lastDay));
  await dialog.getByRole("button", { name: "Freeze" }).click();
  await expect(dialog.getByText("Please give a reason for the freeze")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Reason", exact: true }).fill("Travelling for work");
  await expectNoSevereViolations(page, "freeze membership dialog");
  await dialog.getByRole("button", { name: "Freeze" }).click();
  await expect(dialog).toHaveCount(0);

  await expect(row.getByTestId("member-frozen")).toHaveText(`Frozen until ${dayText(lastDay)}`);
  // The renewal date moved on by the 11 frozen days.
  await expect(row).toContainText(dayText(isoDay(41)));

  // The door check refuses with the date.
  await page.goto("/dashboard/frontDesk");
  await expect(page.getByRole("heading", { level: 2, name: "Front Desk" })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel("Search by phone, name or member code").fill(phone);
  await page.getByRole("listitem", { name: /Check in Ravi/ }).click();
  const answer = page.getByTestId("door-answer");
  await expect(answer).toHaveAttribute("data-colour", "RED");
  await expect(answer).toContainText(`Frozen until ${dayText(lastDay)}`);
  const visits = await getJson<{ count: number }>(
    request,
    session.token,
    `/api/attendance/check-ins/?member_id=${member.id}`,
  );
  expect(visits.count).toBe(0);

  // Unfreeze, after a confirmation: the row is Active again and the renewal date back on 30 days.
  await page.goto(`/dashboard/membersList?search=${member.member_id}`);
  await row.getByRole("button", { name: `More actions for ${member.full_name}` }).click();
  await page.getByRole("menuitem", { name: "Unfreeze" }).click();
  const confirm = page.getByRole("dialog", { name: "Unfreeze membership" });
  await expect(confirm).toContainText(`(Frozen until ${dayText(lastDay)}.)`);
  await confirm.getByRole("button", { name: "Unfreeze" }).click();
  await expect(row.getByTestId("member-status")).toHaveText("Active");
  await expect(row.getByTestId("member-frozen")).toHaveCount(0);
  await expect(row).toContainText(dayText(isoDay(30)));

  const history = await request.get(`/api/members/members/${member.id}/freezes/`, {
    headers: authHeaders(session.token),
  });
  expect((await history.json()).results).toEqual([
    expect.objectContaining({ state: "CANCELLED", reason: "Travelling for work", days: 0 }),
  ]);
});
