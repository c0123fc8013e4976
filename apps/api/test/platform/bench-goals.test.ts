import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { check, goal, keptRun, writeGoalsSection } from "../../bench/goals.ts";

// npm run bench's issue 28 goals: each figure judged at its goal's edge, and the run before kept beside this run.
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});
function report(text: string): string {
  const folder = mkdtempSync(join(tmpdir(), "bench-goals-"));
  folders.push(folder);
  const file = join(folder, "performance.md");
  writeFileSync(file, text);
  return file;
}

describe("a goal's verdict", () => {
  it("meets an at-most goal at its figure and misses it just past", () => {
    expect(goal("§3", "mark-paid: p95", { atMost: 20 }, 20, { unit: " ms" })).toMatchObject({
      goal: "≤ 20 ms",
      figure: "20 ms",
      met: true,
    });
    expect(goal("§3", "mark-paid: p95", { atMost: 20 }, 20.01, { unit: " ms" }).met).toBe(false);
  });

  it("meets an at-least goal at its figure and misses it just under", () => {
    expect(goal("§2", "members", { atLeast: 0.9 }, 0.9).met).toBe(true);
    expect(goal("§2", "members", { atLeast: 0.9 }, 0.8999).met).toBe(false);
  });

  it("misses a below goal at its figure", () => {
    expect(goal("§1", "CLS", { below: 0.1 }, 0.0999).met).toBe(true);
    expect(goal("§1", "CLS", { below: 0.1 }, 0.1)).toMatchObject({ goal: "< 0.1", met: false });
  });

  it("never meets a goal it could not measure", () => {
    expect(goal("§1", "score", { atLeast: 90 }, null)).toMatchObject({ figure: "— (not measured)", met: false });
  });

  it("judges a yes-or-no goal by its answer, and an unchecked one as not met", () => {
    const words = { yes: "within the budget", no: "over the budget" };
    expect(check("§1", "budget", true, words)).toMatchObject({
      goal: "within the budget",
      figure: "within the budget",
      met: true,
    });
    expect(check("§1", "budget", false, words)).toMatchObject({ figure: "over the budget", met: false });
    expect(check("§1", "budget", null, words)).toMatchObject({ figure: "— (not measured)", met: false });
  });

  it("writes large figures as Indian numbers and rounds fractions to two places", () => {
    expect(goal("§3", "bulk", { atMost: 1000 }, 1234, { unit: " ms" })).toMatchObject({
      goal: "≤ 1,000 ms",
      figure: "1,234 ms",
    });
    expect(goal("§2", "ratio", { atLeast: 0.9 }, 0.93456, { detail: "Node CPU 1.05 against 0.98" }).figure).toBe(
      "0.93 (Node CPU 1.05 against 0.98)",
    );
  });
});

describe("the goals section", () => {
  const outside =
    "# Performance\n\nWritten by hand.\n\n<!-- bench:goals:start -->\n<!-- bench:goals:end -->\n\nAfter.\n";

  it("keeps the run before beside this run, and the hand-written text around it", () => {
    const file = report(outside);
    writeGoalsSection(file, "2026-12-06 17:00 UTC", [
      goal("§3", "mark-paid: p95", { atMost: 20 }, 24, { unit: " ms" }),
    ]);
    writeGoalsSection(file, "2026-12-06 18:00 UTC", [
      goal("§3", "mark-paid: p95", { atMost: 20 }, 13, { unit: " ms" }),
    ]);
    const text = readFileSync(file, "utf8");
    expect(text).toContain("Written by hand.");
    expect(text).toContain("After.");
    expect(text).toContain("This run: 2026-12-06 18:00 UTC. The run before: 2026-12-06 17:00 UTC. All 1 goals met");
    expect(text).toContain("| §3 | mark-paid: p95 | ≤ 20 ms | 13 ms | met | 24 ms | **not met** |");
    expect(keptRun(text)?.when).toBe("2026-12-06 18:00 UTC");
  });

  it("says how many goals this run missed", () => {
    const file = report(outside);
    writeGoalsSection(file, "a run", [
      goal("§2", "members", { atLeast: 0.9 }, 0.85),
      goal("§2", "search", { atLeast: 0.9 }, 0.95),
    ]);
    expect(readFileSync(file, "utf8")).toContain("**1 of 2 goals not met this run.**");
  });

  it("keeps its data inside one HTML comment, whatever hyphens the figures hold", () => {
    const file = report(outside);
    const figure = goal("§1", "score -- with hyphens", { atLeast: 90 }, 96, { detail: "LCP 2,452 ms --- CLS 0" });
    writeGoalsSection(file, "2026-12-06", [figure]);
    const text = readFileSync(file, "utf8");
    const comment = /<!-- goals-data (.*?) -->/.exec(text)![1]!;
    expect(comment).not.toContain("--");
    expect(keptRun(text)).toEqual({ when: "2026-12-06", figures: [figure] });
  });

  it("starts afresh when the kept data cannot be read", () => {
    const file = report(
      outside.replace("<!-- bench:goals:end -->", "<!-- goals-data {broken -->\n<!-- bench:goals:end -->"),
    );
    expect(keptRun(readFileSync(file, "utf8"))).toBeNull();
    writeGoalsSection(file, "now", [goal("§3", "PDF", { atMost: 50 }, 25)]);
    expect(readFileSync(file, "utf8")).toContain("The run before: none kept.");
  });
});
