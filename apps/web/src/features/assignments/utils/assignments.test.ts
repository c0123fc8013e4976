import type { Assignment } from "@gym/contracts";
import { describe, expect, it } from "vitest";
import { contractErrors } from "../../../components/form/contract-resolver.ts";
import {
  type AssignmentFormValues,
  assignmentFormSchema,
  emptyAssignmentForm,
  REQUIRED,
  toAssignmentInput,
} from "./assignment-form.ts";
import { groupByMember } from "./group-assignments.ts";

/** What the form kit shows for these values. */
const validateAssignmentForm = (values: AssignmentFormValues) =>
  contractErrors(assignmentFormSchema, values, toAssignmentInput);

const assignment = (id: number, memberId: number, name: string): Assignment => ({
  id,
  member: { id: memberId, name, member_id: `MEM${memberId}` },
  exercise: { id: 1, name: "Squat", main_image_url: null },
  exercise_category: { id: 1, name: "Legs" },
  set: 3,
  reps: 10,
  day: "monday",
  is_success: false,
  notes: "",
  assigned_date: "2026-11-20",
  completed_date: null,
  created_at: "2026-11-20T00:00:00.000Z",
});

describe("assignments grouped per member (part 2 §2)", () => {
  it("keeps newest-first order and groups in the order of each member's newest", () => {
    const groups = groupByMember([assignment(5, 2, "Jai"), assignment(4, 1, "Ira"), assignment(3, 2, "Jai")]);
    expect(groups.map((g) => [g.member.name, g.assignments.map((a) => a.id)])).toEqual([
      ["Jai", [5, 3]],
      ["Ira", [4]],
    ]);
  });

  it("counts with the server's member totals when the group runs over the page", () => {
    const groups = groupByMember([assignment(5, 2, "Jai")], [{ member_id: 2, count: 7 }]);
    expect(groups[0]!.total).toBe(7);
    expect(groupByMember([assignment(5, 2, "Jai")])[0]!.total).toBe(1);
  });
});

const filled = (extra: Partial<AssignmentFormValues> = {}): AssignmentFormValues => ({
  ...emptyAssignmentForm("4"),
  exercise_category_id: "2",
  exercise_id: "9",
  day: "friday",
  ...extra,
});

describe("assignment form (part 2 §5)", () => {
  it("requires member, category, exercise and day, and sets/reps of at least 1", () => {
    const errors = validateAssignmentForm(emptyAssignmentForm());
    expect(errors).toMatchObject(REQUIRED);
    expect(validateAssignmentForm(filled())).toEqual({});
    expect(validateAssignmentForm(filled({ set: 0 })).set).toBe("Sets must be a whole number of at least 1");
    expect(validateAssignmentForm(filled({ reps: 2.5 })).reps).toBe("Reps must be a whole number of at least 1");
  });

  it("sends the completed date only when completed is checked and a date is given", () => {
    expect(toAssignmentInput(filled({ completed_date: "2026-11-25" }))).not.toHaveProperty("completed_date");
    expect(toAssignmentInput(filled({ is_success: true }))).not.toHaveProperty("completed_date");
    expect(toAssignmentInput(filled({ is_success: true, completed_date: "2026-11-25" }))).toMatchObject({
      is_success: true,
      completed_date: "2026-11-25",
      member_id: 4,
      exercise_id: 9,
      set: 3,
      reps: 10,
    });
  });
});
