// Issue 28's goals, each with what a full `npm run bench` measured of it (goals.ts writes them beside the run before's).
import type { FirstLoadFigures } from "./first-load.ts";
import type { FirstStart } from "./first-start-memory.ts";
import { check, type GoalFigure, goal } from "./goals.ts";
import type { Rotation } from "./gyms-rotation.ts";
import { cpuText, HOT_READS } from "./hot-reads.ts";
import type { BenchRow } from "./measure.ts";
import type { MemberPaymentsGoals } from "./member-payments.ts";

export interface Issue28Figures {
  firstLoad: FirstLoadFigures | null;
  hotReads: BenchRow[];
  money: MemberPaymentsGoals;
  rotation: Rotation;
  /** How many gyms the rotation had (the goal is stated for 1,000). */
  gyms: number;
  firstStart: FirstStart | null;
}

export function issue28Goals(f: Issue28Figures): GoalFigure[] {
  const cold = f.firstLoad?.cold ?? null;
  const ms = { unit: " ms" };
  /** A hot read's app/bare req/s at 32 connections, with each side's Node CPU a request. */
  const hot = (key: string, what: string) => {
    const name = HOT_READS.find((s) => s.key === key)?.name;
    const row = f.hotReads.find((r) => r.name === name);
    return goal("§2", what, { atLeast: 0.9 }, row ? row.app.rps / row.bare.rps : null, {
      detail: row ? `Node CPU ${cpuText(row.app)} against ${cpuText(row.bare)} ms a request` : "",
    });
  };
  const gyms = `${f.gyms.toLocaleString("en-IN")} gyms in rotation`;
  const firstStartMb = f.firstStart
    ? Math.round(Math.max(f.firstStart.atFirstPage.api.rss, f.firstStart.afterIdle.api.rss))
    : null;
  return [
    goal("§1", "Lighthouse mobile, /dashboard signed in, cold cache: score", { atLeast: 90 }, cold?.score ?? null),
    goal("§1", "cold cache: largest contentful paint", { atMost: 2500 }, cold?.lcpMs ?? null, ms),
    goal("§1", "cold cache: total blocking time", { atMost: 200 }, cold?.tbtMs ?? null, ms),
    goal("§1", "cold cache: cumulative layout shift", { below: 0.1 }, cold?.cls ?? null),
    goal("§1", "warm cache: score", { atLeast: 95 }, f.firstLoad?.warm?.score ?? null),
    goal(
      "§1",
      "the home's figures on the screen, localhost, median of 5",
      { atMost: 1000 },
      f.firstLoad?.visibleMs ?? null,
      ms,
    ),
    check("§1", "the first screens' JavaScript and CSS (`npm run budget`)", f.firstLoad?.budgetOk ?? null, {
      yes: "within the budget",
      no: "over the budget",
    }),
    hot("members", "members list, page of 50: app/bare req/s at 32 connections"),
    hot("search", "members list, search: app/bare"),
    hot("dashboard", "dashboard home: app/bare"),
    goal("§3", "monthly view: PostgreSQL CPU a request", { atMost: 5 }, f.money.byMonthPgMs, ms),
    goal(
      "§3",
      "monthly view after a write (every request a miss): its PostgreSQL CPU",
      { atMost: 5 },
      f.money.byMonthMissPgMs,
      ms,
    ),
    goal("§3", "monthly view, single user: p95", { atMost: 20 }, f.money.byMonthP95, ms),
    goal("§3", "monthly view at 32 connections: p95", { atMost: 150 }, f.money.byMonthLoadedP95, ms),
    goal("§3", "mark-paid: p95", { atMost: 20 }, f.money.markPaidP95, ms),
    goal("§3", "invoice PDF: p95", { atMost: 50 }, f.money.pdfP95, ms),
    goal("§3", "bulk mark-paid of 1,000, slowest of three", { atMost: 1000 }, f.money.bulkMaxMs, ms),
    goal("§4", `${gyms}: throughput over one gym's`, { atLeast: 0.8 }, f.rotation.throughput),
    goal("§4", `${gyms}: p95 over one gym's`, { atMost: 1.5 }, f.rotation.p95Ratio, { unit: "×" }),
    goal("§4", "API RSS under the rotation, largest sample", { atMost: 300 }, Math.round(f.rotation.rssMaxMb), {
      unit: " MB",
    }),
    goal(
      "§4",
      "API RSS after a first start, the larger of the first page and a minute idle",
      { atMost: 300 },
      firstStartMb,
      {
        unit: " MB",
      },
    ),
  ];
}
