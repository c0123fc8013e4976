import { describe, expect, it } from "vitest";
import { dueColor, dueText, recurringBadges } from "./recurring-status.ts";

const labels = (days: number, is_active = true, auto_generate = true) =>
  recurringBadges({ days_until_due: days, is_active, auto_generate }).map((b) => b.label);

describe("recurring badges (part 2 §4, §9)", () => {
  it("Overdue before today, Due Soon from today to 3 days ahead, nothing after", () => {
    expect(labels(-1)).toEqual(["Overdue", "Active", "Auto"]);
    expect(labels(0)).toEqual(["Due Soon", "Active", "Auto"]);
    expect(labels(3)).toEqual(["Due Soon", "Active", "Auto"]);
    expect(labels(4)).toEqual(["Active", "Auto"]);
  });

  it("Inactive schedules are neither overdue nor due soon; Auto only when auto-generating", () => {
    expect(labels(-5, false)).toEqual(["Inactive", "Auto"]);
    expect(labels(2, true, false)).toEqual(["Due Soon", "Active"]);
  });

  it("says when it is due, with warning colours within 7 days", () => {
    expect([-2, -1, 0, 1, 9].map(dueText)).toEqual([
      "Overdue by 2 days",
      "Overdue by 1 day",
      "Due today",
      "Due tomorrow",
      "Due in 9 days",
    ]);
    expect(dueColor(-1, true)).toBe("red.9");
    expect(dueColor(7, true)).toBe("#9c3a06");
    expect(dueColor(8, true)).toBe("gray.7");
    expect(dueColor(-1, false)).toBe("gray.7");
  });
});
