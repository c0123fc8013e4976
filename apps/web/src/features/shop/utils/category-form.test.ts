import type { ProductCategory } from "@gym/contracts";
import { describe, expect, it } from "vitest";
import { categoryValues, createCategoryBody, emptyCategoryValues, updateCategoryForm } from "./category-form.ts";

const picture = new File([new Uint8Array([1])], "c.png", { type: "image/png" });
const category = {
  id: 3,
  name: "Apparel",
  description: "Tees",
  image: "/media/x/product-categories/c.png",
  is_active: true,
  display_order: 2,
  meta_title: "",
  meta_description: "",
} as unknown as ProductCategory;

describe("the category form's data (part 2 §7)", () => {
  it("creates as JSON without an image, non-empty fields only, display order 0 by default", () => {
    expect(createCategoryBody({ ...emptyCategoryValues(), name: " Apparel " })).toEqual({
      name: "Apparel",
      display_order: "0",
      is_active: true,
    });
  });

  it("creates as multipart when an image is included", () => {
    const body = createCategoryBody({ ...emptyCategoryValues(), name: "Gear", image: { kind: "new", file: picture } });
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get("image")).toBeInstanceOf(File);
    expect((body as FormData).get("name")).toBe("Gear");
  });

  it("updates with what changed; an emptied description and a removed image are cleared", () => {
    const form = updateCategoryForm(category, {
      ...categoryValues(category),
      description: "",
      is_active: false,
      image: { kind: "remove" },
    });
    expect([...form.entries()]).toEqual([
      ["is_active", "false"],
      ["clear", "description,image"],
    ]);
  });
});
