import { FEEDBACK_MESSAGE_PREVIEW, FEEDBACK_RESPONSE_PREVIEW } from "@gym/contracts";
import { describe, expect, it } from "vitest";
import { PRIORITY_COLOURS, priorityBadge, STATUS_COLOURS, statusBadge } from "./badges.ts";
import { daysAgoText, preview } from "./preview.ts";

describe("preview", () => {
  it("keeps text up to the limit and cuts longer text there with an ellipsis", () => {
    const exact = "a".repeat(FEEDBACK_MESSAGE_PREVIEW);
    expect(preview(exact, FEEDBACK_MESSAGE_PREVIEW)).toBe(exact);
    expect(preview(`${exact}b`, FEEDBACK_MESSAGE_PREVIEW)).toBe(`${exact}…`);
    expect(preview("x".repeat(101), FEEDBACK_RESPONSE_PREVIEW)).toBe(`${"x".repeat(100)}…`);
  });

  it("never splits an emoji", () => {
    expect(preview("😀😀😀", 2)).toBe("😀😀…");
  });
});

describe("daysAgoText", () => {
  it("words the server's count", () => {
    expect([0, 1, 12].map(daysAgoText)).toEqual(["Today", "1 day ago", "12 days ago"]);
  });
});

describe("badges", () => {
  it("colours every status and priority, defaulting to PENDING and MEDIUM", () => {
    expect(Object.keys(STATUS_COLOURS)).toHaveLength(5);
    expect(Object.keys(PRIORITY_COLOURS)).toHaveLength(4);
    expect(statusBadge(undefined)).toEqual(statusBadge("PENDING"));
    expect(priorityBadge("weird")).toEqual(priorityBadge("MEDIUM"));
    expect(statusBadge("IN_PROGRESS").label).toBe("In Progress");
  });
});
