import { describe, expect, it } from "vitest";
import { difficultyColor, enumLabel, enumOptions } from "./labels.ts";

describe("difficultyColor (part 1 §9)", () => {
  it("is green, orange and red for beginner, intermediate and advanced", () => {
    expect(difficultyColor("BEGINNER")).toBe("green");
    expect(difficultyColor("INTERMEDIATE")).toBe("orange");
    expect(difficultyColor("ADVANCED")).toBe("red");
  });

  it("forgives case and falls back to gray", () => {
    expect(difficultyColor("advanced")).toBe("red");
    expect(difficultyColor(undefined)).toBe("gray");
    expect(difficultyColor("EXPERT")).toBe("gray");
  });
});

describe("enumLabel", () => {
  it("turns API values into words", () => {
    expect(enumLabel("RESISTANCE_BANDS")).toBe("Resistance Bands");
    expect(enumLabel("BODYWEIGHT")).toBe("Bodyweight");
    expect(enumLabel(null)).toBe("");
  });

  it("builds select options that keep the API's values", () => {
    expect(enumOptions(["PULL", "STATIC"] as const)).toEqual([
      { value: "PULL", label: "Pull" },
      { value: "STATIC", label: "Static" },
    ]);
  });
});
