import { describe, expect, it } from "vitest";
import { daysLeftOf, daysLeftText, daysLeftTone, displayStatus, parseStatus } from "./membership.ts";

const today = "2026-03-10";

describe("daysLeftText (part 1 §4)", () => {
  it("uses the spec's four texts", () => {
    expect(daysLeftText(-5)).toBe("Expired 5 days ago");
    expect(daysLeftText(0)).toBe("Expires today");
    expect(daysLeftText(1)).toBe("Expires tomorrow");
    expect(daysLeftText(12)).toBe("12 days left");
  });

  it("keeps the spec's wording for one day, as the server does", () => {
    expect(daysLeftText(-1)).toBe("Expired 1 days ago");
  });
});

describe("daysLeftTone", () => {
  it("warns from 7 days down and marks the past as expired", () => {
    expect(daysLeftTone(8)).toBe("ok");
    expect(daysLeftTone(7)).toBe("expiring");
    expect(daysLeftTone(0)).toBe("expiring");
    expect(daysLeftTone(-1)).toBe("expired");
    expect(daysLeftTone(null)).toBe("unknown");
  });
});

describe("displayStatus (part 1 §4)", () => {
  it("shows expired when the status says so or the renewal date has passed", () => {
    expect(displayStatus("EXPIRED", "2026-12-01", today)).toBe("EXPIRED");
    expect(displayStatus("ACTIVE", "2026-03-09", today)).toBe("EXPIRED");
    expect(displayStatus("SUSPENDED", "2026-03-09", today)).toBe("EXPIRED");
  });

  it("keeps the status otherwise (renewal today is not yet expired)", () => {
    expect(displayStatus("ACTIVE", "2026-03-10", today)).toBe("ACTIVE");
    expect(displayStatus("suspended", "2026-04-10", today)).toBe("SUSPENDED");
    expect(displayStatus("ACTIVE", null, today)).toBe("ACTIVE");
    expect(displayStatus("ACTIVE", "not a date", today)).toBe("ACTIVE");
  });

  it("reads status case-insensitively", () => {
    expect(parseStatus(" active ")).toBe("ACTIVE");
    expect(parseStatus("gone")).toBeNull();
  });
});

describe("daysLeftOf", () => {
  it("prefers the server's figure, else counts to the renewal date", () => {
    expect(daysLeftOf({ days_left: 3, renewal_date: "2026-12-01" }, today)).toBe(3);
    expect(daysLeftOf({ renewal_date: "2026-03-17" }, today)).toBe(7);
    expect(daysLeftOf({ renewal_date: null }, today)).toBeNull();
  });
});
