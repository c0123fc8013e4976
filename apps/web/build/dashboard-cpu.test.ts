import { describe, expect, it } from "vitest";
import { mainThreadSummary, type TraceEvent } from "./dashboard-cpu.ts";

const thread = (pid: number, tid: number, name: string): TraceEvent => ({
  name: "thread_name",
  ph: "M",
  pid,
  tid,
  ts: 0,
  args: { name },
});
const task = (pid: number, tid: number, ts: number, tdurMs: number, durMs = tdurMs * 3): TraceEvent => ({
  name: "RunTask",
  ph: "X",
  pid,
  tid,
  ts,
  dur: durMs * 1000,
  tdur: tdurMs * 1000,
});

describe("mainThreadSummary (decision 0317)", () => {
  it("sums the page's main thread by CPU time, not wall time, and counts the tasks long at 4x", () => {
    const events = [
      thread(1, 10, "CrRendererMain"),
      thread(2, 20, "CrRendererMain"), // the /health page's renderer: fewer tasks
      thread(1, 11, "Compositor"),
      task(1, 10, 0, 10), // 40 ms at 4x: not long
      task(1, 10, 100, 20), // 80 ms at 4x: 30 ms blocking
      task(1, 10, 200, 50), // 200 ms at 4x: 150 ms blocking
      task(1, 11, 300, 500), // another thread
      task(2, 20, 0, 400),
    ];
    expect(mainThreadSummary(events)).toEqual({
      cpuMs: 80,
      longTasksAt4x: 2,
      blockingAt4xMs: 180,
      longestTaskAt4xMs: 200,
      // No paint in this trace: all of it counts as before the paint.
      cpuBeforePaintMs: 80,
      blockingAfterPaintAt4xMs: 0,
    });
  });

  it("splits at the page's first contentful paint: CPU before it, blocking time after it (Lighthouse's TBT window)", () => {
    const paint: TraceEvent = { name: "firstContentfulPaint", ph: "R", pid: 1, tid: 10, ts: 150 };
    const events = [
      thread(1, 10, "CrRendererMain"),
      task(1, 10, 0, 10),
      task(1, 10, 100, 20), // before the paint: 30 ms blocking at 4x, not counted after it
      paint,
      task(1, 10, 200, 50), // 150 ms blocking at 4x
    ];
    const summary = mainThreadSummary(events);
    expect(summary.cpuBeforePaintMs).toBe(30);
    expect(summary.blockingAfterPaintAt4xMs).toBe(150);
    expect(summary.blockingAt4xMs).toBe(180);
  });

  it("gives zeros for a trace without a renderer main thread", () => {
    expect(mainThreadSummary([])).toEqual({
      cpuMs: 0,
      longTasksAt4x: 0,
      blockingAt4xMs: 0,
      longestTaskAt4xMs: 0,
      cpuBeforePaintMs: 0,
      blockingAfterPaintAt4xMs: 0,
    });
  });
});
