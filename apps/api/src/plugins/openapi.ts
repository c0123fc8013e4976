import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { builtEndpoints, endpointKey } from "@gym/contracts";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createJsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";

export const OPENAPI_PATH = "/api/openapi.json";
export const DOCS_PREFIX = "/api/docs";

/** Only the catalogue's served entries are documented (decision 0083); static files and helpers are not. */
const documented = new Set(builtEndpoints.map(endpointKey));

const ERROR_ENVELOPE = {
  type: "object" as const,
  description:
    "Every refused request: a 4xx for anything the caller can fix (validation names each field in `errors`), a 500 only for a fault on the server. Sign-in also carries `error_message`.",
  required: ["success", "error", "message"],
  properties: {
    success: { type: "boolean" as const, const: false },
    error: { type: "string" as const, description: "What went wrong, in the words the dashboard shows" },
    message: { type: "string" as const },
    error_message: { type: "string" as const, description: "Public routes only (the sign-in screen reads it)" },
    errors: {
      type: "object" as const,
      additionalProperties: { type: "string" as const },
      description: "Validation failures: field name → message",
    },
  },
};

const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorEnvelope" } } },
});

const zodTransform = createJsonSchemaTransform({
  skipList: [],
  zodToJsonConfig: {
    // Uploaded files are checked in code (z.custom): in the document they are binary form fields.
    unrepresentable: "any",
    override: (ctx) => {
      const def = (ctx.zodSchema as { _zod?: { def?: { type?: string } } })._zod?.def;
      if (def?.type === "custom") Object.assign(ctx.jsonSchema, { type: "string", format: "binary" });
    },
  },
});

/**
 * OpenAPI 3.1 from the same zod schemas the routes validate with, at /api/openapi.json, and an
 * interactive reference at /api/docs (Swagger UI served by the API from its own package: nothing
 * of it enters the dashboard's bundle). Registered before the modules so it sees every route.
 */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Gym Owner Dashboard API",
        version: "1",
        description:
          "The API behind the Gym Owner Dashboard and its Android app. Each gym is a tenant: the gym comes from the token, never from the request. Sign in with `POST /api/android/auth/login/` to get a token, then send it in one of three ways: `Authorization: Token <jwt>`, `Authorization: Bearer <jwt>`, or a `token` field in the query or form body (the Android app's way). Bodies are JSON or multipart/form-data where files are sent.",
      },
      components: {
        securitySchemes: {
          Token: {
            type: "apiKey",
            in: "header",
            name: "Authorization",
            description: "`Token <jwt>` (the Android app's header)",
          },
          Bearer: {
            type: "http",
            scheme: "bearer",
            bearerFormat: "JWT",
            description: "`Bearer <jwt>` (the dashboard)",
          },
          TokenField: {
            type: "apiKey",
            in: "query",
            name: "token",
            description:
              "The token as a `token` query parameter; multipart and JSON bodies may carry it as a `token` field",
          },
        },
        schemas: { ErrorEnvelope: ERROR_ENVELOPE },
      },
      security: [{ Token: [] }, { Bearer: [] }, { TokenField: [] }],
    },
    transform: (document) => {
      const { route, url } = document;
      const methods = [route.method].flat().filter((m) => m !== "HEAD");
      if (!methods.some((m) => documented.has(`${m} ${url}`))) return { schema: { hide: true }, url };
      const out = zodTransform(document);
      const schema = out.schema as Record<string, unknown> & { response?: Record<string, unknown> };
      const multipart = typeof route.config === "object" && route.config !== null && "upload" in route.config;
      if (multipart) schema.consumes = ["multipart/form-data", "application/json"];
      const isPublic = Boolean((route.config as { public?: boolean } | undefined)?.public);
      if (isPublic) schema.security = [];
      schema.response = {
        ...schema.response,
        400: schema.response?.[400] ?? errorResponse("Invalid input (the message names the field)"),
        ...(isPublic ? {} : { 401: schema.response?.[401] ?? errorResponse("No token, or an invalid or expired one") }),
        "4XX": errorResponse("Other refusals: not found, conflict, too large, too many attempts"),
        500: errorResponse("A fault on the server"),
      };
      return { ...out, schema };
    },
    transformObject: jsonSchemaTransformObject,
  });

  // Encapsulated, so marking routes public touches only these.
  await app.register(async (docs) => {
    docs.addHook("onRoute", (route) => {
      route.config = { ...(route.config ?? {}), public: true };
    });
    docs.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
    await docs.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      uiConfig: { url: OPENAPI_PATH, docExpansion: "list", deepLinking: true, persistAuthorization: true },
      staticCSP: false,
    });
  });
});
