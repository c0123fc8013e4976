import {
  loginFailure,
  loginRequest,
  loginSuccess,
  logoutRequest,
  logoutResponse,
  SIGNED_OUT,
  sessionUser as sessionUserSchema,
  TOO_MANY_ATTEMPTS,
  z,
} from "@gym/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { HttpError, unauthorized } from "../../lib/http-errors.ts";
import { BAD_TOKEN } from "../../plugins/auth.ts";
import { checkCredentials, sessionUser } from "./service.ts";

export interface AuthRoutesOptions {
  loginPerMinute: number;
  loginPerAddressPerMinute: number;
  /** JWT_EXPIRES_IN in seconds: a session row lives as long as its token. */
  tokenLifetimeSeconds: number;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, opts) => {
  // Two limits on sign-in (decision 0080). Per account as the README says: address + gym + username, so
  // one person's typos behind a gym's shared address lock out only that account. The key needs the parsed
  // body, so it runs as a preHandler (in onRequest every key came out as "<ip>||"). Plus a looser ceiling
  // per address, so trying many accounts from one place is still bounded.
  const perAccount = app.createRateLimit({
    max: opts.loginPerMinute,
    timeWindow: "1 minute",
    keyGenerator: (req) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      return `login-account|${req.ip}|${String(body.schema_name ?? "").toLowerCase()}|${String(body.username ?? "").toLowerCase()}`;
    },
  });
  const perAddress = app.createRateLimit({
    max: opts.loginPerAddressPerMinute,
    timeWindow: "1 minute",
    keyGenerator: (req) => `login-address|${req.ip}`,
  });

  app.post(
    "/api/android/auth/login/",
    {
      config: { public: true },
      preHandler: async (request, reply) => {
        for (const limit of [perAddress, perAccount]) {
          const outcome = await limit(request);
          if (!outcome.isAllowed && outcome.isExceeded) {
            reply.header("retry-after", String(outcome.ttlInSeconds));
            // Thrown to the one error handler, which adds `error_message` for the sign-in screen.
            throw new HttpError(429, TOO_MANY_ATTEMPTS);
          }
        }
      },
      schema: { body: loginRequest, response: { 200: loginSuccess, 401: loginFailure } },
    },
    async (request, reply) => {
      const outcome = await checkCredentials(app.db, request.body);
      if (!outcome.ok) {
        request.log.info({ schema: request.body.schema_name, username: request.body.username }, "sign-in refused");
        return reply.status(401).send({ success: false, error_message: outcome.reason, error: outcome.reason });
      }
      const { user_id, schema_name, role } = outcome.user;
      // Each token names its own server-side session, which sign-out ends (decision 0089). The role is the
      // account's; the token carries none (decision 0320).
      const jti = await app.db.sessions.start(schema_name, user_id, opts.tokenLifetimeSeconds, role);
      const token = app.jwt.sign({ sub: String(user_id), schema: schema_name, jti });
      return { success: true as const, token, ...outcome.user };
    },
  );

  /** Designed: the dashboard's token check while its loading screen shows (part 1 §2). */
  app.get(
    "/api/auth/session/",
    { schema: { response: { 200: z.object({ success: z.literal(true), user: sessionUserSchema }) } } },
    async (request) => {
      const user = await sessionUser(app.db, request.tenant.schema, request.tenant.userId);
      if (!user) throw unauthorized(BAD_TOKEN);
      return { success: true as const, user };
    },
  );

  /** Designed (decision 0088): ends this token's session on the server; the token is refused from now on. */
  app.post(
    "/api/android/auth/logout/",
    { schema: { body: logoutRequest, response: { 200: logoutResponse } } },
    async (request) => {
      await app.db.sessions.end(request.tenant.schema, request.tenant.sessionId);
      return { success: true as const, message: SIGNED_OUT };
    },
  );
};
