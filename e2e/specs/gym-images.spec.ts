import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { APIRequestContext, Page } from "@playwright/test";
import { expectNoSevereViolations } from "../fixtures/accessibility.ts";
import { authHeaders } from "../fixtures/api.ts";
import { expect, test } from "../fixtures/auth.ts";

const GALLERY = "/api/android/gyms/images/";
const files = (name: string) => fileURLToPath(new URL(`../fixtures/files/${name}`, import.meta.url));
const RED = files("gym-image-red.png");
const BLUE = files("gym-image-blue.png");

/** Titles carry the run's mark, so cleanup removes exactly what this spec made. */
const mark = `e2e-gallery-${Date.now().toString(36)}`;

async function removeMarkedImages(request: APIRequestContext, token: string) {
  const headers = authHeaders(token);
  const list = await request.get(GALLERY, { headers });
  const images = ((await list.json()).images ?? []) as { id: number; title: string }[];
  for (const image of images.filter((i) => i.title.startsWith(mark))) {
    await request.delete(`/api/android/gyms/images/${image.id}/delete/`, { headers });
  }
}

test.afterEach(async ({ request, session }) => {
  await removeMarkedImages(request, session.token);
});

async function chooseType(page: Page, scope: ReturnType<Page["getByRole"]>, label: string) {
  await scope.getByRole("combobox", { name: "Type" }).click();
  await page.getByRole("option", { name: label, exact: true }).click();
}

test("add two images, see them in their groups, edit one, delete one", async ({ page }) => {
  test.slow(); // A long journey on a 2-core machine shared with the server.
  await page.goto("/dashboard/gymImages");
  await expect(page.getByRole("heading", { level: 2, name: "Gym Images" })).toBeVisible();
  await page.getByRole("button", { name: "Add Images" }).first().click();

  const dialog = page.getByRole("dialog", { name: "Add Gym Images" });
  await expect(dialog.getByText("PNG, JPG, JPEG up to 10MB each")).toBeVisible();
  await dialog.getByRole("button", { name: "Upload Image" }).click();
  await expect(dialog.getByText("Please select at least one image")).toBeVisible();

  await dialog.getByLabel("Select images").setInputFiles([RED, BLUE]);
  const first = dialog.getByRole("group", { name: "Image 1: gym-image-red.png" });
  const second = dialog.getByRole("group", { name: "Image 2: gym-image-blue.png" });
  await expect(first.getByRole("img", { name: "Preview of gym-image-red.png" })).toBeVisible();
  await expect(second.getByLabel("Title")).toHaveAttribute("placeholder", "Image 2");

  await first.getByLabel("Title").fill(`${mark} Cardio Zone`);
  await first.getByLabel("Description").fill("Treadmills by the window");
  await chooseType(page, first, "Facility");
  await first.getByRole("switch", { name: "Featured" }).check();
  await second.getByLabel("Title").fill(`${mark} Spin Class`);
  await chooseType(page, second, "Classes");

  const added = page.waitForResponse((r) => r.url().includes("/gyms/images/add/") && r.request().method() === "POST");
  await dialog.getByRole("button", { name: "Upload 2 Images" }).click();
  expect((await added).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(page.getByText("2 image(s) added successfully")).toBeVisible();

  const facility = page.getByRole("region", { name: "Facility" });
  const classes = page.getByRole("region", { name: "Classes" });
  const cardio = facility.getByRole("article", { name: `${mark} Cardio Zone` });
  await expect(cardio).toBeVisible();
  await expect(cardio.getByText("Featured")).toBeVisible();
  await expect(cardio.getByText("Treadmills by the window")).toBeVisible();
  // The picture itself loads from /media/ (an <img> sends no token).
  const picture = cardio.getByRole("img", { name: `${mark} Cardio Zone` });
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
  await expect(classes.getByRole("article", { name: `${mark} Spin Class` })).toBeVisible();

  // Edit: the title is required, then the new one shows.
  await cardio.getByRole("button", { name: `Edit ${mark} Cardio Zone` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Gym Image" });
  await edit.getByLabel("Title").fill("");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(edit.getByText("Title is required")).toBeVisible();
  await edit.getByLabel("Title").fill(`${mark} Cardio Deck`);
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(edit).toBeHidden();
  await expect(facility.getByRole("article", { name: `${mark} Cardio Deck` })).toBeVisible();
  await expect(facility.getByRole("article", { name: `${mark} Cardio Zone` })).toHaveCount(0);

  // Delete with confirmation: cancelling keeps it, confirming removes it.
  const spin = classes.getByRole("article", { name: `${mark} Spin Class` });
  await spin.getByRole("button", { name: `Delete ${mark} Spin Class` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete image" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(spin).toBeVisible();
  await spin.getByRole("button", { name: `Delete ${mark} Spin Class` }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Image deleted successfully")).toBeVisible();
  await expect(spin).toHaveCount(0);
  await expect(facility.getByRole("article", { name: `${mark} Cardio Deck` })).toBeVisible();
});

test("a failed load offers Retry; a broken picture shows 'Image not found'", async ({ page, request, session }) => {
  const created = await request.post("/api/android/gyms/images/add/", {
    headers: authHeaders(session.token),
    multipart: {
      image_1: {
        name: "red.png",
        mimeType: "image/png",
        buffer: readFileSync(RED),
      },
      title_1: `${mark} Broken picture`,
      image_type_1: "EVENT",
    },
  });
  expect(created.status()).toBe(200);

  // Every load fails (retries included) until the error shows; then Retry reaches the server.
  await page.route(`**${GALLERY}*`, (route) => route.fulfill({ status: 503, json: { success: false, error: "Down" } }));
  await page.route("**/media/**", (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto("/dashboard/gymImages");
  await expect(page.getByText("Failed to fetch gym images")).toBeVisible();
  await page.unroute(`**${GALLERY}*`);
  await page.getByRole("button", { name: "Retry" }).click();

  const card = page.getByRole("region", { name: "Events" }).getByRole("article", { name: `${mark} Broken picture` });
  await expect(card.getByText("Image not found")).toBeVisible();
});

test("the gallery and the add modal have no serious or critical accessibility violations", async ({ page }) => {
  test.slow(); // Two axe runs on a shared 2-core machine.
  await page.goto("/dashboard/gymImages");
  await expect(page.getByRole("heading", { level: 2, name: "Gym Images" })).toBeVisible();
  await expect(page.getByRole("status", { name: "Loading gym images" })).toHaveCount(0);
  await expectNoSevereViolations(page, "gallery");

  await page.getByRole("button", { name: "Add Images" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add Gym Images" });
  await dialog.getByLabel("Select images").setInputFiles([RED]);
  await expect(dialog.getByRole("group", { name: "Image 1: gym-image-red.png" })).toBeVisible();
  await expectNoSevereViolations(page, "add images modal");
});
