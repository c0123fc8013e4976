import type { FastifyRequest } from "fastify";

/** What a signed token says: the staff user, the gym's schema and the session (decision 0089). */
export interface TokenClaims {
  sub: string;
  schema: string;
  /** The session's id (a row of the gym's staff_sessions). */
  jti: string;
}

/** A string field of a parsed body or query, if there is one. */
export function stringField(source: unknown, name: string): string | undefined {
  if (!source || typeof source !== "object") return undefined;
  const value = (source as Record<string, unknown>)[name];
  return typeof value === "string" ? value : undefined;
}

/** The token from the Authorization header (Token or Bearer scheme) or the query (DESIGN §4). */
export function headerOrQueryToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header) {
    const match = /^(?:Token|Bearer)\s+(\S+)$/i.exec(header.trim());
    if (match) return match[1];
  }
  return stringField(request.query, "token") || undefined;
}

/** The gym a request names (query, body or header); absent or blank means the token's gym. */
export function requestedSchemaName(request: FastifyRequest): string | undefined {
  const header = request.headers["x-schema-name"] ?? request.headers["schema-name"] ?? request.headers.schema_name;
  const fromHeader = Array.isArray(header) ? header[0] : header;
  const value = stringField(request.query, "schema_name") ?? stringField(request.body, "schema_name") ?? fromHeader;
  return value === undefined || value === "" ? undefined : value.trim();
}

/** Seconds in a JWT_EXPIRES_IN value such as "12h", "30m", "7d" or "45s". */
export function lifetimeSeconds(expiresIn: string): number {
  const match = /^(\d+)([smhd])$/.exec(expiresIn);
  if (!match) throw new Error(`Not a token lifetime: ${expiresIn}`);
  const unit = { s: 1, m: 60, h: 3600, d: 86_400 }[match[2] as "s" | "m" | "h" | "d"];
  return Number(match[1]) * unit;
}
