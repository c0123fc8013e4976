import {
  loginFailure,
  loginRequest,
  loginSuccess,
  sessionUser as sessionUserSchema,
  TOO_MANY_ATTEMPTS,
  z,
} from "@gym/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { HttpError, unauthorized } from "../../lib/http-errors.ts";
import { BAD_TOKEN } from "../../plugins/auth.ts";
import { checkCredentials, sessionUser } from "./service.ts";

export const authRoutes: FastifyPluginAsyncZod<{ loginPerMinute: number }> = async (app, opts) => {
  app.post(
    "/api/android/auth/login/",
    {
      config: {
        public: true,
        rateLimit: {
          max: opts.loginPerMinute,
          timeWindow: "1 minute",
          // Per address and account, so one gym's owner is not locked out by another's typos.
          keyGenerator: (req) => {
            const body = (req.body ?? {}) as Record<string, unknown>;
            return `${req.ip}|${String(body.schema_name ?? "").toLowerCase()}|${String(body.username ?? "").toLowerCase()}`;
          },
          // Thrown to the one error handler, which adds `error_message` for the sign-in screen.
          errorResponseBuilder: (_req, ctx) => new HttpError(ctx.statusCode, TOO_MANY_ATTEMPTS),
        },
      },
      schema: { body: loginRequest, response: { 200: loginSuccess, 401: loginFailure } },
    },
    async (request, reply) => {
      const outcome = await checkCredentials(app.db, request.body);
      if (!outcome.ok) {
        request.log.info({ schema: request.body.schema_name, username: request.body.username }, "sign-in refused");
        return reply.status(401).send({ success: false, error_message: outcome.reason, error: outcome.reason });
      }
      const token = app.jwt.sign({ sub: String(outcome.user.user_id), schema: outcome.user.schema_name });
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
};
