import jwt from "@fastify/jwt";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { TenantDb } from "../db/tenant-clients.ts";
import { forbidden, unauthorized } from "../lib/http-errors.ts";

export interface TokenClaims {
  sub: string;
  schema: string;
}

export interface Tenant {
  schema: string;
  userId: number;
  gymName: string;
  /** The gym's IANA time zone: its calendar days are this zone's (decision 0009). */
  timeZone: string;
  /** The gym's Prisma client (schema-qualified queries; see DESIGN §3). */
  db: TenantDb;
}

declare module "fastify" {
  interface FastifyRequest {
    tenant: Tenant;
  }
  interface FastifyContextConfig {
    /** Reachable without a token. Only sign-in, health and static files. */
    public?: boolean;
  }
}

declare module "@fastify/jwt" {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}

export const NO_TOKEN = "No authentication token found";
export const BAD_TOKEN = "Invalid or expired token. Please sign in again.";
export const WRONG_GYM = "schema_name does not match the gym you are signed in to";

/**
 * Authenticates every non-public route before its input is validated, so a call without a
 * valid token gets 401 whatever else is wrong with it. The documented clients put the token in
 * the Authorization header (Token or Bearer scheme), the query, the JSON body or a form field,
 * and send the gym as `schema_name` in the same places (DESIGN §4).
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: { secret: string; expiresIn: string }) => {
  await app.register(jwt, { secret: opts.secret, sign: { expiresIn: opts.expiresIn } });
  app.decorateRequest("tenant", null as unknown as Tenant);

  app.addHook("preValidation", async (request) => {
    if (request.routeOptions.config.public || !request.routeOptions.url) return;
    const token = findToken(request);
    if (!token) throw unauthorized(NO_TOKEN);
    let claims: TokenClaims;
    try {
      claims = app.jwt.verify<TokenClaims>(token);
    } catch {
      throw unauthorized(BAD_TOKEN);
    }
    const requested = findSchemaName(request);
    if (requested !== undefined && requested !== claims.schema) throw forbidden(WRONG_GYM);
    const gym = await app.db.registry.findActive(claims.schema);
    const userId = Number(claims.sub);
    if (!gym || !Number.isInteger(userId)) throw unauthorized(BAD_TOKEN);
    const tenants = app.db.tenants;
    request.tenant = {
      schema: gym.schema_name,
      userId,
      gymName: gym.gym_name,
      timeZone: gym.time_zone,
      get db() {
        return tenants.get(gym.schema_name);
      },
    };
  });
});

function field(source: unknown, name: string): string | undefined {
  if (!source || typeof source !== "object") return undefined;
  const value = (source as Record<string, unknown>)[name];
  return typeof value === "string" ? value : undefined;
}

function findToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header) {
    const match = /^(?:Token|Bearer)\s+(\S+)$/i.exec(header.trim());
    if (match) return match[1];
  }
  return field(request.query, "token") ?? field(request.body, "token") ?? undefined;
}

function findSchemaName(request: FastifyRequest): string | undefined {
  const header = request.headers["x-schema-name"] ?? request.headers["schema-name"] ?? request.headers.schema_name;
  const fromHeader = Array.isArray(header) ? header[0] : header;
  const value = field(request.query, "schema_name") ?? field(request.body, "schema_name") ?? fromHeader;
  return value === undefined || value === "" ? undefined : value.trim();
}
