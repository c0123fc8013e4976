// The signed-in /dashboard's main-thread work as CPU time, cold cache (issue 28 §1, decision 0317):
//   npm run cpu:dashboard -w @gym/web -- http://127.0.0.1:3000 [--runs 3] [--path /dashboard]
// Lighthouse times each task by the wall clock and multiplies it by 4, so on a machine shared by other
// processes its total blocking time measures their load as much as the page (the same build gave 1.5 to
// 13.8 s in one hour). A Chromium trace also records each task's thread time (`tdur`: the CPU the
// renderer's main thread spent, not the time it waited for a core). This prints, per run and as medians,
// from the navigation until the home's cards are fully shown (+2 s): the main thread's CPU ms, the tasks
// that would be long (> 50 ms) at Lighthouse's 4x slowdown, their blocking time at 4x (the sum over every
// task of 4 × CPU − 50 ms, before and after the first paint alike) and the longest task at 4x; and, as
// Lighthouse counts TBT only from the first contentful paint on, the CPU before that paint and the
// blocking time at 4x of the tasks that start after it.
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { chromePath, median } from "./lighthouse.ts";
import { STORAGE_KEYS, signIn } from "./signed-in-browser.ts";

/** A Chromium trace event (the fields this reads). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

export interface MainThreadSummary {
  cpuMs: number;
  longTasksAt4x: number;
  blockingAt4xMs: number;
  longestTaskAt4xMs: number;
  /** Main-thread CPU ms before the first contentful paint (the page's evaluation and renders that make it). */
  cpuBeforePaintMs: number;
  /** Blocking time at 4x of the tasks that start at or after the first contentful paint: what Lighthouse's TBT counts. */
  blockingAfterPaintAt4xMs: number;
}

const SLOWDOWN = 4;
const LONG_TASK_MS = 50;

/** The renderer main thread with the most tasks (the page's), summarised from its tasks' thread time. */
export function mainThreadSummary(events: readonly TraceEvent[]): MainThreadSummary {
  const mains = events.filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain");
  const tasksOf = (m: TraceEvent) =>
    events.filter(
      (e) => e.pid === m.pid && e.tid === m.tid && e.ph === "X" && e.name === "RunTask" && e.tdur !== undefined,
    );
  const tasks = mains.map(tasksOf).sort((a, b) => b.length - a.length)[0] ?? [];
  const at4x = tasks.map((e) => ((e.tdur ?? 0) / 1000) * SLOWDOWN);
  const blocking = (ms: number[]) => ms.reduce((sum, one) => sum + Math.max(0, one - LONG_TASK_MS), 0);
  // The page's first contentful paint (Chromium marks it on the renderer's main thread); without one,
  // every task counts as before it.
  const main = tasks[0];
  const paint = events.find(
    (e) => e.name === "firstContentfulPaint" && main !== undefined && e.pid === main.pid && e.tid === main.tid,
  )?.ts;
  const beforePaint = (e: TraceEvent) => paint === undefined || e.ts < paint;
  return {
    cpuMs: at4x.reduce((sum, ms) => sum + ms / SLOWDOWN, 0),
    longTasksAt4x: at4x.filter((ms) => ms > LONG_TASK_MS).length,
    blockingAt4xMs: blocking(at4x),
    longestTaskAt4xMs: Math.max(0, ...at4x),
    cpuBeforePaintMs: tasks.filter(beforePaint).reduce((sum, e) => sum + (e.tdur ?? 0) / 1000, 0),
    blockingAfterPaintAt4xMs: blocking(
      tasks.filter((e) => !beforePaint(e)).map((e) => ((e.tdur ?? 0) / 1000) * SLOWDOWN),
    ),
  };
}

export async function measureDashboardCpu(
  base: string,
  runs: number,
  path = "/dashboard",
): Promise<MainThreadSummary[]> {
  const session = await signIn(base);
  const results: MainThreadSummary[] = [];
  for (let run = 0; run < runs; run++) {
    const browser = await chromium.launch({ executablePath: chromePath(), args: ["--no-sandbox", "--disable-gpu"] });
    try {
      // Lighthouse's phone: 412 × 823 at 1.75 device pixels, touch.
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        isMobile: true,
        deviceScaleFactor: 1.75,
      });
      const page = await context.newPage();
      await page.goto(`${base}/health`);
      await page.evaluate(
        ([keys, token, user]) => {
          localStorage.setItem(keys.token, token);
          localStorage.setItem(keys.user, user);
        },
        [STORAGE_KEYS, session.token, JSON.stringify(session.user)] as const,
      );
      await browser.startTracing(page, {
        categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "toplevel", "loading"],
      });
      await page.goto(`${base}${path}`);
      // The cards are shown when their fade-in (DashboardHomePage.module.css) has ended.
      await page.waitForFunction(
        () => {
          const cards = document.querySelector('[data-testid="dashboard-content"]');
          return cards !== null && getComputedStyle(cards).opacity === "1";
        },
        undefined,
        { timeout: 60_000, polling: 200 },
      );
      await page.waitForTimeout(2000);
      const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
      results.push(mainThreadSummary(trace.traceEvents));
    } finally {
      await browser.close();
    }
  }
  return results;
}

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const base = process.argv[2]?.replace(/\/$/, "");
  if (!base?.startsWith("http"))
    throw new Error("usage: npm run cpu:dashboard -w @gym/web -- http://127.0.0.1:3000 [--runs 3]");
  const load = loadavg()[0]!.toFixed(1);
  const runs = await measureDashboardCpu(base, Number(argument("--runs") ?? 3), argument("--path") ?? "/dashboard");
  const round = (n: number) => Math.round(n);
  for (const [i, r] of runs.entries()) {
    process.stdout.write(
      `run ${i + 1}: CPU ${round(r.cpuMs)} ms (${round(r.cpuBeforePaintMs)} before the first paint), long tasks at 4x ${r.longTasksAt4x}, blocking at 4x ${round(r.blockingAt4xMs)} ms (${round(r.blockingAfterPaintAt4xMs)} after the first paint), longest at 4x ${round(r.longestTaskAt4xMs)} ms\n`,
    );
  }
  const med = (pick: (r: MainThreadSummary) => number) => round(median(runs.map(pick)));
  process.stdout.write(
    `median of ${runs.length} (load ${load} before): CPU ${med((r) => r.cpuMs)} ms (${med((r) => r.cpuBeforePaintMs)} before the first paint), long tasks at 4x ${med((r) => r.longTasksAt4x)}, blocking at 4x ${med((r) => r.blockingAt4xMs)} ms (${med((r) => r.blockingAfterPaintAt4xMs)} after the first paint), longest at 4x ${med((r) => r.longestTaskAt4xMs)} ms\n`,
  );
}
