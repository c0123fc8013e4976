import type { ListStaffResponse } from "@gym/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { staffKeys } from "./query-keys.ts";

/** GET /api/auth/staff/ (designed, decision 0320): the gym's people's accounts (the owner only). */
export const STAFF_PATH = "/api/auth/staff/";

export function getStaff(signal?: AbortSignal): Promise<ListStaffResponse> {
  return apiRequest<ListStaffResponse>(STAFF_PATH, signal ? { signal } : {});
}

export const staffQueryOptions = () =>
  queryOptions({ queryKey: staffKeys.people(), queryFn: ({ signal }) => getStaff(signal) });

export function useStaff() {
  return useQuery(staffQueryOptions());
}
