import { expectNoSevereViolations } from "../fixtures/accessibility.ts";
import { expect as baseExpect, test } from "../fixtures/auth.ts";
import { createFreshGym, dropFreshGym, type FreshGym, useGymSession } from "../fixtures/fresh-gym.ts";
import { registerMemberViaApi } from "../fixtures/members.ts";

/*
 * Issue 13: a member sends feedback from the gym's public page (no app, no sign-in) → it arrives in
 * the owner's list → the owner responds and sets RESOLVED → the stat cards change, and the member
 * reads the reply on the public page. In a gym of the spec's own, so every count is known exactly.
 */

const expect = baseExpect.configure({ timeout: 30_000 });
let gym: FreshGym;
let member: { code: string; phone: string };

test.beforeAll(async ({ playwright }, testInfo) => {
  test.setTimeout(180_000);
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  gym = await createFreshGym(request, "feedback");
  const phone = "9812345670";
  const created = await registerMemberViaApi(request, gym.session.token, {
    username: "asha",
    email: "asha@example.com",
    first_name: "Asha",
    last_name: "Rao",
    phone,
    date_of_birth: "1994-05-12",
    gender: "F",
  });
  member = { code: created.member_id, phone };
  await request.dispose();
});

test.afterAll(async () => {
  if (gym) await dropFreshGym(gym);
});

const stat = (page: import("@playwright/test").Page, key: string) =>
  page.getByTestId(`feedback-stat-${key}`).getByTestId("stat-value");

test("a member's feedback from the public page reaches the owner, who resolves it; the cards follow", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await useGymSession(page, gym.session);
  await page.goto("/dashboard/feedback");
  await expect(page.getByRole("heading", { name: "Feedback Management" })).toBeVisible();
  await expect(page.getByText("No feedback found")).toBeVisible();
  await expect(stat(page, "total")).toHaveText("0");

  // The member, on a phone, without signing in.
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const pub = await visitor.newPage();
  // The gym's page (HTML from the server) links to the form, which is a page of its own.
  await pub.goto(`${baseURL}/g/${gym.schemaName}`);
  await pub.getByRole("region", { name: "Member feedback" }).getByRole("link", { name: "Give feedback" }).click();
  await expect(pub).toHaveURL(`${baseURL}/g/${gym.schemaName}/feedback`);
  const section = pub.getByRole("region", { name: "Member feedback" });
  await expect(section.getByRole("button", { name: "Send Feedback" })).toBeVisible();
  // A wrong phone number is refused without saying which of the two was wrong.
  await section.getByLabel("Member code").fill(member.code);
  await section.getByLabel("Registered phone number").fill("9000000000");
  await section.getByLabel("Subject").fill("Treadmill 3 belt slips");
  await section.getByLabel("Message").fill("The belt slips above 10 km/h; please check it before someone falls.");
  await section.getByRole("combobox", { name: "Category" }).click();
  await pub.getByRole("option", { name: "Equipment" }).click();
  await section.getByRole("radio", { name: "4 stars" }).click();
  await expect(section.getByRole("radio", { name: "4 stars" })).toHaveAttribute("aria-checked", "true");
  await section.getByRole("button", { name: "Send Feedback" }).click();
  await expect(section.getByText(/We could not find a member with this member code and phone number/)).toBeVisible();
  await section.getByLabel("Registered phone number").fill(`+91 ${member.phone}`);
  await section.getByRole("button", { name: "Send Feedback" }).click();
  await expect(section.getByText("Thank you! Your feedback has been sent to the gym.")).toBeVisible();
  expect(await pub.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSevereViolations(pub, "public feedback form");

  // It arrives in the owner's list, submitted today, PENDING and MEDIUM.
  await page.reload();
  const card = page.getByTestId("feedback-card").filter({ hasText: "Treadmill 3 belt slips" });
  await expect(card).toBeVisible();
  await expect(card.getByTestId("days-since")).toHaveText("Today");
  await expect(card.getByTestId("feedback-status")).toHaveText("Pending");
  await expect(card.getByTestId("feedback-priority")).toHaveText("Medium");
  await expect(card).toContainText(`Asha Rao (${member.code})`);
  await expect(stat(page, "total")).toHaveText("1");
  await expect(stat(page, "pending")).toHaveText("1");
  await expect(stat(page, "resolved")).toHaveText("0");

  // The owner responds and sets RESOLVED; an empty response is refused first (part 2 §5).
  await card.getByRole("button", { name: "Respond" }).click();
  const dialog = page.getByRole("dialog", { name: "Respond to Feedback" });
  await dialog.getByRole("button", { name: "Update Response" }).click();
  await expect(dialog.getByText("Response is required")).toBeVisible();
  await dialog.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "Resolved" }).click();
  await dialog.getByRole("combobox", { name: "Priority" }).click();
  await page.getByRole("option", { name: "High" }).click();
  await dialog.getByRole("textbox", { name: "Response" }).fill("Thanks Asha, the belt was replaced this afternoon.");
  await dialog.getByRole("button", { name: "Update Response" }).click();
  await expect(dialog).toBeHidden();

  await expect(stat(page, "resolved")).toHaveText("1");
  await expect(stat(page, "pending")).toHaveText("0");
  await expect(stat(page, "total")).toHaveText("1");
  await expect(card.getByTestId("feedback-status")).toHaveText("Resolved");
  await expect(card.getByTestId("feedback-priority")).toHaveText("High");
  await expect(card).toContainText("Thanks Asha, the belt was replaced this afternoon.");

  // The details show one thread: the member's message, then 'Admin'.
  await card.getByRole("button", { name: "View Details" }).click();
  const details = page.getByRole("dialog", { name: "Treadmill 3 belt slips" });
  const thread = details.getByTestId("feedback-thread").getByRole("listitem");
  await expect(thread).toHaveCount(2);
  await expect(thread.nth(0)).toContainText("Asha Rao");
  await expect(thread.nth(1)).toContainText("Admin");
  await expectNoSevereViolations(page, "feedback details");
  await details.getByRole("button", { name: "Close" }).first().click();

  // The member reads the reply on the public page and follows up in the same thread.
  await section.getByRole("button", { name: "Your feedback and replies" }).click();
  const own = section.getByTestId("own-feedback").filter({ hasText: "Treadmill 3 belt slips" });
  await expect(own).toContainText("Thanks Asha, the belt was replaced this afternoon.");
  await own.getByLabel("Add a follow-up").fill("Works perfectly now, thank you!");
  await own.getByRole("button", { name: "Send follow-up" }).click();
  await expect(own.getByText("Your follow-up has been sent to the gym.")).toBeVisible();
  await visitor.close();

  // Filters: RESOLVED shows it, PENDING shows the empty state.
  await page.goto("/dashboard/feedback?status=PENDING");
  await expect(page.getByText("No feedback found")).toBeVisible();
  await page.goto("/dashboard/feedback?status=RESOLVED");
  await expect(page.getByTestId("feedback-card")).toHaveCount(1);
  await page.getByTestId("feedback-card").getByRole("button", { name: "View Details" }).click();
  await expect(page.getByRole("dialog").getByTestId("feedback-thread").getByRole("listitem")).toHaveCount(3);
  await expectNoSevereViolations(page, "feedback list");
});

test("the feedback screen fits a 390 px phone without sideways scrolling", async ({ page }) => {
  await useGymSession(page, gym.session);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/dashboard/feedback");
  await expect(page.getByRole("heading", { name: "Feedback Management" })).toBeVisible();
  await expect(page.getByTestId("feedback-stat-total")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSevereViolations(page, "feedback at 390 px");
});
