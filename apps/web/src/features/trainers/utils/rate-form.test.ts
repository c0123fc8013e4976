import { describe, expect, it } from "vitest";
import { contractErrors } from "../../../components/form/contract-resolver.ts";
import { emptyRateForm, type RateFormValues, rateFormSchema, toRateInput } from "./rate-form.ts";

const validateRateForm = (values: RateFormValues) => contractErrors(rateFormSchema, values);
const TRAINER_REQUIRED = "Trainer is required";

describe("rate form (part 2 §5, §9)", () => {
  it("starts with rate type month and currency INR", () => {
    expect(emptyRateForm(4)).toEqual({ trainer_id: "4", rate_type: "month", amount: "", currency: "INR" });
  });

  it("requires a trainer and an amount of at least 0 with at most two decimals", () => {
    expect(validateRateForm(emptyRateForm()).trainer_id).toBe(TRAINER_REQUIRED);
    expect(validateRateForm(emptyRateForm(1)).amount).toBe("Amount is required");
    expect(validateRateForm({ ...emptyRateForm(1), amount: -0.01 }).amount).toBe("Amount must be at least 0");
    expect(validateRateForm({ ...emptyRateForm(1), amount: 0 })).toEqual({});
    expect(validateRateForm({ ...emptyRateForm(1), amount: "10.005" }).amount).toBe(
      "Amount can have at most 2 decimal places",
    );
    expect(validateRateForm({ ...emptyRateForm(1), amount: 1, currency: "RUPE" }).currency).toBe(
      "Currency must be at most 3 characters",
    );
  });

  it("sends the amount as exact text and the currency upper case", () => {
    expect(toRateInput({ trainer_id: "7", rate_type: "hour", amount: 450.5, currency: " usd" })).toEqual({
      trainer_id: 7,
      rate_type: "hour",
      amount: "450.5",
      currency: "USD",
    });
  });
});
