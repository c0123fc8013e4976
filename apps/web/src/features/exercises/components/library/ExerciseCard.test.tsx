import { describe, expect, it } from "vitest";
import { renderStatic } from "../../../../test/render-static.tsx";
import type { Exercise } from "../../api/types.ts";
import { ExerciseCard } from "./ExerciseCard.tsx";

const longName = "Single-Arm Dumbbell Bent-Over Row With Pause At The Top";

describe("ExerciseCard (issue 8 §4.8)", () => {
  const exercise = {
    id: 7,
    name: longName,
    difficulty: "BEGINNER",
    equipment: "DUMBBELL",
    primary_muscle: "Back",
    exercise_type: "STRENGTH",
    images: [],
  } as unknown as Exercise;
  const html = renderStatic(<ExerciseCard exercise={exercise} />);

  it("lets a long name wrap inside the card", () => {
    const anchor = html.slice(html.lastIndexOf("<a", html.indexOf(`>${longName}<`)), html.indexOf(`>${longName}<`));
    expect(anchor).toContain("overflow-wrap:anywhere");
    expect(anchor).toMatch(/min-width:(0|calc\(0)/);
  });

  it("never shrinks the difficulty badge to 'BEGIN…'", () => {
    const badge = html.slice(html.lastIndexOf("<div", html.indexOf(">Beginner<")), html.indexOf(">Beginner<"));
    expect(badge).toContain("flex-shrink:0");
  });
});
