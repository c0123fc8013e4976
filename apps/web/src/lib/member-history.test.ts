import { describe, expect, it } from "vitest";
import { assignmentListKeys } from "./exercise-assignments.ts";
import { feedbackListKeys } from "./feedback-admin-list.ts";
import { invoiceKeys } from "./invoices.ts";
import { isMemberHistoryList } from "./member-history.ts";
import { paymentRecordKeys } from "./member-payment-records.ts";
import { memberKeys } from "./members-list.ts";
import { trainerBookingKeys } from "./trainer-bookings.ts";

describe("the member profile's history lists (decisions 0233, 0260)", () => {
  const profile = { member_id: 7, page: 1, page_size: 10 };

  it("finds every shared list filtered to a member", () => {
    for (const key of [
      paymentRecordKeys.list(profile),
      invoiceKeys.list(profile),
      trainerBookingKeys.list(profile),
      assignmentListKeys.list(profile),
      feedbackListKeys.list(profile),
    ])
      expect(isMemberHistoryList(key)).toBe(true);
  });

  it("leaves the areas' unfiltered lists and other keys alone", () => {
    expect(isMemberHistoryList(paymentRecordKeys.list({ page: 1, page_size: 30 }))).toBe(false);
    expect(
      isMemberHistoryList(trainerBookingKeys.list({ date_from: "2026-12-01", date_to: "2026-12-31", page_size: 1000 })),
    ).toBe(false);
    expect(
      isMemberHistoryList(feedbackListKeys.list({ status: null, priority: null, category_id: null, page: 1 })),
    ).toBe(false);
    expect(isMemberHistoryList(memberKeys.history(7, "visits", 1))).toBe(false);
    expect(isMemberHistoryList(["member-payments", "timeline", 7, 12])).toBe(false);
  });

  it("keeps the profile's payments and invoices under the member payments' root, which every payment reloads", () => {
    expect(paymentRecordKeys.list(profile).slice(0, 1)).toEqual(paymentRecordKeys.all);
    expect(invoiceKeys.list(profile).slice(0, 1)).toEqual(paymentRecordKeys.all);
  });
});
