import type { Seeder } from "../../seed/seeder.ts";
import { plansRepository } from "./repository.ts";
import { DEMO_CATALOGUE } from "./seed-data.ts";

/**
 * The demo gym's plan catalogue (decision 0290), after the payments' seed: the demo members whose plan
 * name is a monthly catalogue plan of the same fee are put on it (plan_id), so their bills stay the same.
 */
export const plansDemoSeeder: Seeder = {
  name: "plans",
  async run(ctx) {
    const repo = plansRepository(ctx);
    await repo.createAll(DEMO_CATALOGUE);
    await repo.assignByNameAndAmount();
  },
};
