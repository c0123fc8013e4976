import { GYM_PAGE_NOT_FOUND, isValidSchemaName, type Role, todayIn } from "@gym/contracts";
import type { FastifyRequest } from "fastify";
import type { TenantDb } from "../db/tenant-clients.ts";
import type { Clock } from "../lib/clock.ts";
import { notFound } from "../lib/http-errors.ts";

/**
 * What every area's service and repository work with: one gym's database client, its schema (for
 * raw SQL through `qualified()`), the upload root, and the gym's clock and calendar. Built here only:
 * from a signed-in request (`areaContext`), for a public page (`publicGymContext`), or for a gym named
 * by the platform itself: seeding, the scheduler, the CLI (`gymContext`).
 */
export interface AreaContext {
  db: TenantDb;
  schema: string;
  uploadDir: string;
  /** The gym's IANA time zone (decision 0009). */
  timeZone: string;
  /** This instant, from the product's one clock (decision 0196): never `new Date()` or SQL `now()`. */
  now(): Date;
  /** Today's calendar day in the gym's time zone, YYYY-MM-DD, by the same clock. */
  today(): string;
  /**
   * The signed-in account's role for a request (decision 0320); absent for the platform's own work
   * (seeding, the scheduler, the CLI), which no role rule narrows.
   */
  role?: Role;
}

/** What a repository needs of the context: the gym's client, for raw SQL its schema (`qualified()`), and the clock for the times it writes. */
export type DataContext = Pick<AreaContext, "db" | "schema" | "now">;

export interface GymRef {
  schema: string;
  timeZone: string;
}

export function gymContext(db: TenantDb, gym: GymRef, uploadDir: string, clock: Clock): AreaContext {
  return {
    db,
    schema: gym.schema,
    uploadDir,
    timeZone: gym.timeZone,
    now: () => clock.now(),
    today: () => todayIn(gym.timeZone, clock.now()),
  };
}

/** The signed-in gym of this request (the auth plugin has already checked the token and the gym). */
export function areaContext(request: FastifyRequest): AreaContext {
  const { tenant } = request;
  return {
    ...gymContext(tenant.db, tenant, request.server.env.UPLOAD_DIR, request.server.db.clock),
    role: tenant.role,
  };
}

/**
 * A gym named in a public URL (no token): only a valid, registered, active schema, else one honest
 * 404 that does not say which of the three it was.
 */
export async function publicGymContext(
  request: FastifyRequest,
  schemaName: string,
): Promise<AreaContext & { gymName: string }> {
  const { db, env } = request.server;
  const gym = isValidSchemaName(schemaName) ? await db.registry.findActive(schemaName) : null;
  if (!gym) throw notFound(GYM_PAGE_NOT_FOUND);
  return {
    ...gymContext(
      db.tenants.get(gym.schema_name),
      { schema: gym.schema_name, timeZone: gym.time_zone },
      env.UPLOAD_DIR,
      db.clock,
    ),
    gymName: gym.gym_name,
  };
}
