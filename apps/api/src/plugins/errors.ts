import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { HttpError } from "../lib/http-errors.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * Also answer validation errors Django-style, each field's messages as a top-level array
     * (`{ trainer_id: ["..."] }`), for the clients that read them (part 2 §8: rates and bookings).
     */
    fieldErrors?: boolean;
  }
}

/**
 * The one error handler. Every failure leaves as `{ success: false, error, message }` with a 4xx
 * for anything the caller can fix; a 500 is only ever an unexpected fault, logged with its stack.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // The sign-in screen reads `error_message` (part 1 §8); every public route (sign-in, the public gym page) carries it.
    const body = (message: string, extra: Record<string, unknown> = {}) => ({
      success: false,
      error: message,
      message,
      ...(request.routeOptions.config.public ? { error_message: message } : {}),
      ...extra,
    });
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      return reply.status(error.statusCode).send(body(error.message, error.extra));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, "").replace(/\//g, ".") || "_";
        errors[field] ??= issue.message ?? "is invalid";
      }
      const first = error.validation[0]?.message ?? "Invalid request";
      const perField = request.routeOptions.config.fieldErrors
        ? Object.fromEntries(
            Object.entries(errors).map(([field, message]) => [field === "_" ? "non_field_errors" : field, [message]]),
          )
        : {};
      return reply.status(400).send(body(first, { ...perField, errors }));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, unsupported media type...
      const message = clientMessage(error);
      return reply.status(status).send(body(message));
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({
      success: false,
      error: "Something went wrong on our side. Please try again.",
      message: "Internal Server Error",
    });
  });

  // Answered before the whole body arrived (no token, an allowance passed, a malformed form): what is
  // still coming is read and thrown away, up to LINGER_BYTES or LINGER_MS, then the connection is cut.
  // Closing at once would reset the connection while the client is still sending, and a reset can
  // destroy the answer before the client reads it; reading on without a bound would let anyone make
  // the server read forever.
  app.addHook("onResponse", (request, _reply, done) => {
    done();
    const raw = request.raw;
    if (raw.complete !== false || !raw.socket) return;
    const socket = raw.socket;
    let left = LINGER_BYTES;
    raw.unpipe();
    raw.on("data", (chunk: Buffer) => {
      left -= chunk.length;
      if (left < 0) socket.destroy();
    });
    raw.resume();
    setTimeout(() => {
      if (!raw.complete) socket.destroy();
    }, LINGER_MS).unref();
  });

  app.setNotFoundHandler((request, reply) => {
    const page =
      request.method === "GET" ? app.dashboardIndex?.(request.url.split("?")[0] ?? "/", request.headers.accept) : null;
    if (page) return reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").send(page);
    reply.status(404).send({
      success: false,
      error: `Not found: ${request.method} ${request.url.split("?")[0]}`,
      message: "Not Found",
    });
  });
});

const LINGER_BYTES = 2 * 1024 * 1024;
const LINGER_MS = 3000;

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return "The request body is not valid JSON";
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return "The request body is too large";
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "Unsupported content type";
    case "FST_REQ_FILE_TOO_LARGE":
      return "The uploaded file is too large";
    case "FST_FILES_LIMIT":
      return "Too many files in one upload";
    case "FST_INVALID_MULTIPART_CONTENT_TYPE":
      return "The request is not multipart/form-data";
    default:
      return error.message;
  }
}
