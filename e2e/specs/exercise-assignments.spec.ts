import type { Page } from "@playwright/test";
import { expectNoSevereViolations } from "../fixtures/accessibility.ts";
import { runMark } from "../fixtures/api.ts";
import { expect, test } from "../fixtures/auth.ts";
import { libraryWithExercises } from "../fixtures/exercise-library.ts";
import { deleteMarkedMembers, registerMemberViaApi } from "../fixtures/members.ts";
import { removeAssignmentsOf } from "../fixtures/trainers.ts";

const mark = runMark("assign");
const LAST = `Lifter ${mark.slice(-6).replace(/[^a-z]/g, "x")}`;
let memberId = 0;
const today = new Date().toLocaleDateString("en-IN", { day: "numeric", month: "short", year: "numeric" });

test.afterAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  const login = await request.post("/api/android/auth/login/", {
    data: { schema_name: "demo_gym", username: "owner", password: "gymowner123", user_type: "admin" },
  });
  if (memberId) await removeAssignmentsOf(request, (await login.json()).token, memberId);
  await request.dispose();
  await deleteMarkedMembers(mark);
});

async function choose(page: Page, scope: ReturnType<Page["getByRole"]>, label: string, option: string) {
  await scope.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).first().click();
}

test("assign an exercise, Mark Completed, reopen from the edit form, delete it", async ({ page, request, session }) => {
  test.slow();
  const member = await registerMemberViaApi(request, session.token, {
    username: `${mark}_m`,
    email: `${mark}_m@example.com`,
    first_name: "Asha",
    last_name: LAST,
    phone: "9876500022",
    date_of_birth: "1990-02-02",
    gender: "F",
  });
  memberId = member.id;
  const { category, exercise } = await libraryWithExercises(request, session.token);

  await page.goto("/dashboard/exerciseAssignments");
  // The first load may wait on a busy 2-core machine.
  await expect(page.getByRole("heading", { level: 2, name: "Exercise Assignments" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("link", { name: "Trainers" }).first()).toHaveAttribute("aria-current", "page");

  // Filter to the new member first: nothing yet.
  const filter = page.getByRole("combobox", { name: "Member" });
  await filter.fill(LAST);
  await page.getByRole("option", { name: new RegExp(LAST) }).click();
  await expect(page.getByText("No assignments found.")).toBeVisible();

  await page.getByRole("button", { name: "New Assignment" }).click();
  const modal = page.getByRole("dialog", { name: "New Assignment" });
  await expect(modal.getByRole("combobox", { name: "Member" })).toHaveValue(new RegExp(LAST));
  await expect(modal.getByRole("combobox", { name: "Exercise", exact: true })).toBeDisabled();
  await choose(page, modal, "Exercise Category", category.name);
  await choose(page, modal, "Exercise", exercise.name);
  await modal.getByRole("textbox", { name: /^Sets/ }).fill("0");
  await choose(page, modal, "Day", "Monday");
  await modal.getByRole("button", { name: "Create Assignment" }).click();
  await expect(modal.getByText("Sets must be a whole number of at least 1")).toBeVisible();
  await modal.getByRole("textbox", { name: /^Sets/ }).fill("4");
  await modal.getByRole("textbox", { name: /^Reps/ }).fill("12");
  await modal.getByRole("textbox", { name: /^Notes/ }).fill("Slow on the way down");
  await modal.getByRole("button", { name: "Create Assignment" }).click();
  await expect(modal).toBeHidden();

  const group = page.getByRole("region", { name: `Assignments of Asha ${LAST}` });
  await expect(group.getByText("1 assignment(s)")).toBeVisible();
  const card = group.getByRole("article", { name: `${exercise.name} for Asha ${LAST}` });
  await expect(card.getByText("Pending", { exact: true })).toBeVisible();
  await expect(card.getByText("Slow on the way down")).toBeVisible();
  await expect(card.getByText(today, { exact: true })).toHaveCount(1);
  await expectNoSevereViolations(page, "exercise assignments");

  // Mark Completed: the button goes, the completed date appears.
  await card.getByRole("button", { name: /^Mark Completed/ }).click();
  await expect(card.getByText("Pending", { exact: true })).toHaveCount(0);
  await expect(card.getByRole("button", { name: /^Mark Completed/ })).toHaveCount(0);
  // Assigned and Completed both read today's date now.
  await expect(card.getByText(today, { exact: true })).toHaveCount(2);

  // Reopen from the edit form by unchecking 'Mark as Completed'.
  await card.getByRole("button", { name: /^Edit/ }).click();
  const edit = page.getByRole("dialog", { name: "Edit Assignment" });
  await expect(edit.getByText("Completed Date", { exact: true })).toBeVisible();
  await edit.getByRole("checkbox", { name: "Mark as Completed" }).uncheck();
  await expect(edit.getByText("Completed Date", { exact: true })).toHaveCount(0);
  await edit.getByRole("button", { name: "Update Assignment" }).click();
  await expect(edit).toBeHidden();
  await expect(card.getByText("Pending", { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: /^Mark Completed/ })).toBeVisible();

  // Delete asks the spec's question.
  await card.getByRole("button", { name: /^Delete/ }).click();
  const confirm = page.getByRole("dialog", { name: "Delete assignment" });
  await expect(confirm.getByText("Are you sure you want to delete this assignment?")).toBeVisible();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("No assignments found.")).toBeVisible();
});
