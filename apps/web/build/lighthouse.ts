// Lighthouse (mobile, performance only) against a running dashboard, from the npm registry through npx:
//   npm run lighthouse -w @gym/web -- http://127.0.0.1:3000/login [--runs 3] [--json]
// Each figure is the median of the runs, once with Lighthouse's default mobile throttling (CPU 4x) and
// once with the CPU slowdown its documentation prescribes for this machine's measured speed.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** 12.2.3: Lighthouse 13 needs Node 22; this project runs on Node 20. */
export const LIGHTHOUSE = "lighthouse@12.2.3";

export interface LighthouseFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  speedIndexMs: number;
  cls: number;
  /** KiB, as Lighthouse reports it. */
  transferKb: number;
  /** Lighthouse's measure of this machine's CPU speed (a mid-range phone is ~1000 before the slowdown). */
  benchmarkIndex: number;
  cpuMultiplier: number;
}

interface LighthouseReport {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
  environment: { benchmarkIndex: number };
  configSettings: { throttling: { cpuSlowdownMultiplier: number } };
  runtimeError?: { code: string; message: string };
}

export function summarize(report: LighthouseReport): LighthouseFigures {
  if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.code} ${report.runtimeError.message}`);
  const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    fcpMs: Math.round(value("first-contentful-paint")),
    lcpMs: Math.round(value("largest-contentful-paint")),
    tbtMs: Math.round(value("total-blocking-time")),
    speedIndexMs: Math.round(value("speed-index")),
    cls: Math.round(value("cumulative-layout-shift") * 1000) / 1000,
    transferKb: Math.round(value("total-byte-weight") / 102.4) / 10,
    benchmarkIndex: Math.round(report.environment.benchmarkIndex),
    cpuMultiplier: report.configSettings.throttling.cpuSlowdownMultiplier,
  };
}

/**
 * The CPU slowdown that makes this machine behave like Lighthouse's reference phone, by the calculator
 * its throttling documentation links (docs/throttling.md, "CPU throttling"): 4x assumes a fast desktop
 * (benchmark index ~1500); a slower host gets less, down to 1x.
 */
export function calibratedCpuMultiplier(benchmarkIndex: number): number {
  let multiplier: number;
  if (benchmarkIndex >= 1300) multiplier = 3 + (benchmarkIndex - 1300) / 233;
  else if (benchmarkIndex >= 800) multiplier = 2 + (benchmarkIndex - 800) / 500;
  else if (benchmarkIndex >= 150) multiplier = 1 + (benchmarkIndex - 150) / 650;
  else multiplier = 1;
  return Math.round(multiplier * 100) / 100;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The run whose score is the median one (its other figures belong to that same run). */
export function medianRun<T extends LighthouseFigures>(runs: T[]): T {
  const score = median(runs.map((r) => r.score));
  return runs.reduce((best, r) => (Math.abs(r.score - score) < Math.abs(best.score - score) ? r : best));
}

export function chromePath(): string | undefined {
  const named = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH;
  if (named) return named;
  return existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;
}

/** One run; a run Lighthouse itself reports as failed (it asks to "run Lighthouse again") is retried twice. */
export function runLighthouse(url: string, cpuMultiplier?: number, attempts = 3): LighthouseFigures {
  try {
    return runLighthouseOnce(url, cpuMultiplier);
  } catch (error) {
    if (attempts <= 1 || !String(error).startsWith("Error: Lighthouse:")) throw error;
    return runLighthouse(url, cpuMultiplier, attempts - 1);
  }
}

/**
 * One run. `browserPort`: drive a Chromium already listening there (lighthouse-dashboard.ts starts one
 * with a signed-in profile) and keep its storage, instead of Lighthouse's own fresh browser.
 */
export function runLighthouseOnce(
  url: string,
  cpuMultiplier?: number,
  options: { browserPort?: number; keepReport?: string } = {},
): LighthouseFigures {
  const folder = mkdtempSync(join(tmpdir(), "gym-lighthouse-"));
  const output = join(folder, "report.json");
  const args = [
    "-y",
    LIGHTHOUSE,
    url,
    "--only-categories=performance",
    "--output=json",
    `--output-path=${output}`,
    "--quiet",
    ...(options.browserPort
      ? [`--port=${options.browserPort}`, "--disable-storage-reset"]
      : ["--chrome-flags=--no-sandbox --headless=new --disable-gpu"]),
    ...(cpuMultiplier ? [`--throttling.cpuSlowdownMultiplier=${cpuMultiplier}`] : []),
  ];
  const chrome = chromePath();
  try {
    const run = spawnSync("npx", args, {
      encoding: "utf8",
      env: { ...process.env, ...(chrome ? { CHROME_PATH: chrome } : {}) },
    });
    if (!existsSync(output)) {
      const why = `${run.error?.message ?? ""}${run.stderr ?? ""}`.trim().split("\n").slice(-3).join(" ");
      throw new Error(`npx ${LIGHTHOUSE} produced no report (exit ${run.status}): ${why}`);
    }
    const text = readFileSync(output, "utf8");
    if (options.keepReport) writeFileSync(options.keepReport, text);
    return summarize(JSON.parse(text) as LighthouseReport);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

export interface LighthouseResult {
  url: string;
  runs: number;
  standard: LighthouseFigures;
  calibrated: LighthouseFigures;
}

export function measure(url: string, runs: number): LighthouseResult {
  const standard = Array.from({ length: runs }, () => runLighthouse(url));
  const multiplier = calibratedCpuMultiplier(median(standard.map((r) => r.benchmarkIndex)));
  const calibrated = Array.from({ length: runs }, () => runLighthouse(url, multiplier));
  return { url, runs, standard: medianRun(standard), calibrated: medianRun(calibrated) };
}

export function lighthouseTable(result: LighthouseResult): string {
  const row = (name: string, f: LighthouseFigures) =>
    `| ${name} (CPU ${f.cpuMultiplier}x) | ${f.score} | ${f.fcpMs} | ${f.lcpMs} | ${f.tbtMs} | ${f.speedIndexMs} | ${f.cls} | ${f.transferKb} | ${f.benchmarkIndex} |`;
  return [
    "| Lighthouse mobile, median of " +
      result.runs +
      " runs | performance | FCP ms | LCP ms | TBT ms | Speed Index ms | CLS | transferred KiB | benchmark index |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    row("default throttling", result.standard),
    row("CPU calibrated to this machine", result.calibrated),
  ].join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const url = process.argv.slice(2).find((a) => /^https?:\/\//.test(a));
  if (!url) throw new Error("usage: npm run lighthouse -w @gym/web -- http://127.0.0.1:3000/login [--runs 3] [--json]");
  const runsAt = process.argv.indexOf("--runs");
  const runs = runsAt > 0 ? Number(process.argv[runsAt + 1]) : 3;
  const result = measure(url, runs);
  process.stdout.write(
    process.argv.includes("--json") ? `${JSON.stringify(result)}\n` : `${lighthouseTable(result)}\n`,
  );
}
