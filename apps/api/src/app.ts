import type { Writable } from "node:stream";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance, type RouteOptions } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Env } from "./config/env.ts";
import { logDestination } from "./config/log-destination.ts";
import type { Database } from "./db/database.ts";
import { redactUrl } from "./lib/redact.ts";
import { registerModules } from "./modules/index.ts";
import { auditPlugin } from "./plugins/audit.ts";
import { authPlugin } from "./plugins/auth.ts";
import { compressionPlugin } from "./plugins/compression.ts";
import { errorsPlugin } from "./plugins/errors.ts";
import { httpsOnlyHeaders } from "./plugins/https-headers.ts";
import { inputGuardPlugin } from "./plugins/input-guard.ts";
import { openApiPlugin } from "./plugins/openapi.ts";
import { securityHeaders } from "./plugins/security-headers.ts";
import { staticFilesPlugin } from "./plugins/static-files.ts";
import { uploadsPlugin } from "./plugins/uploads.ts";
import { schedulerPlugin } from "./scheduler/plugin.ts";

declare module "fastify" {
  interface FastifyInstance {
    db: Database;
    env: Env;
  }
}

/** What a test may add to the app it builds (the server passes none). */
export interface BuildOptions {
  /** Where the request log goes instead of stdout's `logDestination()` (the log's own test reads it). */
  logStream?: Writable;
  /** Sees every route as it is registered, by modules and plugins alike (the catalogue's test). */
  onRoute?: (route: RouteOptions) => void;
}

/**
 * Builds the application without listening, so tests drive it with `inject` (server.ts listens).
 * Order: external plugins, then the app's cross-cutting plugins, then the routes. The preValidation
 * hooks run in that order too: the multipart reader (uploads), the token check (auth), the text guard.
 */
export async function buildApp(env: Env, db: Database, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      env.LOG_LEVEL === "silent"
        ? false
        : {
            level: env.LOG_LEVEL,
            redact: {
              paths: ["req.headers.authorization", "req.headers.cookie", "body.token", "body.password"],
              censor: "[redacted]",
            },
            serializers: {
              req: (req) => ({ method: req.method, url: redactUrl(req.url), host: req.host, remoteAddress: req.ip }),
            },
            stream: options.logStream ?? logDestination(),
          },
    requestIdHeader: "x-request-id",
    // Proxy headers count only from configured hops (TRUST_PROXY, decision 0080): trusted blindly, any
    // client could pick its own address for the sign-in limit and its own host for response links.
    trustProxy:
      typeof env.TRUST_PROXY === "number"
        ? (_address: string, hop: number) => hop < (env.TRUST_PROXY as number)
        : env.TRUST_PROXY,
    // The documented clients call paths with and without trailing slashes exactly as listed.
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook("onRoute", options.onRoute);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("db", db);
  app.decorate("env", env);

  securityHeaders(app);
  httpsOnlyHeaders(app, env.HTTPS_HEADERS);
  await app.register(compressionPlugin);
  await app.register(rateLimit, { global: false });
  await app.register(errorsPlugin);
  await app.register(uploadsPlugin, { uploadDir: env.UPLOAD_DIR });
  await app.register(authPlugin, { secret: env.JWT_SECRET, expiresIn: env.JWT_EXPIRES_IN });
  await app.register(inputGuardPlugin);
  await app.register(auditPlugin);
  await app.register(staticFilesPlugin, { uploadDir: env.UPLOAD_DIR, webDist: env.WEB_DIST });
  await app.register(openApiPlugin);
  await registerModules(app, env);
  await app.register(schedulerPlugin);
  return app;
}
