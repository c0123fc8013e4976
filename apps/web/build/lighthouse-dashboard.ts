// Lighthouse (mobile, performance only) on the signed-in dashboard, cold and warm cache (issue 28 §1):
//   npm run lighthouse:dashboard -w @gym/web -- http://127.0.0.1:3000 [--runs 3] [--warm] [--json]
//     [--path /dashboard] [--schema demo_gym --username owner --password gymowner123] [--port 4652]
//     [--reports <folder>]
//   npm run lighthouse:dashboard -w @gym/web -- http://127.0.0.1:3000 --visible [--runs 5] [--json] [--schema …]
//     (no Lighthouse: how long until the home's figures are on the screen, unthrottled, cold cache)
// The dashboard keeps its session in localStorage (lib/session-storage.ts), which Lighthouse's own
// browser starts without and clears before each run. So it signs in through the API once per invocation,
// and each run gets a Chromium with a fresh profile holding the session (signed-in-browser.ts) and runs
// Lighthouse against that Chromium (`--port`, `--disable-storage-reset`): the HTTP cache is empty ("cold"),
// the session is there. `--warm` runs Lighthouse a second time in the same browser (cache filled by the first).
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { chromePath, type LighthouseFigures, median, medianRun, runLighthouseOnce } from "./lighthouse.ts";
import { DEMO, type SignedIn, STORAGE_KEYS, signedInBrowser, signIn } from "./signed-in-browser.ts";

/** What a run loaded and where the main thread's time went: the figures that do not move with the machine's load (bytes, requests) beside those that do. */
export interface LoadDetails {
  requests: number;
  /** JavaScript as transferred (gzip over http) and as evaluated (uncompressed), KiB. */
  scriptTransferKb: number;
  scriptKb: number;
  styleKb: number;
  /** Lighthouse's main-thread breakdown, ms at its CPU slowdown. */
  scriptEvaluationMs: number;
  styleLayoutMs: number;
}

interface ReportDetails {
  audits: {
    "network-requests"?: {
      details?: { items?: Array<{ resourceType?: string; transferSize?: number; resourceSize?: number }> };
    };
    "mainthread-work-breakdown"?: { details?: { items?: Array<{ group: string; duration: number }> } };
  };
}

export function loadDetails(report: ReportDetails): LoadDetails {
  const requests = report.audits["network-requests"]?.details?.items ?? [];
  const groups = report.audits["mainthread-work-breakdown"]?.details?.items ?? [];
  const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
  const sum = (type: string, field: "transferSize" | "resourceSize") =>
    requests.filter((r) => r.resourceType === type).reduce((total, r) => total + (r[field] ?? 0), 0);
  const group = (name: string) => Math.round(groups.find((g) => g.group === name)?.duration ?? 0);
  return {
    requests: requests.length,
    scriptTransferKb: kb(sum("Script", "transferSize")),
    scriptKb: kb(sum("Script", "resourceSize")),
    styleKb: kb(sum("Stylesheet", "resourceSize")),
    scriptEvaluationMs: group("scriptEvaluation"),
    styleLayoutMs: group("styleLayout"),
  };
}

export interface DashboardRun {
  cold: LighthouseFigures & LoadDetails;
  warm?: LighthouseFigures & LoadDetails;
  loadAverage: number;
}

async function measureOnce(
  base: string,
  session: SignedIn,
  options: { warm: boolean; path: string; port: number },
  folder: string,
  run: number,
): Promise<DashboardRun> {
  const loadAverage = loadavg()[0]!;
  const browser = await signedInBrowser(base, session, options.port);
  try {
    const url = `${base}${options.path}`;
    const once = (name: string) => {
      const report = join(folder, `${name}-${run}.json`);
      const figures = runLighthouseOnce(url, undefined, { browserPort: browser.port, keepReport: report });
      return { ...figures, ...loadDetails(JSON.parse(readFileSync(report, "utf8")) as ReportDetails) };
    };
    const cold = once("cold");
    const warm = options.warm ? once("warm") : undefined;
    return { cold, warm, loadAverage };
  } finally {
    await browser.stop();
  }
}

export async function measureDashboard(
  base: string,
  options: { runs: number; warm: boolean; path: string; port: number; credentials?: typeof DEMO; reports?: string },
): Promise<{ cold: DashboardRun["cold"]; warm?: DashboardRun["cold"]; runs: DashboardRun[] }> {
  const session = await signIn(base, options.credentials);
  const runs: DashboardRun[] = [];
  const folder = options.reports ?? mkdtempSync(join(tmpdir(), "gym-lighthouse-reports-"));
  mkdirSync(folder, { recursive: true });
  for (let run = 0; run < options.runs; run++) {
    // A run Lighthouse reports as failed ("run Lighthouse again", e.g. NO_NAVSTART on a loaded machine) is
    // repeated in a new browser, so the retried cold run starts from an empty cache too.
    for (let attempt = 1; ; attempt++) {
      try {
        runs.push(await measureOnce(base, session, options, folder, run + 1));
        break;
      } catch (error) {
        if (attempt >= 3 || !String(error).startsWith("Error: Lighthouse:")) throw error;
      }
    }
  }
  if (!options.reports) rmSync(folder, { recursive: true, force: true });
  const warmRuns = runs.flatMap((r) => (r.warm ? [r.warm] : []));
  return {
    cold: medianRun(runs.map((r) => r.cold)),
    warm: warmRuns.length ? medianRun(warmRuns) : undefined,
    runs,
  };
}

/**
 * Milliseconds from navigating to `path` (signed in, cold cache, no throttling) until the home's figures
 * are on the screen (`data-testid="dashboard-content"`, the tiles' block): issue 28 §1's "within 1 s on
 * localhost". Median of `runs`.
 */
export async function homeVisibleMs(
  base: string,
  session: SignedIn,
  runs: number,
  path = "/dashboard",
): Promise<number[]> {
  const executable = chromePath();
  const browser = await chromium.launch({ executablePath: executable, args: ["--no-sandbox", "--disable-gpu"] });
  const times: number[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      await context.addInitScript(
        ({ keys, token, user }) => {
          localStorage.setItem(keys.token, token);
          localStorage.setItem(keys.user, JSON.stringify(user));
        },
        { keys: STORAGE_KEYS, token: session.token, user: session.user },
      );
      const page = await context.newPage();
      const started = Date.now();
      await page.goto(`${base}${path}`);
      await page.getByTestId("dashboard-content").waitFor({ state: "visible", timeout: 60_000 });
      times.push(Date.now() - started);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return times;
}

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
}

/** Issue 28 §1's goals for the signed-in /dashboard, Lighthouse mobile with default throttling. */
export const DASHBOARD_GOALS = { coldScore: 90, warmScore: 95, lcpMs: 2500, tbtMs: 200, cls: 0.1 } as const;

/** "met" or what is missing, for one median run against the goals (cold or warm). */
export function goalVerdict(
  figures: Pick<LighthouseFigures, "score" | "lcpMs" | "tbtMs" | "cls">,
  warm: boolean,
): string {
  const goals = DASHBOARD_GOALS;
  const missed = [
    figures.score < (warm ? goals.warmScore : goals.coldScore) &&
      `score ${figures.score} < ${warm ? goals.warmScore : goals.coldScore}`,
    figures.lcpMs > goals.lcpMs && `LCP ${figures.lcpMs} > ${goals.lcpMs} ms`,
    figures.tbtMs > goals.tbtMs && `TBT ${figures.tbtMs} > ${goals.tbtMs} ms`,
    figures.cls >= goals.cls && `CLS ${figures.cls} ≥ ${goals.cls}`,
  ].filter(Boolean);
  return missed.length ? `not met: ${missed.join(", ")}` : "met";
}

export function dashboardTable(result: Awaited<ReturnType<typeof measureDashboard>>, path: string): string {
  const row = (name: string, f: DashboardRun["cold"], warm: boolean) =>
    `| ${path} ${name} (CPU ${f.cpuMultiplier}x) | ${f.score} | ${f.fcpMs} | ${f.lcpMs} | ${f.tbtMs} | ${f.cls} | ${goalVerdict(f, warm)} | ${f.transferKb} | ${f.requests} | ${f.scriptTransferKb} / ${f.scriptKb} | ${f.styleKb} | ${f.scriptEvaluationMs} / ${f.styleLayoutMs} | ${f.benchmarkIndex} |`;
  const g = DASHBOARD_GOALS;
  return [
    `| Lighthouse mobile, signed in, median of ${result.runs.length} runs | performance | FCP ms | LCP ms | TBT ms | CLS | against the goal | transferred KiB | requests | JS KiB sent / evaluated | CSS KiB | script / style+layout ms | benchmark index |`,
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    `| goal (issue 28 §1) | cold ≥ ${g.coldScore}, warm ≥ ${g.warmScore} | | ≤ ${g.lcpMs} | ≤ ${g.tbtMs} | < ${g.cls} | | | | | | | |`,
    row("cold cache", result.cold, false),
    ...(result.warm ? [row("warm cache", result.warm, true)] : []),
  ].join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const base = process.argv
    .slice(2)
    .find((a) => /^https?:\/\//.test(a))
    ?.replace(/\/$/, "");
  if (!base)
    throw new Error("usage: npm run lighthouse:dashboard -w @gym/web -- http://127.0.0.1:3000 [--runs 3] [--warm]");
  const path = argument("--path") ?? "/dashboard";
  const credentials = {
    schema_name: argument("--schema") ?? DEMO.schema_name,
    username: argument("--username") ?? DEMO.username,
    password: argument("--password") ?? DEMO.password,
  };
  if (process.argv.includes("--visible")) {
    const times = await homeVisibleMs(base, await signIn(base, credentials), Number(argument("--runs") ?? 5), path);
    process.stdout.write(
      process.argv.includes("--json")
        ? `${JSON.stringify({ times, median: median(times) })}\n`
        : `home's figures visible after (ms, no throttling, load ${loadavg()[0]!.toFixed(1)}): ${times.join(", ")}; median ${median(times)}\n`,
    );
    process.exit(0);
  }
  const result = await measureDashboard(base, {
    runs: Number(argument("--runs") ?? 3),
    warm: process.argv.includes("--warm"),
    path,
    port: Number(argument("--port") ?? 0),
    credentials,
    reports: argument("--reports"),
  });
  if (process.argv.includes("--json")) {
    // The bench (apps/api/bench/first-load.ts) reads the figures and writes the table as printed here.
    process.stdout.write(`${JSON.stringify({ ...result, table: dashboardTable(result, path) })}\n`);
  } else {
    for (const [index, run] of result.runs.entries()) {
      const warm = run.warm ? `, warm ${run.warm.score} (TBT ${run.warm.tbtMs} ms)` : "";
      process.stdout.write(
        `run ${index + 1}: load ${run.loadAverage.toFixed(1)}; cold ${run.cold.score} (LCP ${run.cold.lcpMs} ms, TBT ${run.cold.tbtMs} ms)${warm}\n`,
      );
    }
    process.stdout.write(`${dashboardTable(result, path)}\n`);
  }
}
