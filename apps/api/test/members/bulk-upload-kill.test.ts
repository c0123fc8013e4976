import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { addDays, BULK_MAX_ROWS } from "@gym/contracts";
import { afterAll, beforeAll, expect, it } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { verifyPassword } from "../../src/lib/passwords.ts";
import { type ChildServer, startChildServer, until } from "../support/child-server.ts";
import { createGym, createTestContext, gymToday, type TestContext, type TestGym } from "../support/context.ts";
import { countMembers } from "../support/members.ts";

/**
 * Issue 21 §5b, decision 0210: a bulk upload is written in one transaction, so a server killed while
 * writing it leaves no member of the file (whose passwords nobody saw), and the same file uploaded again
 * creates every member and returns every password.
 */
let ctx: TestContext;
const servers: ChildServer[] = [];
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.crash()));
  await ctx.close();
});

const HEADER = "first_name,last_name,email,phone,date_of_birth,gender,address";
const email = (i: number) => `killed${i}@example.com`;
const file = Buffer.from(
  [
    HEADER,
    ...Array.from(
      { length: BULK_MAX_ROWS },
      (_, i) => `First${i},Last${i},${email(i)},9${100000000 + i},1990-01-15,M,a`,
    ),
  ].join("\n"),
);

async function upload(server: ChildServer, gym: TestGym) {
  const body = new FormData();
  body.append("file", new Blob([file], { type: "text/csv" }), "members.csv");
  return fetch(`${server.base}/api/members/bulk-upload/`, { method: "POST", headers: gym.auth, body });
}

async function start(): Promise<ChildServer> {
  const server = await startChildServer(ctx, mkdtempSync(join(tmpdir(), "gym-bulk-kill-")));
  servers.push(server);
  return server;
}

it(`kill -9 while a ${BULK_MAX_ROWS}-row upload is being written: no member of it exists; uploaded again, all are created with their passwords`, async () => {
  const gym = await createGym(ctx, "bulkkill");
  const table = qualified(gym.schema, "members");
  // A member of the file's second thousand, inserted by the test and not committed: the server's statement
  // for that thousand waits for it, so the kill lands mid-write, after the first 1,000 rows were written.
  const blocker = await ctx.db.pool.connect();
  try {
    await blocker.query("BEGIN");
    const today = gymToday(ctx);
    await blocker.query(
      `INSERT INTO ${table} (username, email, password_hash, first_name, last_name, phone, gender, date_of_birth,
                             joining_date, renewal_date)
       VALUES ($1, $1, 'x', 'Held', 'Open', '9000000000', 'M', '1990-01-01', $2, $3)`,
      [email(1500), today, addDays(today, 30)],
    );
    const blockerPid: number = (await blocker.query("SELECT pg_backend_pid() AS pid")).rows[0].pid;

    const server = await start();
    const answer = upload(server, gym).catch(() => null);
    const writer = await until("the server's insert to wait on the held row", async () => {
      const res = await ctx.db.pool.query(
        "SELECT pid FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid)) AND query ILIKE 'INSERT INTO%'",
        [blockerPid],
      );
      return res.rows[0]?.pid as number | undefined;
    });
    await server.crash();
    expect(await answer).toBeNull();
    await blocker.query("ROLLBACK");
    // The killed server's connection finds its client gone once the row is released; wait for it to end.
    await until("the killed server's connection to end", async () => {
      const res = await ctx.db.pool.query("SELECT 1 FROM pg_stat_activity WHERE pid = $1", [writer]);
      return res.rowCount === 0 ? true : undefined;
    });
  } finally {
    blocker.release();
  }
  expect(await countMembers(ctx, gym)).toBe(0);

  const again = await start();
  const res = await upload(again, gym);
  expect(res.status).toBe(200);
  const { results } = (await res.json()) as {
    results: { successful: number; failed: number; created_members: { email: string; default_password: string }[] };
  };
  expect(results).toMatchObject({ successful: BULK_MAX_ROWS, failed: 0 });
  expect(results.created_members).toHaveLength(BULK_MAX_ROWS);
  expect(await countMembers(ctx, gym)).toBe(BULK_MAX_ROWS);
  // Every password given back signs its member in (a sample; each check is an Argon2 verification).
  const sample = results.created_members.filter((_, i) => i % 500 === 0);
  const hashes = await ctx.db.pool.query(`SELECT email, password_hash FROM ${table} WHERE email = ANY($1)`, [
    sample.map((m) => m.email),
  ]);
  const hashOf = new Map(hashes.rows.map((r) => [r.email as string, r.password_hash as string]));
  for (const m of sample) expect(await verifyPassword(hashOf.get(m.email) ?? "", m.default_password)).toBe(true);
  await again.stop();
}, 180_000);
