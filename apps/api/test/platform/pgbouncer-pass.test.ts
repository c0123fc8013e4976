import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * The files CI runs through PgBouncer (test/pgbouncer-pass.txt, decision 0376) exist, and every test
 * folder has one there, so a new area is not left out of the pooler's pass by forgetting a line.
 */
const API = new URL("../../", import.meta.url).pathname;
const listed = readFileSync(`${API}test/pgbouncer-pass.txt`, "utf8")
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line !== "" && !line.startsWith("#"));
const FOLDERS = readdirSync(`${API}test`).filter(
  (name) =>
    statSync(`${API}test/${name}`).isDirectory() &&
    readdirSync(`${API}test/${name}`).some((f) => f.endsWith(".test.ts")),
);

describe("the PgBouncer pass (test/pgbouncer-pass.txt)", () => {
  it("lists test files that exist, each once", () => {
    expect(listed.filter((path) => !/^test\/.+\.test\.ts$/.test(path) || !existsSync(`${API}${path}`))).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it("has a file of every test folder but the embedded server's own", () => {
    const covered = new Set(listed.map((path) => path.split("/")[1]));
    expect(FOLDERS.filter((folder) => folder !== "embedded" && !covered.has(folder))).toEqual([]);
  });

  it("keeps the files that reach every endpoint and the tenant router", () => {
    expect(listed).toEqual(
      expect.arrayContaining(["test/platform/isolation.test.ts", "test/platform/tenant-router.test.ts"]),
    );
  });
});
