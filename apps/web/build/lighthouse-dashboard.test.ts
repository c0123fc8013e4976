import { describe, expect, it } from "vitest";
import { loadDetails, STORAGE_KEYS } from "./lighthouse-dashboard.ts";

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

describe("the session it stores", () => {
  it("uses the keys the dashboard reads (lib/session-storage.ts)", async () => {
    const { TOKEN_KEY, USER_DATA_KEY } = await import("../src/lib/session-storage.ts");
    expect(STORAGE_KEYS).toEqual({ token: TOKEN_KEY, user: USER_DATA_KEY });
  });
});
