import { describe, expect, it } from "vitest";
import { listInvoicesResponse, listMemberPaymentsResponse } from "../src/index.ts";

// That no contract writes the envelope out is apps/api/test/platform/success-envelope.test.ts (a source scan).
describe("successBody and successMessageBody (issue 22 §6)", () => {
  it("refuse a body without success: true and keep the fields", () => {
    expect(listInvoicesResponse.safeParse({ invoices: [], count: 0 }).success).toBe(false);
    expect(listInvoicesResponse.safeParse({ success: false, invoices: [], count: 0 }).success).toBe(false);
    expect(listInvoicesResponse.parse({ success: true, invoices: [], count: 0 })).toEqual({
      success: true,
      invoices: [],
      count: 0,
    });
  });

  it("successMessageBody requires the message", () => {
    expect(listMemberPaymentsResponse.safeParse({ success: true, payments: [], count: 0 }).success).toBe(false);
    const ok = { success: true, message: "ok", payments: [], count: 0 };
    expect(listMemberPaymentsResponse.safeParse(ok).success).toBe(true);
  });
});
