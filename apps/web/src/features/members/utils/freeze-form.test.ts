import { FREEZE_ENDS_BEFORE_START, FREEZE_FROM_REQUIRED, FREEZE_REASON_REQUIRED } from "@gym/contracts";
import { describe, expect, it } from "vitest";
import { readFreezeForm } from "./freeze-form.ts";

describe("readFreezeForm", () => {
  it("reads typed dates day-first and trims the reason", () => {
    expect(readFreezeForm({ from: "27-02-2027", to: "2 Mar 2027", reason: " Knee surgery " })).toEqual({
      fields: { from_date: "2027-02-27", to_date: "2027-03-02", reason: "Knee surgery" },
      errors: null,
    });
  });

  it("names each problem with the server's words", () => {
    expect(readFreezeForm({ from: "", to: "01-03-2027", reason: "  " }).errors).toEqual({
      from: FREEZE_FROM_REQUIRED,
      reason: FREEZE_REASON_REQUIRED,
    });
    expect(readFreezeForm({ from: "02-03-2027", to: "01-03-2027", reason: "x" }).errors).toEqual({
      to: FREEZE_ENDS_BEFORE_START,
    });
    expect(readFreezeForm({ from: "31-02-2027", to: "01-03-2027", reason: "x" }).errors?.from).toBe(
      "Type the first day as DD-MM-YYYY, for example 15-01-2027",
    );
  });
});
