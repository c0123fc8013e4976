import type { FastifyRequest } from "fastify";

/** A client's retry key (decision 0182): the same key never makes a second receipt. */
export function idempotencyKey(request: FastifyRequest): string | undefined {
  const key = request.headers["idempotency-key"];
  return typeof key === "string" && key.length > 0 && key.length <= 80 ? `key:${key}` : undefined;
}
