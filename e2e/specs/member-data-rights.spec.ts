import type { APIRequestContext } from "@playwright/test";
import { expectNoSevereViolations } from "../fixtures/accessibility.ts";
import { authHeaders, isoDay, runMark } from "../fixtures/api.ts";
import { expect, test } from "../fixtures/auth.ts";
import { withDatabase } from "../fixtures/database.ts";
import { DEMO_GYM } from "../fixtures/demo-gym.ts";

// Members' data rights on the profile (issue 27 §6; decisions 0300-0305, 0309): consent (on the profile and on
// Add New Member), its withdrawal, the export as a zip, erasure, at 390 px and 1366 px.
const mark = runMark("rights");
const surname = mark.replaceAll("_", "");
const made: number[] = [];

/** A member whose membership ended ten days ago and who owes nothing: erasure needs no owner's confirmation. */
async function formerMember(request: APIRequestContext, token: string) {
  const response = await request.post("/api/android/member/register/", {
    headers: authHeaders(token),
    multipart: {
      password: "Passw0rd!",
      username: mark,
      email: `${mark}@example.com`,
      first_name: "Meera",
      last_name: surname,
      phone: "9812300077",
      date_of_birth: "1991-03-02",
      gender: "F",
      address: `${surname} Lane, Mysuru`,
      joining_date: isoDay(-40),
      renewal_date: isoDay(-10),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const m = (await response.json()).member_details as { id: number; full_name: string };
  made.push(m.id);
  return m;
}

test.afterAll(async () => {
  if (made.length === 0) return;
  await withDatabase((db) =>
    db.query(`DELETE FROM "${DEMO_GYM.schemaName}".members WHERE id = ANY($1::int[])`, [made]),
  ).catch((error) => console.warn(`Could not remove the data-rights e2e members ${mark}:`, error.message));
});

test("record consent, export the member's data and erase it from their profile at 390 px", async ({
  page,
  session,
  request,
}) => {
  const m = await formerMember(request, session.token);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/dashboard/members/${m.id}`);
  const card = page.getByTestId("data-rights");
  await expect(card.getByText("No consent recorded.")).toBeVisible();
  await expectNoSevereViolations(page, "data rights 390");

  await card.getByRole("button", { name: "Record consent" }).click();
  let dialog = page.getByRole("dialog");
  await expect(dialog.getByText(/Data Protection Board/)).toBeVisible();
  await dialog.getByRole("button", { name: "Member consents" }).click();
  await expect(card.getByTestId("consent-status")).toContainText("Consent to privacy notice v1 given on");

  const downloading = page.waitForEvent("download");
  await card.getByRole("button", { name: "Export data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^member-MEM\d+-data\.zip$/);
  // A zip (decision 0309) whose JSON entry is named in the archive's directory.
  const zip = await (await import("node:fs/promises")).readFile((await download.path())!);
  expect(zip.subarray(0, 2).toString("latin1")).toBe("PK");
  expect(zip.includes(Buffer.from("member-data.json"))).toBe(true);
  const json = await request.get(`/api/members/members/${m.id}/data-export/`, { headers: authHeaders(session.token) });
  const exported = await json.json();
  expect(exported.member).toMatchObject({ id: m.id, email: `${mark}@example.com`, phone: "9812300077" });
  expect(exported.consents).toHaveLength(1);

  await card.getByRole("button", { name: "Erase personal data" }).click();
  dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Kept, and why")).toBeVisible();
  await expect(dialog.getByText(/72 months/)).toBeVisible();
  // The dialog fits the phone's width (once the "Consent recorded" notification has slid in: polled).
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await dialog.getByRole("button", { name: "Erase personal data" }).click();
  await expect(card.getByTestId("erased-note")).toContainText("Personal data erased on");
  await expect(page.getByTestId("archived-note")).toBeVisible();
  await expect(card.getByRole("button", { name: "Erase personal data" })).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const after = await request.get(`/api/members/members/${m.id}/`, { headers: authHeaders(session.token) });
  expect((await after.json()).member).toMatchObject({ phone: "", address: "", email: `erased-${m.id}@erased.invalid` });
});

test("Add New Member records consent with the member; the profile shows it and withdraws it (1366 px)", async ({
  page,
  session,
  request,
}) => {
  test.slow(); // A registration (argon2 hashing) on a shared 2-core machine.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/dashboard/addMember");
  const field = (name: string) => page.getByRole("textbox", { name, exact: true });
  await field("First name").fill("Kavya");
  await field("Last name").fill(surname);
  await field("Phone").fill("9812300078");
  await field("Email").fill(`${mark}.add@example.com`);
  await field("Username").fill(`${mark}_add`);
  await field("Password").fill("Welcome@123");
  await field("Date of birth").fill("25-11-1994");
  await page.getByRole("combobox", { name: "Gender", exact: true }).click();
  await page.getByRole("option", { name: "Female", exact: true }).click();

  await page.getByRole("button", { name: "Read the privacy notice" }).click();
  await expect(page.getByText(/Data Protection Board/)).toBeVisible();
  await page.getByRole("checkbox", { name: "The member was shown the privacy notice and consents to it" }).check();
  await expectNoSevereViolations(page, "add member consent");
  const registered = page.waitForResponse((r) => r.url().includes("/api/android/member/register/"));
  await page.getByRole("button", { name: "Add Member" }).click();
  const answer = await registered;
  expect(answer.status()).toBe(201);
  const id = ((await answer.json()).member_details as { id: number }).id;
  made.push(id);

  await page.goto(`/dashboard/members/${id}`);
  const card = page.getByTestId("data-rights");
  await expect(card.getByTestId("consent-status")).toContainText("given on");
  await expect(card.getByTestId("consent-status")).toContainText("on Add New Member, recorded by");

  await card.getByRole("button", { name: "Withdraw consent" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText(/No WhatsApp reminders will be offered/)).toBeVisible();
  await dialog.getByRole("button", { name: "Withdraw consent" }).click();
  await expect(card.getByTestId("consent-status")).toContainText("Consent withdrawn on");
  await expect(card.getByRole("button", { name: "Record consent" })).toBeVisible();
  await expectNoSevereViolations(page, "consent withdrawn");

  const rights = await request.get(`/api/members/members/${id}/data-rights/`, { headers: authHeaders(session.token) });
  expect((await rights.json()).data_rights).toMatchObject({
    consent: { action: "WITHDRAWN", notice_version: "1" },
    consent_current: false,
  });
});

test("the owner's Privacy notice screen at 390 px: the gym's text, a live preview and the new-version confirmation", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/dashboard/privacyNotice");
  await expect(page.getByRole("heading", { name: "Privacy notice", level: 2 })).toBeVisible();
  const contact = page.getByRole("textbox", { name: /^Contact for grievances/ });
  await expect(contact).toBeVisible();
  const version = Number(
    (
      await page
        .getByTestId("privacy-notice-preview")
        .getByText(/^Privacy notice \(version \d+\)$/)
        .textContent()
    )?.match(/\d+/)?.[0],
  );
  await contact.fill(`Grievances: ${mark}, 98765 43210`);
  const preview = page.getByTestId("privacy-notice-preview");
  await expect(preview.getByText(`Grievances: ${mark}, 98765 43210`)).toBeVisible();
  await expect(preview.getByText(`Privacy notice (version ${version + 1})`)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSevereViolations(page, "privacy notice 390");

  // Saving asks first and says a new version is made; cancelled here, so the demo gym's notice stays as it is.
  await page.getByRole("button", { name: "Save as a new version" }).click();
  const dialog = page.getByRole("dialog");
  await expect(
    dialog.getByText(`Saving a changed text makes version ${version + 1} of the notice.`, { exact: false }),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
});
