import { rm } from "node:fs/promises";
import { join } from "node:path";
import type { Database } from "../../db/database.ts";
import { deleteGym } from "./snapshot-repository.ts";

/**
 * `tenants drop --schema <s> --confirm <s>`: removes a gym for good (its schema, its registry row and its
 * photos), for a gym that leaves, or to prove a backup by restoring it (issue 27 "Done when"). The name is
 * typed twice because nothing brings the gym back but a backup. Running servers stop serving it within the
 * registry cache's 10 seconds; its sessions lived in its schema and are gone with it.
 */
export async function dropGymForGood(db: Database, uploadDir: string, schema: string): Promise<boolean> {
  const client = await db.pool.connect();
  let existed: boolean;
  try {
    existed = await deleteGym(client, schema);
  } finally {
    client.release();
  }
  db.registry.forget(schema);
  await rm(join(uploadDir, schema), { recursive: true, force: true });
  return existed;
}
