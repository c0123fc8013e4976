import { addDaysTo, dateTimeToInstant, POST_TYPE_DEFAULT_COLORS, POST_TYPE_DEFAULT_ICONS } from "@gym/contracts";
import { savePicture } from "../../seed/pictures.ts";
import type { SeedContext, Seeder } from "../../seed/seeder.ts";
import { MEDIA_FOLDERS } from "../../uploads/folders.ts";
import { postCategoriesRepository } from "./categories/repository.ts";
import { postsRepository } from "./posts/repository.ts";
import { DEMO_POST_CATEGORIES, DEMO_POSTS, type DemoPost } from "./seed-data.ts";

const MOTIF = `<g fill="none" stroke="#fff" stroke-width="10" opacity="0.8">
  <rect x="300" y="110" width="360" height="250" rx="24"/><path d="M350 300 L430 220 L500 280 L560 200 L610 300"/></g>`;

/** The demo gym's post categories and posts, with pictures drawn offline and their visit counts. */
export const postsDemoSeeder: Seeder = {
  name: "posts",
  async run(ctx) {
    await seedDemoPosts(ctx);
  },
};

export async function seedDemoPosts(ctx: SeedContext): Promise<number> {
  const today = ctx.today();
  const at = (when: [number, string] | undefined) =>
    when ? dateTimeToInstant(`${addDaysTo(today, when[0])}T${when[1]}`, ctx.timeZone) : null;
  const categories = postCategoriesRepository(ctx);
  const categoryIds = new Map<string, number>();
  for (const c of DEMO_POST_CATEGORIES) {
    const id = await categories.create({
      name: c.name,
      post_type: c.post_type,
      description: c.description,
      icon: c.icon ?? POST_TYPE_DEFAULT_ICONS[c.post_type],
      color: POST_TYPE_DEFAULT_COLORS[c.post_type],
      is_active: true,
      display_order: c.display_order,
    });
    categoryIds.set(c.post_type, id);
  }
  const rows = [];
  for (const post of DEMO_POSTS) {
    const created = dateTimeToInstant(`${addDaysTo(today, -post.createdDaysAgo)}T09:15`, ctx.timeZone)!;
    rows.push({
      ...(await pictures(ctx, post)),
      title: post.title,
      subtitle: post.subtitle,
      short_description: post.short_description,
      description: post.description,
      category_id: categoryIds.get(post.category) ?? null,
      tags: post.tags,
      status: post.status ?? "published",
      priority: post.priority ?? "medium",
      is_featured: post.featured ?? false,
      is_pinned: post.pinned ?? false,
      is_active: post.active ?? true,
      start_date: at(post.start),
      end_date: at(post.end),
      registration_deadline: at(post.deadline),
      publish_at: at(post.publishAt),
      expire_at: at(post.expireAt),
      max_participants: post.max_participants ?? null,
      entry_fee: post.entry_fee ?? null,
      prize_details: post.prize_details ?? "",
      advertiser_name: post.advertiser_name ?? "",
      advertiser_contact: post.advertiser_contact ?? "",
      discount_percentage: post.discount_percentage ?? null,
      promo_code: post.promo_code ?? "",
      call_to_action_text: post.call_to_action_text ?? "",
      call_to_action_url: post.call_to_action_url ?? "",
      ...(post.background_color ? { background_color: post.background_color } : {}),
      view_count: post.counts[0],
      like_count: post.counts[1],
      share_count: post.counts[2],
      created_at: created,
      updated_at: created,
    });
  }
  return postsRepository(ctx).createMany(rows);
}

async function pictures(ctx: SeedContext, post: DemoPost) {
  const main_image = await savePicture(ctx, MEDIA_FOLDERS.posts, {
    label: post.title,
    labelStyle: "center",
    wrapAt: 18,
    labelSize: 64,
    colors: post.colors,
    width: 960,
    height: 640,
  });
  if (!post.banner) return { main_image };
  const banner_image = await savePicture(ctx, MEDIA_FOLDERS.posts, {
    label: post.subtitle,
    colors: post.colors,
    motif: MOTIF,
    width: 1200,
    height: 400,
  });
  return { main_image, banner_image };
}
