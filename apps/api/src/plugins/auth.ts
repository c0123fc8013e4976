import jwt from "@fastify/jwt";
import { type Endpoint, endpointKey, endpoints, notAllowedText, type Role, roleMay } from "@gym/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { LRUCache } from "lru-cache";
import { headerOrQueryToken, requestedSchemaName, stringField, type TokenClaims } from "../auth/tokens.ts";
import {
  type BudgetTicket,
  meteredBody,
  UNAUTHENTICATED_JSON_BYTES,
  UnauthenticatedBudget,
} from "../auth/unauthenticated-budget.ts";
import type { TenantDb } from "../db/tenant-clients.ts";
import { forbidden, unauthorized } from "../lib/http-errors.ts";
import type { GymRecord } from "../tenancy/registry.ts";

export type { TokenClaims } from "../auth/tokens.ts";

export interface Tenant {
  schema: string;
  userId: number;
  /** The signed-in account's role, read from the account on the server (decision 0320). */
  role: Role;
  /** The session this request's token belongs to (what sign-out ends). */
  sessionId: string;
  gymName: string;
  /** The gym's IANA time zone: its calendar days are this zone's (decision 0009). */
  timeZone: string;
  /** The gym's Prisma client (schema-qualified queries; see DESIGN §3). */
  db: TenantDb;
}

/** A verified token: its claims, its live gym and session. */
export interface Authenticated {
  claims: TokenClaims;
  userId: number;
  /** The account's role from its staff_users row (never from the token or the request), decision 0320. */
  role: Role;
  gym: GymRecord;
}

declare module "fastify" {
  interface FastifyRequest {
    tenant: Tenant;
    /** Set once the token is verified: in onRequest (header/query), while a form is read, or from a JSON body. */
    authenticated: Authenticated | null;
    /** No token in the header or query, and the body may carry one: reading it is metered until then. */
    unauthenticatedBody: BudgetTicket | null;
  }
  interface FastifyInstance {
    /** Verifies a token (signature, expiry, live gym, live session); a 401 otherwise. */
    authenticateToken(token: string): Promise<Authenticated>;
  }
  interface FastifyContextConfig {
    /** Reachable without a token. Only sign-in, health, static files and the public gym page. */
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
/** A guarded route the catalogue does not name: no role may call it (decision 0321). */
export const NOT_IN_CATALOGUE = "This endpoint declares no permission";

/**
 * How long a token's verified signature and claims are reused (issue 28 §2, decision 0312), never past its
 * `exp`. Only the signature check is cached: the live gym and the session (sign-out, password change,
 * removed user) are checked on every request as before (sessions.ts, decision 0089).
 */
export const VERIFIED_TOKEN_CACHE_MS = 60_000;
export const VERIFIED_TOKEN_CACHE_SIZE = 10_000;

/**
 * Catalogue entries whose documented clients send the token only in the Authorization header or the
 * query (`tokenIn: "header"`): a call without one there is refused before its body is read.
 */
const headerOnly = new Set(endpoints.filter((e) => e.tokenIn === "header").map(endpointKey));

/** Each catalogue entry by its Fastify route ("METHOD /path/:id/"): its permission is checked on every call. */
const catalogued = new Map<string, Endpoint>(endpoints.map((e) => [endpointKey(e), e]));

/** The catalogue entry of a request's route; HEAD is its GET's automatic twin. */
export function catalogueEntryOf(request: FastifyRequest): Endpoint | undefined {
  const method = request.method === "HEAD" ? "GET" : request.method;
  return catalogued.get(`${method} ${request.routeOptions.url}`);
}

/**
 * Authenticates every non-public route before its input is validated, so a call without a valid
 * token gets 401 whatever else is wrong with it. The documented clients put the token in the
 * Authorization header (Token or Bearer scheme), the query, the JSON body or a form field, and send
 * the gym as `schema_name` in the same places (DESIGN §4). A header or query token is checked in
 * onRequest, before any byte of the body is read; without one, a body that may carry the token is read
 * under a budget (decision 0086) and a request whose body cannot carry it is refused at once.
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: { secret: string; expiresIn: string }) => {
  await app.register(jwt, { secret: opts.secret, sign: { expiresIn: opts.expiresIn } });
  app.decorateRequest("tenant", null as unknown as Tenant);
  app.decorateRequest("authenticated", null);
  app.decorateRequest("unauthenticatedBody", null);
  const budget = new UnauthenticatedBudget();
  // Keyed by the whole token (no hash to collide); only tokens that verified are kept, so made-up tokens
  // cannot fill it, and an entry lives no longer than the token's own expiry.
  const verified = new LRUCache<string, Readonly<TokenClaims>>({
    max: VERIFIED_TOKEN_CACHE_SIZE,
    ttl: VERIFIED_TOKEN_CACHE_MS,
  });
  const verify = (token: string): Readonly<TokenClaims> => {
    const cached = verified.get(token);
    if (cached) return cached;
    const claims = Object.freeze(app.jwt.verify<TokenClaims>(token));
    const exp = (claims as { exp?: unknown }).exp;
    const untilExpiry = typeof exp === "number" ? exp * 1000 - Date.now() : VERIFIED_TOKEN_CACHE_MS;
    if (untilExpiry > 0) verified.set(token, claims, { ttl: Math.min(VERIFIED_TOKEN_CACHE_MS, untilExpiry) });
    return claims;
  };

  app.decorate("authenticateToken", async (token: string): Promise<Authenticated> => {
    let claims: TokenClaims;
    try {
      claims = verify(token);
    } catch {
      throw unauthorized(BAD_TOKEN);
    }
    const userId = Number(claims.sub);
    if (typeof claims.schema !== "string" || typeof claims.jti !== "string" || !Number.isInteger(userId)) {
      throw unauthorized(BAD_TOKEN);
    }
    const gym = await app.db.registry.findActive(claims.schema);
    const role = gym ? await app.db.sessions.liveRole(gym.schema_name, claims.jti, userId) : null;
    if (!gym || !role) throw unauthorized(BAD_TOKEN);
    return { claims, userId, role, gym };
  });

  const guarded = (request: FastifyRequest) => !request.routeOptions.config.public && Boolean(request.routeOptions.url);

  app.addHook("onRequest", async (request) => {
    if (!guarded(request)) return;
    const token = headerOrQueryToken(request);
    if (token) {
      request.authenticated = await app.authenticateToken(token);
      // A refused role is answered before any byte of the body (an upload too) is read.
      permit(request, request.authenticated.role);
      return;
    }
    if (!bodyMayCarryToken(request)) throw unauthorized(NO_TOKEN);
    request.unauthenticatedBody = budget.open(
      request.ip,
      isMultipart(request) ? undefined : UNAUTHENTICATED_JSON_BYTES,
    );
  });

  // JSON bodies are metered here; multipart bodies by the upload reader (plugins/uploads.ts), which
  // reads the request itself and verifies a `token` field the moment it arrives.
  // Callback-style (not async) hooks where nothing is awaited: an async hook costs every request a promise
  // and a microtask turn (issue 28 §2, measured in docs/performance.md).
  app.addHook("preParsing", (request, _reply, payload, done) => {
    const ticket = request.unauthenticatedBody;
    done(null, !ticket || isMultipart(request) ? payload : payload.pipe(meteredBody(ticket)));
  });

  // A request answered or abandoned before its body was read gives its bytes back either way.
  app.addHook("onResponse", (request, _reply, done) => {
    request.unauthenticatedBody?.release();
    done();
  });
  app.addHook("onRequestAbort", (request, done) => {
    request.unauthenticatedBody?.release();
    done();
  });

  app.addHook("preValidation", async (request) => {
    if (!guarded(request)) return;
    if (!request.authenticated) {
      const token = stringField(request.body, "token");
      if (!token) throw unauthorized(NO_TOKEN);
      request.authenticated = await app.authenticateToken(token);
    }
    request.unauthenticatedBody?.release();
    const { claims, userId, role, gym } = request.authenticated;
    const requested = requestedSchemaName(request);
    if (requested !== undefined && requested !== claims.schema) throw forbidden(WRONG_GYM);
    permit(request, role);
    const tenants = app.db.tenants;
    request.tenant = {
      schema: gym.schema_name,
      userId,
      role,
      sessionId: claims.jti,
      gymName: gym.gym_name,
      timeZone: gym.time_zone,
      get db() {
        return tenants.get(gym.schema_name);
      },
    };
  });

  /**
   * The catalogue entry's permission (issue 25 §3, decision 0321), checked before the input is validated
   * or the handler runs: a guarded route without an entry, or a role the entry does not name, is a 403.
   */
  function permit(request: FastifyRequest, role: Role): void {
    const entry = catalogueEntryOf(request);
    if (!entry) throw forbidden(NOT_IN_CATALOGUE);
    if (!roleMay(role, entry.permission)) throw forbidden(notAllowedText(role));
  }

  /** Only a JSON or multipart body, of a route whose documented clients may put the token there. */
  function bodyMayCarryToken(request: FastifyRequest): boolean {
    if (request.method === "GET" || request.method === "HEAD") return false;
    if (headerOnly.has(`${request.method} ${request.routeOptions.url}`)) return false;
    const type = request.headers["content-type"]?.toLowerCase() ?? "";
    if (!type.startsWith("application/json") && !isMultipart(request)) return false;
    const length = Number(request.headers["content-length"] ?? 0);
    return request.headers["transfer-encoding"] !== undefined || length > 0;
  }
});

const isMultipart = (request: FastifyRequest) =>
  request.headers["content-type"]?.toLowerCase().startsWith("multipart/form-data") ?? false;
