import type { CloseDayInput, CloseDayResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidateCashClose } from "./use-invalidate-cash-close.ts";

/** POST /api/cash-close/days/{date}/close/ (designed, decision 0326): the counted cash and a note; once per day. */
export const closeDayPath = (date: string) => `/api/cash-close/days/${date}/close/`;

export interface CloseDayCall {
  date: string;
  body: CloseDayInput;
}

export function closeDay({ date, body }: CloseDayCall): Promise<CloseDayResponse> {
  return apiRequest<CloseDayResponse>(closeDayPath(date), { method: "POST", body });
}

export function useCloseDay() {
  const invalidate = useInvalidateCashClose();
  return useMutation({ mutationFn: closeDay, onSettled: invalidate });
}
