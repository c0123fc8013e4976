import { describe, expect, it } from "vitest";
import { goalVerdict, loadDetails } from "./lighthouse-dashboard.ts";

describe("loadDetails", () => {
  it("counts requests, JavaScript and CSS bytes, and the main thread's script and style time", () => {
    const details = loadDetails({
      audits: {
        "network-requests": {
          details: {
            items: [
              { resourceType: "Document", transferSize: 1500, resourceSize: 2000 },
              { resourceType: "Script", transferSize: 10_240, resourceSize: 40_960 },
              { resourceType: "Script", transferSize: 5_120, resourceSize: 20_480 },
              { resourceType: "Stylesheet", transferSize: 2_048, resourceSize: 10_240 },
            ],
          },
        },
        "mainthread-work-breakdown": {
          details: {
            items: [
              { group: "scriptEvaluation", duration: 812.4 },
              { group: "styleLayout", duration: 301.6 },
            ],
          },
        },
      },
    });
    expect(details).toEqual({
      requests: 4,
      scriptTransferKb: 15,
      scriptKb: 60,
      styleKb: 10,
      scriptEvaluationMs: 812,
      styleLayoutMs: 302,
    });
  });
});

describe("goalVerdict (issue 28 §1)", () => {
  it("says met only when the score, LCP, TBT and CLS all are", () => {
    expect(goalVerdict({ score: 92, lcpMs: 2400, tbtMs: 150, cls: 0 }, false)).toBe("met");
    expect(goalVerdict({ score: 92, lcpMs: 2400, tbtMs: 150, cls: 0 }, true)).toBe("not met: score 92 < 95");
    expect(goalVerdict({ score: 80, lcpMs: 2600, tbtMs: 250, cls: 0.1 }, false)).toBe(
      "not met: score 80 < 90, LCP 2600 > 2500 ms, TBT 250 > 200 ms, CLS 0.1 ≥ 0.1",
    );
  });
});
