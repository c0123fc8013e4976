import { describe, expect, it } from "vitest";
import { memberRemovalWarning } from "../src/areas/members/index.ts";

// The profile's Delete confirmation (decision 0261) says exactly what happens to payments and invoices.
describe("memberRemovalWarning", () => {
  it("says a member without money history is deleted for good, feedback kept without the name", () => {
    const text = memberRemovalWarning("DELETE", "Asha Rao", 0);
    expect(text).toContain("has no payments received and no invoices");
    expect(text).toContain("will be deleted for good");
    expect(text).toContain("feedback is kept without their name");
  });

  it("says a member with receipts is archived and their invoices kept", () => {
    const text = memberRemovalWarning("ARCHIVE", "Asha Rao", 3);
    expect(text).toContain("3 payment receipt(s) with invoices, which must be kept");
    expect(text).toContain("will be archived instead");
    expect(text).toContain("can still be downloaded");
  });

  it("names ledger income when there is no receipt", () => {
    expect(memberRemovalWarning("ARCHIVE", "Asha Rao", 0)).toContain("income recorded in the accounts");
  });
});
