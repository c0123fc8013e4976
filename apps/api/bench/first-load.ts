// Bench scenario: what a first visit downloads, how fast /login paints on a throttled phone (issue 7 §9),
// and the signed-in /dashboard, cold and warm cache (issue 28 §1; signed in through the browser's storage
// as the dashboard is, apps/web/build/lighthouse-dashboard.ts). Part of `npm run bench` (against the
// bench's app, which serves the built dashboard; `BENCH_ONLY=first-load` runs it alone and writes
// nothing); alone, against any running server: `npx tsx apps/api/bench/first-load.ts http://127.0.0.1:3000`
// (the demo owner). Needs `npm run build` first; writes its own marked section of docs/performance.md.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { REPO_ROOT } from "../src/config/env.ts";
import { writeBenchSection } from "./report.ts";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/** Runs one of the dashboard's delivery scripts (apps/web/build/) and returns what it printed. */
function webScript(script: string, args: string[]): { ok: boolean; out: string; err: string } {
  const run = spawnSync("npx", ["tsx", join("apps/web/build", script), ...args], { cwd: REPO_ROOT, encoding: "utf8" });
  return { ok: run.status === 0, out: run.stdout ?? "", err: `${run.error?.message ?? ""}${run.stderr ?? ""}`.trim() };
}

/** Who signs in for /dashboard; without it the demo gym's owner (README "Demo sign-in"). */
export interface DashboardOwner {
  schema: string;
  username: string;
  password: string;
}

/** A signed-in median run's figures, as lighthouse-dashboard.ts prints them with --json. */
interface LighthouseMedian {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** What the scenario measured of issue 28 §1's goals (null: not measured, with the reason printed). */
export interface FirstLoadFigures {
  budgetOk: boolean;
  cold: LighthouseMedian | null;
  warm: LighthouseMedian | null;
  /** Median ms until the home's figures are on the screen, unthrottled, cold cache. */
  visibleMs: number | null;
}

/** The JSON line a script printed last, or null when it failed (the reason said). */
function jsonOf<T>(
  run: { ok: boolean; out: string; err: string },
  what: string,
  say: (line: string) => void,
): T | null {
  if (!run.ok) {
    say(`${what} could not run: ${run.err.split("\n").slice(-3).join(" ")}`);
    return null;
  }
  try {
    return JSON.parse(run.out.trim().split("\n").at(-1) ?? "") as T;
  } catch {
    say(`${what} printed no JSON at its end: ${run.out.trim().split("\n").at(-1) ?? ""}`);
    return null;
  }
}

export async function firstLoadScenario(
  appBase: string,
  say: (line: string) => void,
  options: { owner?: DashboardOwner; write?: boolean } = {},
): Promise<FirstLoadFigures | null> {
  if (!existsSync(join(REPO_ROOT, "apps/web/dist/.vite/manifest.json"))) {
    say("first load: no dashboard build (run npm run build first); not measured");
    return null;
  }
  const budget = webScript("check-budget.ts", []);
  say(`first load budget:\n${budget.out.trim()}`);
  const load = `load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores before the runs`;
  const lighthouse = webScript("lighthouse.ts", [`${appBase}/login`, "--runs", String(RUNS)]);
  const lighthouseText = lighthouse.ok
    ? lighthouse.out.trim()
    : `Lighthouse could not run: ${lighthouse.err.split("\n").slice(-3).join(" ")}`;
  say(`lighthouse /login:\n${lighthouseText}`);
  const owner = options.owner
    ? ["--schema", options.owner.schema, "--username", options.owner.username, "--password", options.owner.password]
    : [];
  const dashboard = jsonOf<{ cold: LighthouseMedian; warm?: LighthouseMedian; table: string }>(
    webScript("lighthouse-dashboard.ts", [appBase, "--runs", String(RUNS), "--warm", "--json", ...owner]),
    "Lighthouse on /dashboard",
    say,
  );
  const dashboardText =
    dashboard?.table ?? "Lighthouse could not run on /dashboard (the reason is in the bench's output).";
  say(`lighthouse /dashboard signed in:\n${dashboardText}`);
  const visible = jsonOf<{ times: number[]; median: number }>(
    webScript("lighthouse-dashboard.ts", [appBase, "--visible", "--runs", "5", "--json", ...owner]),
    "The home's figures' timing",
    say,
  );
  const visibleText = visible
    ? `The home's figures on the screen (\`data-testid="dashboard-content"\`), signed in, cold cache, no throttling, from the navigation (goal ≤ 1,000 ms): ${visible.times.join(", ")} ms, median **${visible.median}**.`
    : "The home's figures' timing could not run (the reason is in the bench's output).";
  say(visibleText);
  const figures: FirstLoadFigures = {
    budgetOk: budget.ok,
    cold: dashboard?.cold ?? null,
    warm: dashboard?.warm ?? null,
    visibleMs: visible?.median ?? null,
  };
  if (options.write === false) return figures;
  writeBenchSection(
    join(REPO_ROOT, "docs/performance.md"),
    `Last run: ${new Date().toISOString().slice(0, 10)}, ${load}. JavaScript and CSS each route downloads on a
first visit, as the server sends them (\`npm run budget\`, which ${budget.ok ? "passed" : "FAILED"}):

${budget.out.trim()}

/login on the bench's server (${appBase.replace(/:\d+$/, ":<port>")}), Lighthouse mobile:

${lighthouseText}

/dashboard signed in as the bench gym's owner (10,000 members), cold cache then warm, Lighthouse mobile
(goal: cold ≥ 90 with LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS < 0.1; warm ≥ 95):

${dashboardText}

${visibleText}`,
    "first-load",
  );
  return figures;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const base = process.argv[2];
  if (!base) throw new Error("usage: npx tsx apps/api/bench/first-load.ts http://127.0.0.1:3000");
  await firstLoadScenario(base.replace(/\/$/, ""), (line) => process.stdout.write(`${line}\n`));
}
