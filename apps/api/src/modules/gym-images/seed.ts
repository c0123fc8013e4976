import { savePicture } from "../../seed/pictures.ts";
import type { Seeder } from "../../seed/seeder.ts";
import { MEDIA_FOLDERS } from "../../uploads/folders.ts";
import { gymImagesRepository } from "./repository.ts";
import { DEMO_IMAGES, MOTIFS } from "./seed-data.ts";

const DAY = 24 * 60 * 60 * 1000;

/** The demo gallery, drawn offline, one picture every two days up to today (newest last). */
export const gymImagesDemoSeeder: Seeder = {
  name: "gym images",
  async run(ctx) {
    const now = ctx.now().getTime();
    const rows = [];
    for (const [i, image] of DEMO_IMAGES.entries()) {
      const path = await savePicture(ctx, MEDIA_FOLDERS.gymImages, {
        label: image.title,
        colors: image.colors,
        motif: MOTIFS[image.type],
      });
      rows.push({
        title: image.title,
        description: image.description,
        image_type: image.type,
        is_featured: image.featured ?? false,
        image: path,
        created_at: new Date(now - (DEMO_IMAGES.length - i) * 2 * DAY),
      });
    }
    await gymImagesRepository(ctx).createAll(rows);
  },
};
