import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

const API_PREFIXES = ["/api/", "/members/", "/media/", "/health", "/android/"];

/**
 * Serves uploaded media under /media/ and the built dashboard at /, with the dashboard's
 * index.html for any other browser navigation so client-side routes survive a reload.
 */
export const staticFilesPlugin = fp(async (app: FastifyInstance, opts: { uploadDir: string; webDist: string }) => {
  await mkdir(opts.uploadDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: opts.uploadDir,
    prefix: "/media/",
    // Temporary upload parts are never served.
    allowedPath: (path) => !path.startsWith("/.tmp"),
    immutable: true,
    maxAge: "30d",
    index: false,
    list: false,
  });
  if (!existsSync(join(opts.webDist, "index.html"))) {
    app.log.warn({ webDist: opts.webDist }, "dashboard build not found; serving the API only (run npm run build)");
    return;
  }
  await app.register(fastifyStatic, {
    root: opts.webDist,
    prefix: "/",
    decorateReply: false,
    wildcard: false,
    index: ["index.html"],
    setHeaders: (reply, path) => {
      // Hashed assets never change; index.html must always be revalidated to pick up new builds.
      reply.header("cache-control", path.includes("/assets/") ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" || request.routeOptions.url) return;
    const path = request.url.split("?")[0] ?? "/";
    if (API_PREFIXES.some((p) => path.startsWith(p)) || path.includes(".")) return;
    if (!request.headers.accept?.includes("text/html")) return;
    return reply.header("cache-control", "no-cache").sendFile("index.html", opts.webDist);
  });
});
