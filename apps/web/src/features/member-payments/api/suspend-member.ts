import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidatePayments } from "./use-invalidate-payments.ts";

/** POST /api/members/members/{id}/suspend/ (part 2 §7, empty body): from the monthly view's actions menu. */
export const suspendPath = (id: number) => `/api/members/members/${id}/suspend/`;

export function suspendMember(id: number) {
  return apiRequest<{ success: true; message: string }>(suspendPath(id), { method: "POST" });
}

export function useSuspendMember() {
  const invalidate = useInvalidatePayments();
  return useMutation({ mutationFn: suspendMember, onSuccess: () => invalidate() });
}
