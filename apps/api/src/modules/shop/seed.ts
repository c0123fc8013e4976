import { savePicture } from "../../seed/pictures.ts";
import type { Seeder } from "../../seed/seeder.ts";
import { MEDIA_FOLDERS } from "../../uploads/folders.ts";
import { productCategoriesRepository } from "./categories/repository.ts";
import { productsRepository } from "./products/repository.ts";
import { DEMO_CATEGORIES, DEMO_SHOP_WHATSAPP, type DemoProduct } from "./seed-data.ts";
import { PRODUCT_MOTIFS } from "./seed-motifs.ts";
import { DEMO_PRODUCTS } from "./seed-products.ts";

const DAY = 24 * 60 * 60 * 1000;

const picture = (p: DemoProduct, colors: [string, string]) => ({
  label: p.label,
  colors,
  motif: PRODUCT_MOTIFS[p.motif],
});

/**
 * The demo shop (issue 12): three categories and a dozen products with pictures drawn offline; some
 * on sale, some low on stock, one out of stock, one inactive, some featured; added over the past weeks.
 */
export const shopDemoSeeder: Seeder = {
  name: "shop",
  async run(ctx) {
    const categoryIds: number[] = [];
    for (const [i, c] of DEMO_CATEGORIES.entries()) {
      const image = await savePicture(ctx, MEDIA_FOLDERS.productCategories, {
        label: c.name,
        colors: c.colors,
        motif: PRODUCT_MOTIFS[c.motif],
      });
      categoryIds.push(
        await productCategoriesRepository(ctx).create({
          name: c.name,
          description: c.description,
          image,
          is_active: true,
          display_order: i,
          meta_title: "",
          meta_description: "",
        }),
      );
    }
    const now = ctx.now().getTime();
    for (const [i, p] of DEMO_PRODUCTS.entries()) {
      const main = await savePicture(ctx, MEDIA_FOLDERS.products, picture(p, p.colors));
      const second = p.second ? await savePicture(ctx, MEDIA_FOLDERS.products, picture(p, p.second)) : null;
      await productsRepository(ctx).create({
        category_id: categoryIds[p.category]!,
        name: p.name,
        brand: p.brand,
        short_description: p.short_description,
        description: p.description,
        price: p.price,
        original_price: p.original_price ?? null,
        stock_quantity: p.stock,
        low_stock_threshold: p.threshold ?? 5,
        is_featured: p.featured ?? false,
        is_active: !p.inactive,
        average_rating: p.rating?.[0] ?? "0",
        total_reviews: p.rating?.[1] ?? 0,
        features: p.features.join("\n"),
        usage_instructions: p.usage ?? "",
        warnings: p.warnings ?? "",
        weight: p.weight ?? "",
        size: p.size ?? "",
        color: p.color ?? "",
        sku: p.sku,
        whatsapp_number: DEMO_SHOP_WHATSAPP,
        main_image: main,
        image_2: second,
        created_at: new Date(now - (DEMO_PRODUCTS.length - i) * 3 * DAY),
      });
    }
  },
};
