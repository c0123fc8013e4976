import { createProductFields, type Product } from "@gym/contracts";
import { describe, expect, it } from "vitest";
import {
  createProductForm,
  emptyProductValues,
  keepAllImages,
  productValues,
  updateProductForm,
} from "./product-form.ts";

const picture = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: "image/png" });

const product = {
  id: 9,
  name: "Whey",
  category: 2,
  category_id: 2,
  category_name: "Supplements",
  short_description: "Tasty",
  description: "",
  brand: "MB",
  model: "",
  sku: "",
  price: 2499.5,
  original_price: 2999,
  stock_quantity: 4,
  low_stock_threshold: 5,
  is_active: true,
  is_featured: false,
  whatsapp_number: "9876543210",
  features: "A\nB",
  usage_instructions: "",
  warnings: "",
  weight: "1 kg",
  dimensions: "",
  color: "",
  size: "",
  material: "",
  meta_title: "",
  meta_description: "",
  keywords: "",
  display_order: 0,
  average_rating: 4.5,
  total_reviews: 10,
  main_image: "/media/x/products/a.png",
  image_2: "/media/x/products/b.png",
  image_3: null,
  image_4: null,
} as unknown as Product;

const entries = (form: FormData) =>
  Object.fromEntries([...form.entries()].map(([k, v]) => [k, typeof v === "string" ? v : (v as File).name]));

describe("the product form's data (part 2 §5, §7)", () => {
  it("creates with every non-empty field, the switches and the chosen pictures only", () => {
    const values = {
      ...emptyProductValues({ category: "2", whatsapp_number: "9876543210" }),
      name: " Whey ",
      price: 1999,
    };
    const images = { ...keepAllImages(), main_image: { kind: "new" as const, file: picture("m.png") } };
    expect(entries(createProductForm({ values, images }))).toEqual({
      name: "Whey",
      category: "2",
      price: "1999",
      whatsapp_number: "9876543210",
      stock_quantity: "0",
      low_stock_threshold: "5",
      is_active: "true",
      is_featured: "false",
      display_order: "0",
      average_rating: "0",
      total_reviews: "0",
      main_image: "m.png",
    });
  });

  it("validates with the contract's schema: the spec's WhatsApp text for a wrong number", () => {
    const values = { ...emptyProductValues({ category: "2" }), name: "Whey", price: 10, whatsapp_number: "12345" };
    const parsed = createProductFields.safeParse(values);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe("Please enter a valid 10-digit mobile number");
  });

  it("round-trips a product's values: an untouched edit sends nothing", () => {
    const form = updateProductForm(product, { values: productValues(product), images: keepAllImages() });
    expect(entries(form)).toEqual({});
  });

  it("sends only what changed on edit; emptied optional fields and removed pictures go in clear", () => {
    const values = {
      ...productValues(product),
      price: 1999,
      original_price: "",
      brand: " ",
      stock_quantity: 12,
      name: "",
    };
    const images = {
      ...keepAllImages(),
      image_2: { kind: "remove" as const },
      image_3: { kind: "remove" as const },
      image_4: { kind: "new" as const, file: picture("4.png") },
    };
    expect(entries(updateProductForm(product, { values, images }))).toEqual({
      price: "1999",
      stock_quantity: "12",
      image_4: "4.png",
      clear: "brand,original_price,image_2",
    });
  });
});
