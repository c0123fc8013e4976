import { existsSync, readFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

const API_PREFIXES = ["/api/", "/members/", "/media/", "/health", "/android/", "/trainer/"];

/**
 * Serves uploaded media under /media/ and the built dashboard at /, and answers any other browser
 * navigation with the dashboard's index.html so client-side routes survive a reload. Files are
 * public: `<img>` and `<video>` tags cannot send a token (decision 0007).
 */
export const staticFilesPlugin = fp(async (app: FastifyInstance, opts: { uploadDir: string; webDist: string }) => {
  await mkdir(opts.uploadDir, { recursive: true });
  const indexFile = join(opts.webDist, "index.html");
  const hasDashboard = existsSync(indexFile);
  if (!hasDashboard) {
    app.log.warn({ webDist: opts.webDist }, "dashboard build not found; serving the API only (run npm run build)");
  }

  // An encapsulated context, so marking routes public touches only the static ones.
  await app.register(async (files) => {
    files.addHook("onRoute", (route) => {
      route.config = { ...(route.config ?? {}), public: true };
    });
    await files.register(fastifyStatic, {
      root: opts.uploadDir,
      prefix: "/media/",
      // Temporary upload parts are never served.
      allowedPath: (path) => !path.startsWith("/.tmp"),
      immutable: true,
      maxAge: "30d",
      index: false,
      list: false,
    });
    if (!hasDashboard) return;
    await files.register(fastifyStatic, {
      root: opts.webDist,
      prefix: "/",
      decorateReply: false,
      // The build's manifest (chunk names for the size budget) is for the build tools, not for browsers.
      allowedPath: (path) => !path.startsWith("/.vite/"),
      index: ["index.html"],
      // The build writes a .br and a .gz beside every text asset; the one the browser accepts is sent as it is.
      preCompressed: true,
      setHeaders: (reply, path) => {
        // Hashed assets never change; index.html must be revalidated to pick up a new build.
        reply.header("cache-control", path.includes("/assets/") ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  });

  if (!hasDashboard) return;
  const indexHtml = readFileSync(indexFile);
  app.decorate("dashboardIndex", (path: string, accept: string | undefined): Buffer | null => {
    if (API_PREFIXES.some((p) => path.startsWith(p)) || !accept?.includes("text/html")) return null;
    return indexHtml;
  });
});

declare module "fastify" {
  interface FastifyInstance {
    /** The dashboard's index.html for a browser navigation to a client-side route, else null. */
    dashboardIndex?: (path: string, accept: string | undefined) => Buffer | null;
  }
}
