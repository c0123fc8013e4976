import { describe, expect, it } from "vitest";
import { calibratedCpuMultiplier, type LighthouseFigures, median, medianRun, summarize } from "./lighthouse.ts";

describe("calibratedCpuMultiplier (Lighthouse's CPU throttling calculator)", () => {
  it.each([
    [2000, 6],
    [1533, 4],
    [1300, 3],
    [800, 2],
    [547, 1.61],
    [150, 1],
    [90, 1],
  ])("benchmark index %d → %dx", (index, multiplier) => {
    expect(calibratedCpuMultiplier(index)).toBe(multiplier);
  });
});

describe("summarize", () => {
  const report = {
    categories: { performance: { score: 0.93 } },
    audits: {
      "first-contentful-paint": { numericValue: 1812.4 },
      "largest-contentful-paint": { numericValue: 2003.6 },
      "total-blocking-time": { numericValue: 120.2 },
      "speed-index": { numericValue: 1900 },
      "cumulative-layout-shift": { numericValue: 0.0004 },
      "total-byte-weight": { numericValue: 158_720 },
    },
    environment: { benchmarkIndex: 612.3 },
    configSettings: { throttling: { cpuSlowdownMultiplier: 4 } },
  };

  it("reads the score and the metrics of a report", () => {
    expect(summarize(report)).toEqual({
      score: 93,
      fcpMs: 1812,
      lcpMs: 2004,
      tbtMs: 120,
      speedIndexMs: 1900,
      cls: 0,
      transferKb: 155,
      benchmarkIndex: 612,
      cpuMultiplier: 4,
    });
  });

  it("refuses a report whose page never painted", () => {
    expect(() => summarize({ ...report, runtimeError: { code: "NO_FCP", message: "The page did not paint" } })).toThrow(
      /NO_FCP/,
    );
  });
});

describe("median and medianRun", () => {
  const run = (score: number, lcpMs: number) => ({ score, lcpMs }) as LighthouseFigures;

  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("keeps the figures of the run with the median score together", () => {
    expect(medianRun([run(80, 3000), run(95, 1800), run(91, 2100)])).toEqual(run(91, 2100));
  });
});
