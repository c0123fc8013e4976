import { DEFAULT_TIME_ZONE } from "@gym/contracts";
import Fastify, { type FastifyInstance } from "fastify";
import type pg from "pg";
import type { TenantDb } from "../src/db/tenant-clients.ts";
import { attachReader } from "../src/db/tenant-reads.ts";
import { systemClock } from "../src/lib/clock.ts";
import { gymContext } from "../src/modules/context.ts";
import { dashboardHome } from "../src/modules/dashboard/service.ts";
import { listMembers } from "../src/modules/members/service.ts";
import { compressionPlugin } from "../src/plugins/compression.ts";
import { attendanceBareRoutes } from "./attendance.ts";
import { expensesBareRoutes } from "./expenses.ts";
import { memberPageBareRoutes } from "./member-page.ts";

/**
 * The comparison: a bare Fastify (no auth, no zod, no helmet, no Prisma, no request log) that runs the
 * very same SQL through plain `pg`. The repositories only call `$queryRawUnsafe(sql, ...params)` or
 * `readRows` (through the handle's reader), so a small stand-in over the pool runs their exact statements.
 * It does what any server must do for a browser and no more: it compresses what the browser asks to have
 * compressed, with the app's own settings (decision 0385), and names the gym as the app does.
 */
export async function bareApp(pool: pg.Pool, schema: string, gymName = "Bench Fitness"): Promise<FastifyInstance> {
  const db = {
    $queryRawUnsafe: async (sql: string, ...params: unknown[]) => (await pool.query(sql, params)).rows,
  } as unknown as TenantDb;
  attachReader(db, { schema, pool });
  const ctx = { ...gymContext(db, { schema, timeZone: DEFAULT_TIME_ZONE }, "", systemClock), gymName };
  const app = Fastify({ logger: false });
  // Loaded before the routes are declared: the library gives each route its hooks as it is added.
  await app.register(compressionPlugin);
  app.get("/bare/members/", async (request) => {
    const q = request.query as { search?: string; page?: string };
    return listMembers(
      ctx,
      { page: Number(q.page ?? 1), page_size: 50, search: q.search, status: undefined },
      { pageUrl: (p) => `http://127.0.0.1/bare/members/?page=${p}` },
    );
  });
  app.get("/bare/dashboard/", async () => dashboardHome(ctx, ctx.today()));
  expensesBareRoutes(app, ctx);
  attendanceBareRoutes(app, ctx);
  memberPageBareRoutes(app, ctx);
  return app;
}
