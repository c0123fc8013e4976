import { randomUUID } from "node:crypto";
import { endpointKey, endpoints } from "@gym/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from "fastify";
import fp from "fastify-plugin";
import { actorOf } from "../auth/actor.ts";
import { type AuditRequest, runAudited } from "../db/audit-scope.ts";

/** The methods that write (issue 25 §5: every POST, PUT, PATCH and DELETE of the catalogue). */
export const WRITE_METHODS: ReadonlySet<string> = new Set(["POST", "PUT", "PATCH", "DELETE"]);

const catalogue = new Map(endpoints.map((e) => [endpointKey(e), e]));
const USER_AGENT_CHARS = 500;

/** The routes this process audits ("POST /api/x/:id/"), for the catalogue test. */
export const auditedRoutes = new Set<string>();

/**
 * The audit trail's request side (issue 25 §5, decision 0330): every signed-in write route's handler runs
 * inside `runAudited()` with who (actorOf), when (the product's clock), from where (`request.ip`, as the
 * app's trust-proxy setting gives it), with which device (user agent) and which endpoint (the catalogue's
 * path template and area). The entry itself is written by the database, in the write's own transaction.
 */
export const auditPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("onRoute", (route) => {
    if (route.config?.public) return;
    const methods = [route.method].flat().filter((m) => WRITE_METHODS.has(m));
    if (methods.length === 0) return;
    for (const method of methods) auditedRoutes.add(`${method} ${route.url}`);
    const handler = route.handler as RouteHandlerMethod;
    route.handler = function audited(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      if (!WRITE_METHODS.has(request.method) || !request.tenant) return handler.call(this, request, reply);
      return runAudited(auditRequest(request), () => handler.call(this, request, reply));
    } as typeof route.handler;
  });
});

function auditRequest(request: FastifyRequest): AuditRequest {
  const actor = actorOf(request);
  const template = request.routeOptions.url ?? request.url;
  const endpoint = catalogue.get(`${request.method} ${template}`);
  return {
    request_id: randomUUID(),
    at: request.server.db.clock.now().toISOString(),
    user_id: actor.userId,
    username: actor.username,
    role: actor.role,
    user_agent: (request.headers["user-agent"] ?? "").slice(0, USER_AGENT_CHARS),
    ip: request.ip.slice(0, 64),
    method: request.method,
    path: endpoint?.path ?? template.replace(/:(\w+)/g, "{$1}"),
    area: endpoint?.area ?? "other",
  };
}
