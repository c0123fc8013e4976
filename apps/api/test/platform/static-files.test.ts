import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../support/context.ts";

let ctx: TestContext;
beforeAll(async () => {
  const web = mkdtempSync(join(tmpdir(), "gym-web-"));
  mkdirSync(join(web, "assets"));
  writeFileSync(join(web, "index.html"), "<!doctype html><title>Gym Owner Dashboard</title>");
  writeFileSync(join(web, "assets", "index-abc.js"), "console.log(1)");
  ctx = await createTestContext({ WEB_DIST: web });
  mkdirSync(join(ctx.env.UPLOAD_DIR, "somegym", "members"), { recursive: true });
  writeFileSync(join(ctx.env.UPLOAD_DIR, "somegym", "members", "a.png"), "png");
});
afterAll(() => ctx.close());

describe("dashboard and media files", () => {
  it("serves the dashboard, its assets and media without a token", async () => {
    const home = await ctx.app.inject({ url: "/", headers: { accept: "text/html" } });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain("Gym Owner Dashboard");
    const asset = await ctx.app.inject({ url: "/assets/index-abc.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toContain("immutable");
    expect((await ctx.app.inject({ url: "/media/somegym/members/a.png" })).statusCode).toBe(200);
  });

  it("answers browser navigations to client routes with index.html", async () => {
    const res = await ctx.app.inject({ url: "/dashboard/membersList?page=2", headers: { accept: "text/html" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
  });

  it("leaves the gym's public page to its route and serves index.html for its feedback form (decision 0194)", async () => {
    const form = await ctx.app.inject({ url: "/g/somegym/feedback", headers: { accept: "text/html" } });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain("Gym Owner Dashboard");
    // /g/<schema> is the server-rendered page: an unknown gym gets its 404 page, never the dashboard.
    const page = await ctx.app.inject({ url: "/g/somegym", headers: { accept: "text/html" } });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain("Gym Owner Dashboard");
  });

  it("keeps API 404s and 401s as JSON, and never serves temporary uploads", async () => {
    const unknown = await ctx.app.inject({ url: "/api/nope/", headers: { accept: "text/html" } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().success).toBe(false);
    expect((await ctx.app.inject({ url: "/api/auth/session/" })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: "/media/.tmp/x" })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: "/assets/missing.js" })).statusCode).toBe(404);
  });
});
