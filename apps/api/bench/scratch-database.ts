import { randomBytes } from "node:crypto";
import pg from "pg";

export interface ScratchDatabase {
  /** The new database's connection string (the server's, with its name). */
  url: string;
  /** Drops it (connections still open are ended: WITH (FORCE)); never throws. */
  drop(): Promise<void>;
}

/**
 * A new, empty database `<prefix>_<time>_<random>` on the server of `serverUrl`, for one benchmark run:
 * each bench measures on a database of its own and drops it in its `finally`.
 */
export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      await admin.end().catch(() => {});
    },
  };
}
