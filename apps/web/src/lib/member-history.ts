import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { assignmentListKeys } from "./exercise-assignments.ts";
import { feedbackListKeys } from "./feedback-admin-list.ts";
import { invoiceKeys } from "./invoices.ts";
import { paymentRecordKeys } from "./member-payment-records.ts";
import { trainerBookingKeys } from "./trainer-bookings.ts";

/**
 * The member profile's history lists (decision 0260) are other areas' lists filtered by member_id, read
 * through each endpoint's one client (decision 0233) and so keyed under that area's root: the area's own
 * changes reload them. A change to a member or a payment also reloads every list filtered to a member,
 * as it did when the profile kept these lists under "members".
 */
const MEMBER_FILTERED_LISTS: readonly QueryKey[] = [
  paymentRecordKeys.lists(),
  invoiceKeys.lists(),
  trainerBookingKeys.lists(),
  assignmentListKeys.lists(),
  feedbackListKeys.lists(),
];

/** `[...list root, { member_id, ... }]`: one of the lists above, filtered to one member. */
export function isMemberHistoryList(queryKey: QueryKey): boolean {
  return MEMBER_FILTERED_LISTS.some((root) => {
    if (!root.every((part, i) => queryKey[i] === part)) return false;
    const query = queryKey[root.length];
    return typeof query === "object" && query !== null && (query as { member_id?: unknown }).member_id != null;
  });
}

/** Reloads every list filtered to a member (the profile's history), leaving the lists under `except` to their own root's invalidation. */
export function useInvalidateMemberHistory(): (except?: QueryKey) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    (except?: QueryKey) =>
      queryClient.invalidateQueries({
        predicate: ({ queryKey }) => isMemberHistoryList(queryKey) && !except?.every((part, i) => queryKey[i] === part),
      }),
    [queryClient],
  );
}
