import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { budgetTable, measureRoutes, ROUTE_BUDGETS } from "./check-budget.ts";
import type { Manifest } from "./route-bundles.ts";

/** A build in miniature with the chunks the budget names, `extra` bytes of incompressible code in the app chunk. */
function fakeBuild(extra: number): string {
  const dist = mkdtempSync(join(tmpdir(), "gym-budget-"));
  mkdirSync(join(dist, "assets"));
  mkdirSync(join(dist, ".vite"));
  const manifest: Manifest = {
    "index.html": { file: "assets/index.js", isEntry: true, css: ["assets/index.css"] },
  };
  writeFileSync(join(dist, "assets/index.js"), "console.log(1)");
  writeFileSync(join(dist, "assets/index.css"), "body{margin:0}");
  for (const route of ROUTE_BUDGETS) {
    for (const module of route.lazy) {
      const file = `assets/${module.replace(/\W/g, "_")}.js`;
      manifest[module] = { file, isDynamicEntry: true };
      const random = module === "src/app/render-app.tsx" ? randomBytes(extra) : "";
      writeFileSync(join(dist, file), Buffer.concat([Buffer.from("export {};"), Buffer.from(random)]));
    }
  }
  writeFileSync(join(dist, ".vite/manifest.json"), JSON.stringify(manifest));
  return dist;
}

describe("measureRoutes", () => {
  it("adds up each route's files as served, and passes routes under their budget", () => {
    const [login, dashboard] = measureRoutes(fakeBuild(0));
    expect(login?.route).toBe("/login");
    expect(login?.js.files).toBe(1 + ROUTE_BUDGETS[0].lazy.length);
    expect(login?.js.gzip).toBeGreaterThan(0);
    expect(login?.css.raw).toBe("body{margin:0}".length);
    expect(login?.withinBudget).toBe(true);
    expect(dashboard?.withinBudget).toBe(true);
    expect(budgetTable([login!, dashboard!])).toContain("| /login |");
  });

  it("fails a route whose compressed JavaScript is over its budget", () => {
    const [login, dashboard] = ROUTE_BUDGETS;
    const between = (login.budgetKb + 1) * 1000;
    const [loginOver, dashboardWithin] = measureRoutes(fakeBuild(between));
    expect(loginOver?.js.gzip).toBeGreaterThan(between);
    expect(loginOver?.withinBudget).toBe(false);
    expect(dashboardWithin?.withinBudget).toBe(true);
    expect(budgetTable([loginOver!])).toContain("OVER");
    const [, dashboardOver] = measureRoutes(fakeBuild((dashboard.budgetKb + 1) * 1000));
    expect(dashboardOver?.withinBudget).toBe(false);
  });

  it("prefers the .gz the build wrote, which is what the server sends", () => {
    const dist = fakeBuild(0);
    const entry = join(dist, "assets/index.js");
    writeFileSync(`${entry}.gz`, Buffer.concat([gzipSync("console.log(1)"), Buffer.alloc(5000)]));
    const [login] = measureRoutes(dist);
    expect(login!.js.gzip).toBeGreaterThan(5000);
  });

  it("says to build first when there is no manifest", () => {
    expect(() => measureRoutes(mkdtempSync(join(tmpdir(), "gym-empty-")))).toThrow(/run npm run build first/);
  });
});
