import { quickAddFields, z } from "@gym/contracts";
import { describe, expect, it } from "vitest";
import { contractErrors, passes, withFormRules } from "./contract-resolver.ts";

/** A form whose values differ from what it sends (category as a Select string), like Quick Add's. */
interface Values {
  category: string;
  title: string;
  amount: string | number;
  transaction_date: string;
}
const emptyTransaction = (today: string): Values => ({ category: "", title: "", amount: "", transaction_date: today });
const toTransactionPayload = (v: Values) => ({
  transaction_type: "EXPENSE",
  category: v.category === "" ? undefined : Number(v.category),
  title: v.title,
  amount: typeof v.amount === "number" ? String(v.amount) : v.amount,
  payment_method: "CASH",
  transaction_date: v.transaction_date,
});

describe("contractErrors (the form kit's one validator)", () => {
  const validate = (values: Values) => contractErrors(quickAddFields, values, toTransactionPayload);

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

  it("puts a payload key's message under its form field (fieldOf)", () => {
    const ok = { ...emptyTransaction("2026-11-26"), category: "3", title: "Rent", amount: "-1" };
    expect(contractErrors(quickAddFields, ok, toTransactionPayload, { amount: "money" })).toEqual({
      money: "Amount must be at least 0",
    });
  });

  it("passes: true only for a value the schema accepts", () => {
    expect(passes(quickAddFields.shape.amount, "10.50")).toBe(true);
    expect(passes(quickAddFields.shape.amount, "10.505")).toBe(false);
  });

  it("withFormRules: a rule runs while a field fails its own type, and its message wins for its field", () => {
    const call = z.object({ gender: z.enum(["M", "F"]), start: z.string(), end: z.iso.date() });
    const schema = withFormRules<{ start: string; end: string }>(call, (payload, report) => {
      if (payload.end < payload.start) report("end", "End date cannot be before the start date");
    });
    expect(contractErrors(schema, { gender: "", start: "2026-02-01", end: "2026-01-01" })).toMatchObject({
      end: "End date cannot be before the start date",
    });
    expect(contractErrors(schema, { gender: "", start: "2026-02-01", end: "2026-01-01" })).toHaveProperty("gender");
    expect(contractErrors(schema, { gender: "M", start: "2026-01-01", end: "2026-02-01" })).toEqual({});
  });

  it("labels: a message naming its key names the field by its label", () => {
    const call = z.object({ first_name: z.string().min(1, { error: "first_name is required" }) });
    expect(contractErrors(call, { first_name: "" }, undefined, {}, { first_name: "First name" })).toEqual({
      first_name: "First name is required",
    });
  });
});
