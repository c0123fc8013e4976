import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error.ts";
import { firstFieldError, formFieldErrors } from "./field-errors.ts";

const failure = (body: Record<string, unknown>) => new ApiError(400, { error: String(body.error ?? "") }, body, "x");

describe("field error arrays (part 2 §8, decision 0126)", () => {
  const body = {
    success: false,
    error: "Member not found",
    trainer_id: ["Trainer not found"],
    user_id: ["Member not found"],
    start_time: ["Time must be HH:MM (00:00 to 23:59)"],
  };

  it("answers the first message of the first listed field that has one", () => {
    expect(firstFieldError(failure(body), ["non_field_errors", "user_id", "trainer_id"])).toBe("Member not found");
    expect(
      firstFieldError(failure({ non_field_errors: ["Overlap"], user_id: ["x"] }), ["non_field_errors", "user_id"]),
    ).toBe("Overlap");
    expect(firstFieldError(failure(body), ["non_field_errors"])).toBeUndefined();
  });

  it("ignores anything that is not an ApiError or not an array of texts", () => {
    expect(firstFieldError(new Error("boom"), ["user_id"])).toBeUndefined();
    expect(firstFieldError(failure({ user_id: [1, 2] }), ["user_id"])).toBeUndefined();
    expect(firstFieldError(failure({ user_id: [] }), ["user_id"])).toBeUndefined();
  });

  it("gives each field's first message for the form, without non_field_errors", () => {
    expect(formFieldErrors(failure({ ...body, non_field_errors: ["n"] }))).toEqual({
      trainer_id: "Trainer not found",
      user_id: "Member not found",
      start_time: "Time must be HH:MM (00:00 to 23:59)",
    });
  });
});
