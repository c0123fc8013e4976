import { expectNoSevereViolations } from "../fixtures/accessibility.ts";
import { expect as baseExpect, test } from "../fixtures/auth.ts";
import { DEMO_GYM } from "../fixtures/demo-gym.ts";
import { MAIN_PNG, makeCategory, makeProduct, removeMarked, SECOND_PNG, shopMark } from "../fixtures/shop.ts";

/** Part 2 §8's success alert. */
const WHATSAPP_MESSAGE_COPIED = "WhatsApp message copied to clipboard!";

const mark = shopMark();

/**
 * Two cores serve the server, the browser and other checkouts' work: a screen with a dozen picture
 * cards can take longer than the default ten seconds to appear, so this file waits longer, never sleeps.
 */
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

test.afterEach(async ({ request, session }) => {
  await removeMarked(request, session.token, mark);
});

test("create a product with pictures → it shows on the public page → its WhatsApp message is copied", async ({
  page,
  context,
  request,
  session,
  baseURL,
}) => {
  test.setTimeout(240_000); // The longest journey: two screens, a visitor's page and the clipboard.
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL! });
  const category = await makeCategory(request, session.token, `${mark} Supplements`);
  const name = `${mark} Whey Isolate`;

  await page.goto("/dashboard/products");
  await expect(page.getByRole("heading", { level: 2, name: "Products Management" })).toBeVisible();
  await page.getByRole("button", { name: "Add Product" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Product" });

  // The spec's rules come back from the same schema the server uses.
  await dialog.getByRole("button", { name: "Create Product" }).click();
  await expect(dialog.getByText("Product name is required")).toBeVisible();
  await expect(dialog.getByText("Price is required")).toBeVisible();

  await dialog.getByLabel("Product name").fill(name);
  await dialog.getByRole("combobox", { name: "Category" }).click();
  await page.getByRole("option", { name: category.name, exact: true }).click();
  await dialog.getByLabel("Short description").fill("25 g protein a scoop");
  await dialog.getByRole("textbox", { name: /^Price/ }).fill("2499");
  await dialog.getByLabel("Original price (MRP)").fill("2999");
  await expect(dialog.getByText("16% OFF")).toBeVisible();
  await dialog.getByLabel("WhatsApp number").fill("98765 4321");
  await dialog.getByRole("button", { name: "Create Product" }).click();
  await expect(dialog.getByText("Please enter a valid 10-digit mobile number")).toBeVisible();
  await dialog.getByLabel("WhatsApp number").fill("+91 98220 12345");
  await dialog.getByLabel("Stock quantity").fill("3");

  for (const [slot, file] of [
    ["Main image", MAIN_PNG],
    ["Image 2", SECOND_PNG],
  ] as const) {
    const chooser = page.waitForEvent("filechooser");
    await dialog.getByRole("button", { name: `Choose ${slot}` }).click();
    await (await chooser).setFiles(file);
    await expect(dialog.getByRole("img", { name: `${slot} preview` })).toBeVisible();
  }
  await expectNoSevereViolations(page, "create product");

  const created = page.waitForResponse((r) => r.url().includes("/products/create/") && r.request().method() === "POST");
  await dialog.getByRole("button", { name: "Create Product" }).click();
  expect((await created).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Product created successfully!")).toBeVisible();

  const card = page.getByRole("article", { name });
  await expect(card).toBeVisible();
  await expect(card.getByText("16% OFF")).toBeVisible();
  await expect(card.getByText("Low Stock")).toBeVisible();
  await expect(card.getByLabel("Original price ₹2,999")).toHaveCSS("text-decoration-line", "line-through");

  // The public page shows it to anyone, with an order link to the product's number.
  const visitor = await context.browser()!.newContext({ viewport: { width: 390, height: 844 } });
  const pub = await visitor.newPage();
  await pub.goto(`${baseURL}/g/${DEMO_GYM.schemaName}`);
  const shop = pub.getByRole("region", { name: "Shop" });
  const item = shop.getByRole("article", { name });
  // "Show more products" is a plain link to the next page (?page=2#shop): the page works without a script.
  // Whether the card is on this page, not whether it is painted yet: cards below the first screen are
  // laid out only when they come near it (content-visibility).
  const more = shop.getByRole("link", { name: "Show more products" });
  for (let next = 2; (await item.count()) === 0 && (await more.count()) > 0; next++) {
    await more.click();
    // Until the next page has loaded, the old one still answers (and would be clicked again).
    await pub.waitForURL(new RegExp(`[?&]page=${next}#shop$`));
  }
  await item.scrollIntoViewIfNeeded();
  await expect(item).toBeVisible();
  await expect(item.getByText("₹2,499")).toBeVisible();
  const order = item.getByRole("link", { name: `Order on WhatsApp: ${name}` });
  const href = new URL((await order.getAttribute("href"))!);
  expect(href.origin + href.pathname).toBe("https://wa.me/919822012345");
  expect(href.searchParams.get("text")).toContain(`I would like to order ${name} (₹2,499)`);
  // The shop section only: the page's header belongs to the public page's own feature.
  await expectNoSevereViolations(pub, "public shop", "#shop");
  await visitor.close();

  // Back in the dashboard: the WhatsApp button copies the server's message.
  await card.getByRole("button", { name: `WhatsApp message for ${name}` }).click();
  await expect(page.getByText(WHATSAPP_MESSAGE_COPIED)).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(`*${name}*`);
  expect(copied).toContain("MRP ~₹2,999~ – 16% OFF");
  expect(copied).toContain("https://wa.me/919822012345");
});

test("the details modal shows the product; editing its stock changes the badges; delete asks first", async ({
  page,
  request,
  session,
}) => {
  const category = await makeCategory(request, session.token, `${mark} Apparel`);
  const name = `${mark} Training Shorts`;
  await makeProduct(request, session.token, {
    name,
    category: String(category.id),
    features: "Four-way stretch\nZip pocket",
    size: "M / L",
    usage_instructions: "Machine wash cold.",
    stock_quantity: "0",
  });
  await page.goto(`/dashboard/products?search=${encodeURIComponent(mark)}`);
  const card = page.getByRole("article", { name });
  await expect(card.getByText("Out of Stock")).toBeVisible();

  await card.getByRole("button", { name: `View ${name}` }).click();
  const details = page.getByRole("dialog", { name });
  await expect(details.getByText("Four-way stretch")).toBeVisible();
  await expect(details.getByText("M / L")).toBeVisible();
  await expect(details.getByText("Machine wash cold.")).toBeVisible();
  await expectNoSevereViolations(page, "product details");
  await details.getByRole("button", { name: "Edit" }).click();

  const edit = page.getByRole("dialog", { name: `Edit ${name}` });
  await edit.getByLabel("Stock quantity").fill("40");
  await edit.getByRole("switch", { name: "Featured" }).check();
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Product updated successfully!")).toBeVisible();
  await expect(card.getByText("Featured")).toBeVisible();
  await expect(card.getByText("Out of Stock")).toBeHidden();
  await expect(card.getByText("Stock: 40")).toBeVisible();

  await card.getByRole("button", { name: `Delete ${name}` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete product" });
  await expect(
    confirm.getByText(`Are you sure you want to delete "${name}"? This action cannot be undone.`),
  ).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(card).toBeVisible();
  await card.getByRole("button", { name: `Delete ${name}` }).click();
  await page.getByRole("dialog", { name: "Delete product" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Product deleted successfully.")).toBeVisible();
  await expect(card).toBeHidden();
});

test("filters live in the URL and narrow the list on the server", async ({ page, request, session }) => {
  const category = await makeCategory(request, session.token, `${mark} Gear`);
  const rows: [string, string, string][] = [
    ["Belt", "1499", "5"],
    ["Rope", "349", "0"],
    ["Gloves", "549", "20"],
  ];
  for (const [n, price, stock] of rows) {
    await makeProduct(request, session.token, {
      name: `${mark} ${n}`,
      category: String(category.id),
      price,
      stock_quantity: stock,
    });
  }
  await page.goto("/dashboard/products");
  await page.getByLabel("Search products").fill(mark);
  await expect(page).toHaveURL(new RegExp(`search=${mark}`));
  await expect(page.getByRole("article")).toHaveCount(3);
  await page.getByRole("combobox", { name: "Sort by" }).click();
  await page.getByRole("option", { name: "Price Low-High" }).click();
  await expect(page.getByRole("article").first()).toHaveAccessibleName(`${mark} Rope`);
  await page.getByRole("combobox", { name: "Stock" }).click();
  await page.getByRole("option", { name: "In Stock", exact: true }).click();
  await expect(page.getByRole("article")).toHaveCount(2);
  await page.getByLabel("Min price").fill("1000");
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(page).toHaveURL(/min_price=1000/);
  await page.reload();
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(page.getByRole("article").first()).toHaveAccessibleName(`${mark} Belt`);
  await expectNoSevereViolations(page, "products list");
  await page.getByRole("button", { name: "Clear", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/products$/);
});

test("categories: an empty one is deleted after the confirmation; one with products cannot be", async ({
  page,
  request,
  session,
}) => {
  const used = await makeCategory(request, session.token, `${mark} Used`);
  await makeProduct(request, session.token, { name: `${mark} Shaker`, category: String(used.id) });
  await page.goto("/dashboard/productCategories");
  await expect(page.getByRole("heading", { level: 2, name: "Product Categories" })).toBeVisible();

  await page.getByRole("button", { name: "New Category" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Category" });
  await dialog.getByRole("button", { name: "Create Category" }).click();
  await expect(dialog.getByText("Category name is required")).toBeVisible();
  await dialog.getByLabel("Category name").fill(`${mark} Empty`);
  await dialog.getByRole("button", { name: "Create Category" }).click();
  await expect(page.getByText("Category created successfully!")).toBeVisible();
  // The theme names every notification's close button (axe: button-name).
  await expect(page.getByRole("button", { name: "Close notification" }).first()).toBeVisible();

  const usedCard = page.getByRole("article", { name: used.name });
  await expect(usedCard.getByRole("button", { name: /^Delete/ })).toBeDisabled();
  const empty = page.getByRole("article", { name: `${mark} Empty` });
  await expect(empty.getByText("0 active of 0 products")).toBeVisible();
  await expectNoSevereViolations(page, "product categories");
  await empty.getByRole("button", { name: `Delete ${mark} Empty` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete category" });
  await expect(
    confirm.getByText(`Are you sure you want to delete "${mark} Empty"? This action cannot be undone.`),
  ).toBeVisible();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Category deleted successfully.")).toBeVisible();
  await expect(empty).toBeHidden();

  // The Categories stat card on the products screen opens the manager.
  await page.goto("/dashboard/products");
  await page.getByRole("button", { name: /Manage categories/ }).click();
  const manager = page.getByRole("dialog", { name: "Manage Categories" });
  await expect(manager.getByRole("cell", { name: used.name, exact: true })).toBeVisible();
  await expectNoSevereViolations(page, "manage categories");
});

test("on a 390 px phone: the products and categories screens and the public page fit, with no sideways scroll", async ({
  page,
  request,
  session,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  const category = await makeCategory(request, session.token, `${mark} Phone`);
  const name = `${mark} Resistance Band`;
  await makeProduct(request, session.token, {
    name,
    category: String(category.id),
    price: "349",
    original_price: "499",
    stock_quantity: "2",
  });

  await page.goto(`/dashboard/products?search=${encodeURIComponent(mark)}`);
  await expect(page.getByRole("heading", { level: 2, name: "Products Management" })).toBeVisible();
  const card = page.getByRole("article", { name });
  await expect(card).toBeVisible();
  await expect(card.getByText("Low Stock")).toBeVisible();
  expect(await overflow(), "products").toBeLessThanOrEqual(0);
  await expectNoSevereViolations(page, "products on a phone");

  await page.goto("/dashboard/productCategories");
  await expect(page.getByRole("heading", { level: 2, name: "Product Categories" })).toBeVisible();
  await expect(page.getByRole("article", { name: category.name })).toBeVisible();
  expect(await overflow(), "product categories").toBeLessThanOrEqual(0);
  await expectNoSevereViolations(page, "product categories on a phone");

  await page.goto(`/g/${DEMO_GYM.schemaName}`);
  await expect(page.getByRole("region", { name: "Shop" })).toBeVisible();
  expect(await overflow(), "public page").toBeLessThanOrEqual(0);
});
