import { PRODUCT_NOT_FOUND } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { whatsappSalesMessage } from "../../src/modules/shop/whatsapp/message.ts";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import { makeCategory, makeProduct, WHATSAPP } from "../support/shop.ts";

/** POST /api/gym-products/whatsapp/generate-message/ (part 2 §7, decision 0155). */
let ctx: TestContext;
let gym: TestGym;
let category: number;
beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "shop_wa");
  category = (await makeCategory(ctx, gym)).id;
});
afterAll(() => ctx.close());

const generate = (body: object) => call(ctx, gym, "POST", WHATSAPP, body);

describe("the WhatsApp sales message", () => {
  it("says the name, price, offer, stock and the product's number in the gym's words", async () => {
    const p = await makeProduct(ctx, gym, category, {
      name: "Whey Isolate 1 kg",
      brand: "MuscleBlaze",
      short_description: "25 g protein a scoop",
      price: "124999.50",
      original_price: "149999",
      stock_quantity: "3",
      whatsapp_number: "+91 98220 12345",
      features: "Low sugar\nMixes easily",
    });
    const res = await generate({ product_id: p.id });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      product_id: p.id,
      whatsapp_number: "9822012345",
      whatsapp_url: "https://wa.me/919822012345",
    });
    const message: string = body.whatsapp_message;
    expect(message).toContain("*Whey Isolate 1 kg* by MuscleBlaze");
    expect(message).toContain("25 g protein a scoop");
    expect(message).toContain("Offer price: *₹1,24,999.50* (MRP ~₹1,49,999~ – 16% OFF)");
    expect(message).toContain("Only 3 left – order soon!");
    expect(message).toContain("• Low sugar\n• Mixes easily");
    expect(message).toContain(`Available at Test Gym ${gym.schema}`);
    expect(message).toContain("Order on WhatsApp: 98220 12345\nhttps://wa.me/919822012345");
    expect(body.share_url).toBe(`https://wa.me/?text=${encodeURIComponent(message)}`);
  });

  it("says plain price and in stock when there is no offer, and out of stock when there is none", async () => {
    const plain = await makeProduct(ctx, gym, category, { price: "499", stock_quantity: "40" });
    const a = (await generate({ product_id: plain.id })).json().whatsapp_message as string;
    expect(a).toContain("💰 Price: *₹499*");
    expect(a).not.toContain("OFF");
    expect(a).toContain("✅ In stock");
    const none = await makeProduct(ctx, gym, category, { stock_quantity: "0" });
    const b = (await generate({ product_id: String(none.id) })).json().whatsapp_message as string;
    expect(b).toContain("Out of stock right now");
  });

  it("answers 404 for an unknown product, including another gym's", async () => {
    const other = await createGym(ctx, "shop_wa_other");
    await ctx.db.tenants.get(other.schema).productCategory.create({ data: { id: 70_000, name: "Theirs" } });
    const theirs = await ctx.db.tenants.get(other.schema).product.create({
      data: { id: 70_000, category_id: 70_000, name: "Their shaker", price: "1", whatsapp_number: "9999999999" },
    });
    const res = await generate({ product_id: theirs.id });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(PRODUCT_NOT_FOUND);
  });

  it.each([
    ["missing", {}],
    ["zero", { product_id: 0 }],
    ["text", { product_id: "abc" }],
    ["beyond the id range", { product_id: 2 ** 31 }],
  ])("refuses a %s product_id with a 400", async (_label, body) => {
    expect((await generate(body)).statusCode).toBe(400);
  });
});

describe("whatsappSalesMessage", () => {
  it("leaves out what the product does not have", () => {
    const message = whatsappSalesMessage(
      {
        name: "Towel",
        brand: "",
        short_description: "",
        description: "",
        price: 0,
        original_price: null,
        is_on_sale: false,
        discount_percentage: 0,
        in_stock: true,
        is_low_stock: false,
        stock_quantity: 10,
        average_rating: 0,
        total_reviews: 0,
        features_list: [],
        whatsapp_number: "9876543210",
      } as never,
      "Iron Paradise",
    );
    expect(message).toBe(
      "🛍️ *Towel*\n\n💰 Price: *₹0*\n✅ In stock\n\n📍 Available at Iron Paradise\n📲 Order on WhatsApp: 98765 43210\nhttps://wa.me/919876543210",
    );
  });
});
