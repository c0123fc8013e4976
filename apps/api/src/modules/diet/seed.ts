import { savePicture } from "../../seed/pictures.ts";
import type { Seeder } from "../../seed/seeder.ts";
import { MEDIA_FOLDERS } from "../../uploads/folders.ts";
import { dietCategoriesRepository } from "./categories/repository.ts";
import { foodItemsRepository } from "./food/repository.ts";
import { DEMO_DIET_CATEGORIES, DEMO_FOODS } from "./seed-data.ts";

/** A bowl with steam in white line art (960×640 box), centred where a wide card crops the picture. */
const BOWL = `<g fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round" opacity="0.9">
  <path d="M360 300 H600 Q600 420 480 420 Q360 420 360 300 Z"/><path d="M430 440 H530"/>
  <path d="M430 270 Q415 245 430 220 M480 270 Q465 245 480 220 M530 270 Q515 245 530 220"/></g>`;

/** The demo food menu (issue 13): six diet categories and about forty Indian and international foods. */
export const dietDemoSeeder: Seeder = {
  name: "diet",
  async run(ctx) {
    const categoryIds: number[] = [];
    for (const [i, c] of DEMO_DIET_CATEGORIES.entries()) {
      const image = await savePicture(ctx, MEDIA_FOLDERS.dietCategories, { label: "", colors: c.colors, motif: BOWL });
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
