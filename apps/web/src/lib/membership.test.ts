import { describe, expect, it } from "vitest";
import { daysLeftTone, parseStatus } from "./membership.ts";

describe("daysLeftTone", () => {
  it("warns from 7 days down and marks the past as expired", () => {
    expect(daysLeftTone("ACTIVE", 8)).toBe("ok");
    expect(daysLeftTone("ACTIVE", 7)).toBe("expiring");
    expect(daysLeftTone("ACTIVE", 0)).toBe("expiring");
    expect(daysLeftTone("ACTIVE", -1)).toBe("expired");
    expect(daysLeftTone("ACTIVE", null)).toBe("unknown");
  });

  it("follows the server's display status: a member expired by status is red whatever the date", () => {
    expect(daysLeftTone("EXPIRED", 20)).toBe("expired");
    expect(daysLeftTone("SUSPENDED", 20)).toBe("ok");
  });
});

describe("parseStatus", () => {
  it("reads a status case-insensitively", () => {
    expect(parseStatus(" active ")).toBe("ACTIVE");
    expect(parseStatus("gone")).toBeNull();
  });
});
