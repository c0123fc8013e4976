import { randomUUID } from "node:crypto";
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import type { GymImageType } from "@gym/contracts";
import type { Seeder } from "../../seed/seeder.ts";
import { demoPicture } from "./demo-pictures.ts";
import { GYM_IMAGES_FOLDER } from "./service.ts";

interface DemoImage {
  title: string;
  description: string;
  type: GymImageType;
  featured?: boolean;
  colors: [string, string];
}

const DEMO_IMAGES: DemoImage[] = [
  {
    title: "Cardio Zone",
    description: "Treadmills, bikes and rowers facing the city.",
    type: "FACILITY",
    featured: true,
    colors: ["#ff7a59", "#c2255c"],
  },
  {
    title: "Locker Rooms",
    description: "Fresh lockers, showers and a sauna.",
    type: "FACILITY",
    colors: ["#4dabf7", "#1864ab"],
  },
  { title: "Reception", description: "Say hello at the front desk.", type: "FACILITY", colors: ["#ffd43b", "#f08c00"] },
  {
    title: "Free Weights",
    description: "Dumbbells from 2 to 50 kg.",
    type: "EQUIPMENT",
    featured: true,
    colors: ["#495057", "#212529"],
  },
  {
    title: "Squat Racks",
    description: "Four racks with platforms and bumper plates.",
    type: "EQUIPMENT",
    colors: ["#748ffc", "#3b5bdb"],
  },
  {
    title: "Cable Machines",
    description: "Dual cable stations for every muscle group.",
    type: "EQUIPMENT",
    colors: ["#20c997", "#087f5b"],
  },
  {
    title: "Yoga Class",
    description: "Morning flow, every weekday at 7.",
    type: "CLASS",
    featured: true,
    colors: ["#b197fc", "#6741d9"],
  },
  {
    title: "Spin Class",
    description: "45 minutes, loud music, no excuses.",
    type: "CLASS",
    colors: ["#ff8787", "#e03131"],
  },
  {
    title: "HIIT Circuit",
    description: "Short, sharp intervals in small groups.",
    type: "CLASS",
    colors: ["#ffa94d", "#d9480f"],
  },
  {
    title: "Member Spotlight",
    description: "Our members, our pride.",
    type: "GALLERY",
    colors: ["#66d9e8", "#0b7285"],
  },
  {
    title: "Summer Challenge",
    description: "Six weeks, one goal. Prizes for the top ten.",
    type: "EVENT",
    featured: true,
    colors: ["#ffe066", "#e8590c"],
  },
  {
    title: "Open House",
    description: "Bring a friend: free classes all day.",
    type: "EVENT",
    colors: ["#8ce99a", "#2b8a3e"],
  },
];

const DAY = 24 * 60 * 60 * 1000;

/** About a dozen gallery pictures across the five types, some featured, made with sharp. */
export const gymImagesDemoSeeder: Seeder = {
  name: "gym images",
  async run(ctx) {
    await mkdir(join(ctx.uploadDir, ctx.schema, GYM_IMAGES_FOLDER), { recursive: true });
    const now = Date.now();
    for (const [i, image] of DEMO_IMAGES.entries()) {
      const relative = `${ctx.schema}/${GYM_IMAGES_FOLDER}/${randomUUID()}.jpg`;
      await demoPicture(image.title, image.type, image.colors).toFile(join(ctx.uploadDir, relative));
      await ctx.db.gymImage.create({
        data: {
          title: image.title,
          description: image.description,
          image_type: image.type,
          is_featured: image.featured ?? false,
          image: relative,
          created_at: new Date(now - (DEMO_IMAGES.length - i) * 2 * DAY),
        },
      });
    }
  },
};
