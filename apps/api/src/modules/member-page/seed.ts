import type { Seeder } from "../../seed/seeder.ts";
import { memberLinkRows } from "./link.ts";
import { memberLinksRepository } from "./link-repository.ts";

/**
 * Every demo member gets a private link (issue 26 "Done when": a fresh clone's demo member's link opens
 * their page), so the member's card shows one and the reminders carry it from the first start.
 */
export const memberPageDemoSeeder: Seeder = {
  name: "member-page",
  async run(ctx) {
    await memberLinkRows(ctx, await memberLinksRepository(ctx).withoutLink());
  },
};
