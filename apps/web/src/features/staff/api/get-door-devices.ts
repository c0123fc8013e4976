import type { ListStaffResponse } from "@gym/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { staffKeys } from "./query-keys.ts";

/** GET /api/auth/door-devices/ (designed, decision 0323): the check-in screen's device accounts. */
export const DOOR_DEVICES_PATH = "/api/auth/door-devices/";

export function getDoorDevices(signal?: AbortSignal): Promise<ListStaffResponse> {
  return apiRequest<ListStaffResponse>(DOOR_DEVICES_PATH, signal ? { signal } : {});
}

export const doorDevicesQueryOptions = () =>
  queryOptions({ queryKey: staffKeys.doors(), queryFn: ({ signal }) => getDoorDevices(signal) });

export function useDoorDevices() {
  return useQuery(doorDevicesQueryOptions());
}
