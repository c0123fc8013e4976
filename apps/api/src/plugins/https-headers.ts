import type { FastifyInstance } from "fastify";
import type { Env } from "../config/env.ts";

const HSTS = "max-age=31536000; includeSubDomains";

/**
 * HSTS and CSP `upgrade-insecure-requests` only where https is real (decision 0081). A gym's LAN box
 * serves plain http under its own name (`http://gym.local:3000`): there both headers turned the dashboard
 * into a white page, because the browser asked for every script over https, which the server does not speak.
 * `request.protocol` is the socket's, or X-Forwarded-Proto's when TRUST_PROXY trusts the hop that set it.
 */
export function httpsOnlyHeaders(app: FastifyInstance, mode: Env["HTTPS_HEADERS"]): void {
  if (mode === "never") return;
  app.addHook("onSend", (request, reply, payload, done) => {
    if (mode === "auto" && request.protocol !== "https") return done(null, payload);
    reply.header("strict-transport-security", HSTS);
    const csp = reply.getHeader("content-security-policy");
    if (typeof csp === "string" && !csp.includes("upgrade-insecure-requests")) {
      reply.header("content-security-policy", `${csp};upgrade-insecure-requests`);
    }
    done(null, payload);
  });
}
