import { savePicture } from "../../seed/pictures.ts";
import type { Seeder } from "../../seed/seeder.ts";
import { MEDIA_FOLDERS } from "../../uploads/folders.ts";
import { dietCategoriesRepository } from "./categories/repository.ts";
import { foodItemsRepository } from "./food/repository.ts";
import { DEMO_DIET_CATEGORIES, DEMO_FOODS } from "./seed-data.ts";

/** The demo food menu (issue 13): six diet categories and about forty Indian and international foods. */
export const dietDemoSeeder: Seeder = {
  name: "diet",
  async run(ctx) {
    const categoryIds: number[] = [];
    for (const [i, c] of DEMO_DIET_CATEGORIES.entries()) {
      const image = await savePicture(ctx, MEDIA_FOLDERS.dietCategories, { label: c.name, colors: c.colors });
      categoryIds.push(
        await dietCategoriesRepository(ctx).create({
          name: c.name,
          description: c.description,
          image,
          display_order: i + 1,
        }),
      );
    }
    for (const f of DEMO_FOODS) {
      const [calories, protein, carbohydrates, fat] = f.figures;
      const [is_vegetarian, is_vegan, is_gluten_free] = f.flags;
      await foodItemsRepository(ctx).create({
        category_id: categoryIds[f.category]!,
        name: f.name,
        description: f.description,
        calories,
        protein,
        carbohydrates,
        fat,
        serving_size: f.serving_size,
        preparation_time: f.times[0],
        cooking_time: f.times[1],
        difficulty_level: f.difficulty,
        ingredients: f.ingredients,
        instructions: f.instructions,
        is_vegetarian,
        is_vegan,
        is_gluten_free,
      });
    }
  },
};
