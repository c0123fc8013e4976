import { describe, expect, it } from "vitest";
import { memberRowActions } from "./row-actions.ts";

describe("memberRowActions (decision 0038, issue 8 defect 4: one offer for every expired row)", () => {
  it("offers Renew, never Suspend or Activate, on a row whose renewal date has passed, whatever its status", () => {
    for (const status of ["ACTIVE", "SUSPENDED", "EXPIRED"] as const) {
      expect(memberRowActions({ status, display_status: "EXPIRED", days_left: -3 })).toEqual(["renew"]);
    }
  });

  it("offers Renew and Activate on a row expired by its status alone (renewal date today or ahead)", () => {
    expect(memberRowActions({ status: "EXPIRED", display_status: "EXPIRED", days_left: 0 })).toEqual([
      "renew",
      "activate",
    ]);
    expect(memberRowActions({ status: "EXPIRED", display_status: "EXPIRED", days_left: 12 })).toEqual([
      "renew",
      "activate",
    ]);
  });

  it("follows part 1 §2 on rows not displayed as expired: ACTIVE suspends, SUSPENDED activates", () => {
    expect(memberRowActions({ status: "ACTIVE", display_status: "ACTIVE", days_left: 0 })).toEqual(["suspend"]);
    expect(memberRowActions({ status: "SUSPENDED", display_status: "SUSPENDED", days_left: 9 })).toEqual(["activate"]);
  });
});
