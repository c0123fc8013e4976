import { describe, expect, it } from "vitest";
import { libraryPath, readListFilters, readMode, withParam } from "./library-params.ts";

const params = (query: string) => new URLSearchParams(query);

describe("readMode", () => {
  it("reads the three modes and defaults to categories", () => {
    expect(readMode(params("mode=muscle-groups"))).toBe("muscle-groups");
    expect(readMode(params("mode=exercises"))).toBe("exercises");
    expect(readMode(params(""))).toBe("categories");
    expect(readMode(params("mode=nonsense"))).toBe("categories");
  });
});

describe("readListFilters", () => {
  it("keeps known difficulty and equipment values (any case) and a trimmed search", () => {
    expect(readListFilters(params("difficulty=advanced&equipment=BARBELL&search=%20squat%20"))).toEqual({
      difficulty: "ADVANCED",
      equipment: "BARBELL",
      search: "squat",
    });
  });

  it("drops unknown values and blank searches", () => {
    expect(readListFilters(params("difficulty=EXPERT&equipment=rope&search=%20"))).toEqual({
      difficulty: undefined,
      equipment: undefined,
      search: undefined,
    });
  });
});

describe("withParam / libraryPath", () => {
  it("sets and removes one key without touching the others", () => {
    const start = params("mode=exercises&search=row");
    expect(withParam(start, "difficulty", "BEGINNER").toString()).toBe("mode=exercises&search=row&difficulty=BEGINNER");
    expect(withParam(start, "search", "").toString()).toBe("mode=exercises");
    expect(start.toString()).toBe("mode=exercises&search=row");
  });

  it("builds the back target of a mode", () => {
    expect(libraryPath("muscle-groups")).toBe("/dashboard/exercises?mode=muscle-groups");
  });
});
