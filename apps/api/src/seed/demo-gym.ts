import type { Env } from "../config/env.ts";
import type { Database } from "../db/database.ts";
import { provisionGym } from "../tenancy/provision.ts";
import { demoSeeders } from "./demo-seeders.ts";
import { seedContext } from "./seeder.ts";

/** The demo sign-in printed at start. A local demo account, not a secret. */
export const DEMO_GYM = {
  gym_name: "Demo Fitness Center",
  admin: { username: "owner", password: "gymowner123", full_name: "Gym Owner", email: "owner@demo-fitness.example" },
};

/**
 * Creates the demo gym with realistic data on first run; a later start finds it and does nothing,
 * so the owner's own changes survive restarts.
 */
export async function ensureDemoGym(db: Database, env: Env, log: (line: string) => void): Promise<boolean> {
  if (await db.registry.find(env.DEMO_SCHEMA)) return false;
  await provisionGym(
    { ...db, uploadDir: env.UPLOAD_DIR },
    { schema_name: env.DEMO_SCHEMA, time_zone: env.DEFAULT_TIME_ZONE, ...DEMO_GYM },
  );
  const ctx = seedContext(db, env.DEMO_SCHEMA, env.UPLOAD_DIR, env.DEFAULT_TIME_ZONE);
  for (const seeder of demoSeeders) {
    log(`seeding demo gym: ${seeder.name}`);
    await seeder.run(ctx);
  }
  return true;
}
