import { quickAddFields } from "@gym/contracts";
import { describe, expect, it } from "vitest";
import { emptyTransaction, toTransactionPayload } from "./transaction-form.ts";
import { validateWith } from "./validate-with.ts";

describe("validateWith", () => {
  const validate = validateWith(quickAddFields, toTransactionPayload);

  it("names each missing field with the spec's text", () => {
    const errors = validate({ ...emptyTransaction("2026-11-26"), transaction_date: "" });
    expect(errors).toMatchObject({
      category: "Please fill in all required fields",
      title: "Please fill in all required fields",
      amount: "Please fill in all required fields",
      transaction_date: "Please fill in all required fields",
    });
  });

  it("passes a complete form and flags a bad amount", () => {
    const ok = { ...emptyTransaction("2026-11-26"), category: "3", title: "Rent", amount: 500 };
    expect(validate(ok)).toEqual({});
    expect(validate({ ...ok, amount: "-1" }).amount).toBe("Amount must be at least 0");
    expect(validate({ ...ok, amount: "1.234" }).amount).toBe("Amount can have at most 2 decimal places");
  });
});
