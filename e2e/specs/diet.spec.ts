import { expectNoSevereViolations } from "../fixtures/accessibility.ts";
import { runMark } from "../fixtures/api.ts";
import { expect as baseExpect, test } from "../fixtures/auth.ts";
import { makeDietCategory, makeFood, removeMarkedDiet } from "../fixtures/diet.ts";

/** Diet management (part 2 §2 "Diet management", §5, §8): the food menu and its categories. */
const mark = runMark("diet");

/** Two shared cores: screens can take longer than the default ten seconds; this file waits, never sleeps. */
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

test.afterEach(async ({ request, session }) => {
  await removeMarkedDiet(request, session.token, mark);
});

test("filter the menu by vegan → only vegan cards; Clear brings the rest back", async ({ page, request, session }) => {
  const category = await makeDietCategory(request, session.token, `${mark} Bowls`);
  await makeFood(request, session.token, category.id, { name: `${mark} Chana Salad`, is_vegan: true });
  await makeFood(request, session.token, category.id, { name: `${mark} Paneer Bowl`, is_vegetarian: true });
  await makeFood(request, session.token, category.id, { name: `${mark} Chicken Bowl` });

  await page.goto("/dashboard/diet");
  await expect(page.getByRole("heading", { level: 2, name: "Diet Management" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Food Menu" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tab", { name: "Categories" })).toBeVisible();

  await page.getByRole("searchbox", { name: "Search food" }).fill(mark);
  await expect(page.getByTestId("food-card")).toHaveCount(3);
  const menu = page.waitForResponse((r) => r.url().includes("/diet/menu/") && r.url().includes("is_vegan=true"));
  await page.getByRole("group", { name: "Dietary filters" }).getByText("Vegan", { exact: true }).click();
  await menu;
  await expect(page.getByRole("checkbox", { name: "Vegan" })).toBeChecked();
  await expect(page.getByTestId("food-card")).toHaveCount(1);
  await expect(page.getByRole("article", { name: `${mark} Chana Salad` })).toBeVisible();
  await expect(page).toHaveURL(/vegan=1/);

  // Without the search, every card the vegan filter shows is vegan, whatever else the gym holds.
  const unsearched = page.waitForResponse(
    (r) => r.url().includes("/diet/menu/") && r.url().includes("is_vegan=true") && !r.url().includes("search="),
  );
  await page.getByRole("searchbox", { name: "Search food" }).fill("");
  await unsearched;
  await expect(page).not.toHaveURL(/search=/);
  const cards = page.getByTestId("food-card");
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card.getByText("Vegan", { exact: true })).toBeVisible();
  await expect(page.getByRole("article", { name: `${mark} Chicken Bowl` })).toHaveCount(0);

  await page.getByRole("searchbox", { name: "Search food" }).fill(`${mark} nothing like this`);
  await expect(page.getByText("No food items found")).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page.getByRole("checkbox", { name: "Vegan" })).not.toBeChecked();
  await expect(page).not.toHaveURL(/vegan=1/);
});

test("add a food (the spec's required fields first), see its details, edit it", async ({ page, request, session }) => {
  const category = await makeDietCategory(request, session.token, `${mark} Breakfast`);
  const name = `${mark} Moong Chilla`;
  await page.goto("/dashboard/diet");
  await page.getByRole("button", { name: "Add Food" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add Food Item" });
  await dialog.getByRole("button", { name: "Add Food" }).click();
  await expect(dialog.getByText("Food name is required")).toBeVisible();
  await expect(dialog.getByText("Please select a category")).toBeVisible();
  await expect(dialog.getByText("Calories is required")).toBeVisible();
  await expect(dialog.getByText("Protein is required")).toBeVisible();
  await expect(dialog.getByText("Serving size is required")).toBeVisible();

  await dialog.getByLabel("Food name").fill(name);
  await dialog.getByRole("combobox", { name: "Category" }).click();
  await page.getByRole("option", { name: category.name, exact: true }).click();
  await dialog.getByLabel("Serving size").fill("2 chillas (150 g)");
  await dialog.getByRole("textbox", { name: /^Calories/ }).fill("260");
  await dialog.getByRole("textbox", { name: /^Protein/ }).fill("14.25");
  await dialog.getByRole("textbox", { name: /^Carbohydrates/ }).fill("32");
  await dialog.getByRole("checkbox", { name: "Vegan" }).check();
  await expect(dialog.getByRole("checkbox", { name: "Vegetarian" })).toBeChecked();
  await expectNoSevereViolations(page, "add food");
  const created = page.waitForResponse((r) => r.url().includes("/diet/food/create/"));
  await dialog.getByRole("button", { name: "Add Food" }).click();
  expect((await created).status()).toBe(200);
  await expect(dialog).toBeHidden();

  await page.getByRole("searchbox", { name: "Search food" }).fill(mark);
  const card = page.getByRole("article", { name });
  await expect(card).toBeVisible();
  await expect(card.getByText("14.25 g")).toBeVisible();
  await expect(card.getByText("Easy", { exact: true })).toBeVisible();

  await card.getByRole("button", { name: `View ${name}` }).click();
  const details = page.getByRole("dialog", { name });
  await expect(details.getByText("2 chillas (150 g)")).toBeVisible();
  await expectNoSevereViolations(page, "food details");
  await details.getByRole("button", { name: "Edit" }).click();

  const edit = page.getByRole("dialog", { name: "Edit Food Item" });
  await expect(edit.getByLabel("Food name")).toHaveValue(name);
  await edit.getByRole("textbox", { name: /^Protein/ }).fill("16");
  await edit.getByRole("textbox", { name: /^Carbohydrates/ }).fill("");
  await edit.getByRole("combobox", { name: "Difficulty" }).click();
  await page.getByRole("option", { name: "Medium" }).click();
  const saved = page.waitForResponse((r) => r.url().includes("/update/") && r.request().method() === "PATCH");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  expect((await saved).status()).toBe(200);
  await expect(edit).toBeHidden();
  await expect(card.getByText("16 g")).toBeVisible();
  await expect(card.getByText("Medium", { exact: true })).toBeVisible();
});

test("delete asks first; Cancel keeps the food, Delete removes it", async ({ page, request, session }) => {
  const category = await makeDietCategory(request, session.token, `${mark} Snacks`);
  const food = await makeFood(request, session.token, category.id, { name: `${mark} Roasted Chana` });
  await page.goto(`/dashboard/diet?search=${encodeURIComponent(mark)}`);
  const card = page.getByRole("article", { name: food.name });
  await card.getByRole("button", { name: `Delete ${food.name}` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete food item" });
  await expect(confirm.getByText(`Are you sure you want to delete "${food.name}"?`)).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toBeVisible();

  await card.getByRole("button", { name: `Delete ${food.name}` }).click();
  await page.getByRole("dialog", { name: "Delete food item" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Food item deleted successfully.")).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByText("No food items found")).toBeVisible();
});

test("the Categories tab adds a category (display order at least 1) and shows its foods", async ({ page }) => {
  await page.goto("/dashboard/diet");
  await page.getByRole("tab", { name: "Categories" }).click();
  await expect(page).toHaveURL(/tab=categories/);
  await page.getByRole("button", { name: "Add Category" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Category" });
  await expect(dialog.getByLabel("Display order")).toHaveValue("1");
  await dialog.getByLabel("Category name").fill(`${mark} Pre-workout`);
  await dialog.getByLabel("Display order").fill("0");
  await dialog.getByRole("button", { name: "Add Category" }).click();
  await expect(dialog.getByText("Display order must be a whole number of at least 1")).toBeVisible();
  await dialog.getByLabel("Display order").fill("2");
  await dialog.getByRole("button", { name: "Add Category" }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole("article", { name: `${mark} Pre-workout` });
  await expect(card.getByText("Order 2")).toBeVisible();
  await expectNoSevereViolations(page, "/dashboard/diet?tab=categories");
  await card.getByRole("button", { name: /Show the 0 food items/ }).click();
  await expect(page.getByRole("tab", { name: "Food Menu" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("No food items found")).toBeVisible();
});

test("the screen has no serious accessibility violations and no sideways scroll at 390 px", async ({
  page,
  request,
  session,
}) => {
  const category = await makeDietCategory(request, session.token, `${mark} Lunch`);
  await makeFood(request, session.token, category.id, {
    name: `${mark} Rajma Chawal with a rather long name for a small phone`,
    is_vegan: true,
    is_gluten_free: true,
    preparation_time: 480,
    cooking_time: 40,
  });
  await page.goto("/dashboard/diet");
  await expect(page.getByTestId("food-card").first()).toBeVisible();
  await expectNoSevereViolations(page, "/dashboard/diet");

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/dashboard/diet?search=${encodeURIComponent(mark)}`);
  await expect(page.getByTestId("food-card")).toHaveCount(1);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await page.getByRole("button", { name: "Add Food" }).first().click();
  await expect(page.getByRole("dialog", { name: "Add Food Item" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
