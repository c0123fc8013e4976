import { describe, expect, it } from "vitest";
import { exerciseNameSlug, findExercise } from "./exercise-slug.ts";

const library = [
  { id: 7, exercise_id: "EX007", name: "Barbell Back Squat" },
  { id: 12, exercise_id: "7", name: "Push Up" },
  { id: 30, exercise_id: "EX030", name: "Romanian  Deadlift" },
];

describe("exerciseNameSlug (part 1 §2)", () => {
  it("lowercases the name and turns spaces into hyphens", () => {
    expect(exerciseNameSlug("Barbell Back Squat")).toBe("barbell-back-squat");
    expect(exerciseNameSlug("Push Up")).toBe("push-up");
    // Each space becomes one hyphen, exactly as the spec words it (and as the API's lookup does).
    expect(exerciseNameSlug("Romanian  Deadlift")).toBe("romanian--deadlift");
  });
});

describe("findExercise", () => {
  it("matches the numeric id first, then exercise_id, then the name slug", () => {
    // "7" is both exercise 7's id and exercise 12's code: the id wins.
    expect(findExercise(library, "7")?.id).toBe(7);
    expect(findExercise(library, "EX030")?.id).toBe(30);
    expect(findExercise(library, "push-up")?.id).toBe(12);
    expect(findExercise(library, "Push-Up")?.id).toBe(12);
    expect(findExercise(library, "romanian--deadlift")?.id).toBe(30);
  });

  it("finds nothing for unknown or blank keys", () => {
    expect(findExercise(library, "99")).toBeUndefined();
    expect(findExercise(library, "")).toBeUndefined();
    expect(findExercise([], "7")).toBeUndefined();
  });
});
